import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PostCard } from './PostCard';
import type { PostSummary } from './queries';

/**
 * The posts shown so far with their count; `children` are the controls under them. Shared by the
 * server's render of the first page and the Apollo part that takes over, so they look the same.
 */
export function PostList({
  posts,
  total,
  children,
}: {
  posts: PostSummary[];
  total: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (posts.length === 0) return <Typography>{t('blog.empty')}</Typography>;
  return (
    <>
      <Box
        component="ul"
        aria-label={t('blog.listLabel')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </Box>
      <Typography aria-live="polite" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('blog.shown', { shown: posts.length, count: total })}
      </Typography>
      {children}
    </>
  );
}
