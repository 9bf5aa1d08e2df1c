import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { deferredPart } from '@/ui/shell/deferredPart';
import { ShopLink } from '@/ui/layout/SmartLink';
import { PageTitle } from '@/ui/shell/PageTitle';
import { Pending } from './Pending';
import { ShopAdvertisement } from './ShopAdvertisement';

// As on the list: the post is fetched in the browser, so Apollo stays out of the first load.
const Post = deferredPart(() => import('./BlogPost').then((module) => module.BlogPost));

/** SPEC §2 /blog/<slug>: one post of the shop's blog. */
export function BlogPostView({ slug }: { slug: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageTitle titleKey="footer.blog" seoKey="blog" />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Link component={ShopLink} href="/blog" sx={{ display: 'inline-block', mb: 2 }}>
          {t('blog.back')}
        </Link>
        <Post ready fallback={<Pending />} slug={slug} />
      </Container>
      <ShopAdvertisement />
    </>
  );
}
