import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { deferredPart } from '@/ui/shell/deferredPart';
import { ShopLink } from '@/ui/layout/ShopLink';
import { PublicPageTitle } from '@/ui/shell/PublicPageTitle';
import { cachedPost, type BlogCache } from './cachedAnswer';
import { Pending } from './Pending';
import { PostArticle } from './PostArticle';
import { PostHead } from './PostHead';
import { ShopAdvertisement } from './ShopAdvertisement';

// As on the list: the article is in the server's HTML (ADR 0026), Apollo comes after hydration.
const Post = deferredPart(() => import('./BlogPost').then((module) => module.BlogPost), { ssr: false });

/** SPEC §2 /blog/<slug>: one post of the shop's blog. */
export function BlogPostView({ slug, cache }: { slug: string; cache: BlogCache | null }) {
  const { t } = useTranslation('common');
  const post = cachedPost(cache);
  return (
    <>
      {post ? <PostHead post={post} /> : <PublicPageTitle titleKey="footer.blog" seoKey="blog" />}
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Link component={ShopLink} href="/blog" sx={{ display: 'inline-block', mb: 2 }}>
          {t('blog.back')}
        </Link>
        <Post ready slug={slug} cache={cache} fallback={post ? <PostArticle post={post} /> : <Pending />} />
      </Container>
      <ShopAdvertisement />
    </>
  );
}
