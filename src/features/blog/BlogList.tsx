import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { deferredPart } from '@/ui/shell/deferredPart';
import { PageTitle } from '@/ui/shell/PageTitle';
import { Pending } from './Pending';
import { ShopAdvertisement } from './ShopAdvertisement';

// The posts are fetched in the browser, so Apollo (about 70 KB) need not be in the page's first load.
const Posts = deferredPart(() => import('./BlogPosts').then((module) => module.BlogPosts));

/** SPEC §2 /blog: the shop's posts in the page language, a page at a time. */
export function BlogList() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageTitle titleKey="footer.blog" seoKey="blog" />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('blog.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('blog.intro')}
        </Typography>
        <Posts ready fallback={<Pending />} />
      </Container>
      <ShopAdvertisement />
    </>
  );
}
