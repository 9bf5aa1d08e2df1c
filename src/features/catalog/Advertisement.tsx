import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';

/**
 * SPEC §2 advertisement (features.advertisement: on /shop of aufladen, herladen, opwaarderen and
 * esim, and on ortel's /shop/{categoryId}/{brandId}). Marked as an advertisement for readers.
 */
export function Advertisement({ ctaHref }: { ctaHref: string }) {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  if (!tenant) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
      <Box
        component="aside"
        aria-labelledby="ad-title"
        data-testid="advertisement"
        sx={{
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          borderRadius: 2,
          p: { xs: 2.5, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: 2,
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" component="p">
            {t('catalog.ad.label')}
          </Typography>
          <Typography id="ad-title" variant="h5" component="h2" gutterBottom>
            {t('catalog.ad.title', { shop: tenant.shortName })}
          </Typography>
          <Typography>{t('catalog.ad.text')}</Typography>
        </Box>
        <Button
          href={ctaHref}
          variant="outlined"
          color="inherit"
          size="large"
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, borderWidth: 2 }}
        >
          {t('catalog.ad.cta')}
        </Button>
      </Box>
    </Container>
  );
}
