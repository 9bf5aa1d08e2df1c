import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_PAGE_SIZE } from '@/config/constants';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { BlogApp } from './BlogApp';
import type { BlogCache } from './cachedAnswer';
import { LoadMore } from './LoadMore';
import { PostList } from './PostList';
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
  return (
    <PostList posts={posts} total={data.postCount}>
      {moreFailed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('blog.loadError')}
        </Alert>
      )}
      {posts.length < data.postCount && <LoadMore loading={loadingMore} onClick={() => void loadMore()} />}
    </PostList>
  );
}

/**
 * The list with its Apollo client, which starts from the server's cache: Apollo's code comes with
 * this part, after the page has hydrated, and asks only for the pages "load more" adds.
 */
export function BlogPosts({ cache }: { cache: BlogCache | null }) {
  return (
    <BlogApp restore={cache}>
      <Posts />
    </BlogApp>
  );
}
