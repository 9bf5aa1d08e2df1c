import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ContainedAction } from '@/ui/shell/ContainedAction';
import { ShopLink } from '@/ui/layout/ShopLink';
import { PublicPageTitle } from './PublicPageTitle';

/** A full-page message with a heading, a sentence and an optional way back (404, unknown shop). */
export function MessagePage({
  titleKey,
  textKey,
  backHref,
  seoKey,
}: {
  titleKey: string;
  textKey: string;
  backHref?: string;
  seoKey?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PublicPageTitle titleKey={titleKey} seoKey={seoKey} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(textKey)}
      </Typography>
      {backHref && (
        <ContainedAction component={ShopLink} href={backHref}>
          {t('notFound.back')}
        </ContainedAction>
      )}
    </Container>
  );
}
