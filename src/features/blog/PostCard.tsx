import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/tenancy/dates';
import type { BlogPost } from './queries';
import { useShop } from '@/tenancy/useShop';

export const postHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export function PostMeta({ post }: { post: Pick<BlogPost, 'author' | 'date'> }) {
  const { t, i18n } = useTranslation('common');
  const features = useShop().tenant.features;
  const date = formatDate(new Date(post.date), i18n.language, features ?? { europeanDateFormat: false }, {
    timeZone: 'UTC',
  });
  return (
    <Typography variant="body2" color="text.secondary">
      {t('blog.byline', { author: post.author })} · <time dateTime={post.date}>{date}</time>
    </Typography>
  );
}

/**
 * A post's cover: a band of `height` on the list's cards; `whole` on the post itself, where the
 * picture is shown uncut at its own 16:9 (a fixed band cropped it to a strip on a desktop).
 */
export function PostCover({ src, height }: { src: string | null; height: number | 'whole' }) {
  if (!src) return null;
  // decorative: the title next to it names the post
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={640}
      height={360}
      sx={
        height === 'whole'
          ? { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 1 }
          : { display: 'block', width: '100%', height, objectFit: 'cover' }
      }
    />
  );
}

/** One post in the list: the whole card is a link to the post, named by its title. */
export function PostCard({ post }: { post: Omit<BlogPost, 'body'> }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', position: 'relative' }}>
      <PostCover src={post.coverImage} height={160} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          <Link
            component={ShopLink}
            href={postHref(post.slug)}
            color="inherit"
            underline="hover"
            // the link's area covers the card, so the card is one big target
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {post.title}
          </Link>
        </Typography>
        <PostMeta post={post} />
        <Typography sx={{ mt: 1 }}>{post.excerpt}</Typography>
      </CardContent>
    </Card>
  );
}
