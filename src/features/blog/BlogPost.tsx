import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { BlogApp } from './BlogApp';
import type { BlogCache } from './cachedAnswer';
import { PostArticle } from './PostArticle';
import { POST } from './queries';
import { LoadFailed } from './LoadFailed';
import { Pending } from './Pending';

function Post({ slug }: { slug: string }) {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const { data, error, refetch } = useQuery(POST, { variables: { language, slug } });
  if (!data) return error ? <LoadFailed retry={() => void refetch()} /> : <Pending />;
  if (!data.post)
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('blog.notFound')}
        </Typography>
        <Typography>{t('blog.notFoundText')}</Typography>
      </>
    );
  return <PostArticle post={data.post} />;
}

/**
 * The post with its Apollo client, which starts from the server's cache: Apollo's code comes with
 * this part, after the page has hydrated, and asks only when the server could not.
 */
export function BlogPost({ slug, cache }: { slug: string; cache: BlogCache | null }) {
  return (
    <BlogApp restore={cache}>
      <Post slug={slug} />
    </BlogApp>
  );
}
