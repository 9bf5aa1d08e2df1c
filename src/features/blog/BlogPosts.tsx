import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_PAGE_SIZE } from '@/config/constants';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { BlogApp } from './BlogApp';
import { PostCard } from './PostCard';
import { ALL_POSTS } from './queries';
import { LoadFailed } from './LoadFailed';
import { Pending } from './Pending';

function Posts() {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const { data, error, fetchMore, refetch } = useQuery(ALL_POSTS, {
    variables: { language, skip: 0, first: BLOG_PAGE_SIZE },
  });
  const posts = data?.allPosts ?? [];

  async function loadMore() {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({ variables: { skip: posts.length } });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  if (!data) return error ? <LoadFailed retry={() => void refetch()} /> : <Pending />;
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
        {t('blog.shown', { shown: posts.length, count: data.postCount })}
      </Typography>
      {moreFailed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('blog.loadError')}
        </Alert>
      )}
      {posts.length < data.postCount && (
        <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore} sx={{ mt: 2 }}>
          {loadingMore ? t('blog.loading') : t('blog.loadMore')}
        </Button>
      )}
    </>
  );
}

/** The list with its Apollo client: Apollo's code comes with this part, after the page has hydrated. */
export function BlogPosts() {
  return (
    <BlogApp>
      <Posts />
    </BlogApp>
  );
}
