import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/SmartLink';
import { PageTitle } from './PageTitle';

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
      <PageTitle titleKey={titleKey} seoKey={seoKey} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(textKey)}
      </Typography>
      {backHref && (
        // drawn on ButtonBase, which the header has already loaded: MUI's Button would add 4 KB
        // to the first load of these light pages for one link
        <ButtonBase
          component={ShopLink}
          href={backHref}
          sx={{
            typography: 'button',
            px: 2,
            py: 0.75,
            borderRadius: 1,
            boxShadow: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 },
          }}
        >
          {t('notFound.back')}
        </ButtonBase>
      )}
    </Container>
  );
}
