import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { adBand } from '@/tenancy/theme';
import { OutlinedAction } from '@/ui/shell/OutlinedAction';

export interface AdBannerProps {
  /** the heading's id, which names the advertisement for assistive technology */
  titleId: string;
  /** marks the box as an advertisement for readers */
  label: string;
  title: string;
  text: string;
  cta: string;
  href: string;
  /** a further link in the text, e.g. between the shop's and the blog's advertisements */
  more?: { label: string; href: string };
}

/** An advertisement band in the secondary colour, with one call to action. */
export function AdBanner({ titleId, label, title, text, cta, href, more }: AdBannerProps) {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
      <Box
        component="aside"
        aria-labelledby={titleId}
        data-testid="advertisement"
        sx={{
          ...adBand,
          borderRadius: 2,
          p: { xs: 2.5, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: 2,
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" component="p">
            {label}
          </Typography>
          <Typography id={titleId} variant="h5" component="h2" gutterBottom>
            {title}
          </Typography>
          <Typography>{text}</Typography>
          {more && (
            <Link href={more.href} color="inherit" underline="always" sx={{ display: 'inline-block', mt: 1 }}>
              {more.label}
            </Link>
          )}
        </Box>
        <OutlinedAction
          component="a"
          href={href}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, borderWidth: 2 }}
        >
          {cta}
        </OutlinedAction>
      </Box>
    </Container>
  );
}
