import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage, selectTenant } from '@/tenancy/tenantSlice';
import { BlogApp } from './BlogApp';
import { PostCover, PostMeta } from './PostCard';
import { POST } from './queries';
import { LoadFailed } from './LoadFailed';
import { Pending } from './Pending';

function Post({ slug }: { slug: string }) {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const shop = useAppSelector(selectTenant)?.providerName ?? '';
  const { data, error, refetch } = useQuery(POST, { variables: { language, slug } });
  if (!data) return error ? <LoadFailed retry={() => void refetch()} /> : <Pending />;
  const { post } = data;
  if (!post)
    return (
      <>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('blog.notFound')}
        </Typography>
        <Typography>{t('blog.notFoundText')}</Typography>
      </>
    );
  return (
    <article>
      <Head>
        <title>{`${post.title} | ${shop}`}</title>
        <meta name="description" content={post.excerpt} />
      </Head>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {post.title}
      </Typography>
      <PostMeta post={post} />
      <Typography variant="subtitle1" component="p" sx={{ my: 2 }}>
        {post.excerpt}
      </Typography>
      <PostCover src={post.coverImage} height="whole" />
      {/* the body is plain text: paragraphs are blank-line separated, never HTML */}
      {post.body.split(/\n{2,}/).map((paragraph, index) => (
        <Typography key={index} sx={{ mt: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </article>
  );
}

/** The post with its Apollo client: Apollo's code comes with this part, after the page has hydrated. */
export function BlogPost({ slug }: { slug: string }) {
  return (
    <BlogApp>
      <Post slug={slug} />
    </BlogApp>
  );
}
