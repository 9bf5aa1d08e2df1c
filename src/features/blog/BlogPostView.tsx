import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage, selectTenant } from '@/tenancy/tenantSlice';
import { PageTitle } from '@/ui/shell/PageTitle';
import { BlogApp } from './BlogApp';
import { PostCover, PostMeta } from './PostCard';
import { POST } from './queries';
import { Pending } from './Pending';
import { ShopAdvertisement } from './ShopAdvertisement';

function Post({ slug }: { slug: string }) {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  const shop = useAppSelector(selectTenant)?.providerName ?? '';
  const { data, error, refetch } = useQuery(POST, { variables: { language, slug } });
  if (!data) return <Pending failed={Boolean(error)} retry={() => void refetch()} />;
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
      <PostCover src={post.coverImage} height={280} />
      {/* the body is plain text: paragraphs are blank-line separated, never HTML */}
      {post.body.split(/\n{2,}/).map((paragraph, index) => (
        <Typography key={index} sx={{ mt: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </article>
  );
}

/** SPEC §2 /blog/<slug>: one post of the shop's blog. */
export function BlogPostView({ slug }: { slug: string }) {
  const { t } = useTranslation('common');
  return (
    <BlogApp>
      <PageTitle titleKey="footer.blog" seoKey="blog" />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Link component={NextLink} href="/blog" sx={{ display: 'inline-block', mb: 2 }}>
          {t('blog.back')}
        </Link>
        <Post slug={slug} />
      </Container>
      <ShopAdvertisement />
    </BlogApp>
  );
}
