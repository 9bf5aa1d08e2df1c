import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { deferredPart } from '@/ui/shell/deferredPart';
import { PublicPageTitle } from '@/ui/shell/PublicPageTitle';
import { cachedPosts, type BlogCache } from './cachedAnswer';
import { LoadMore } from './LoadMore';
import { Pending } from './Pending';
import { PostList } from './PostList';
import { ShopAdvertisement } from './ShopAdvertisement';

// The first page is in the server's HTML (ADR 0026); Apollo (about 70 KB) comes after hydration
// for "load more", so it need not be in the page's first load.
const Posts = deferredPart(() => import('./BlogPosts').then((module) => module.BlogPosts), { ssr: false });

/** SPEC §2 /blog: the shop's posts in the page language, a page at a time. */
export function BlogList({ cache }: { cache: BlogCache | null }) {
  const { t } = useTranslation('common');
  const first = cachedPosts(cache);
  return (
    <>
      <PublicPageTitle titleKey="footer.blog" seoKey="blog" />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('blog.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('blog.intro')}
        </Typography>
        <Posts
          ready
          cache={cache}
          fallback={
            first ? (
              <PostList posts={first.allPosts} total={first.postCount}>
                {first.allPosts.length < first.postCount && <LoadMore />}
              </PostList>
            ) : (
              <Pending />
            )
          }
        />
      </Container>
      <ShopAdvertisement />
    </>
  );
}
