import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PublicPageTitle } from './PublicPageTitle';

/** The frame and title of a route whose feature is not built yet: never a blank page. */
export function ComingSoon({ titleKey, seoKey }: { titleKey: string; seoKey?: string }) {
  const { t } = useTranslation('common');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PublicPageTitle titleKey={titleKey} seoKey={seoKey} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary">{t('pages.comingSoonText')}</Typography>
    </Container>
  );
}
