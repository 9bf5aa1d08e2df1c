import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Block, Inline } from '@/tenancy/markdown';

function Inlines({ content }: { content: Inline[] }) {
  return content.map((part, index) =>
    'href' in part ? (
      <Link key={index} href={part.href}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

/** A tenant's content file, as parsed data: React renders the text, so nothing in it runs. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => {
    if (block.kind === 'ul')
      return (
        <Box component="ul" key={index} sx={{ pl: 3, mb: 2 }}>
          {block.items.map((item, itemIndex) => (
            <Typography component="li" key={itemIndex} sx={{ mb: 0.5 }}>
              <Inlines content={item} />
            </Typography>
          ))}
        </Box>
      );
    const variant = block.kind === 'p' ? 'body1' : block.kind === 'h2' ? 'h5' : 'h6';
    return (
      <Typography
        key={index}
        component={block.kind}
        variant={variant}
        sx={{ mb: 2, mt: block.kind === 'p' ? 0 : 3 }}
      >
        <Inlines content={block.content} />
      </Typography>
    );
  });
}
