import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import { selectPinned, selectTenant } from '@/tenancy/tenantSlice';
import { brandLabel } from './brandLabel';

/** The brands a multi-brand shop sells, from its brandRoutes. */
export function BrandGrid() {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const pinned = useAppSelector(selectPinned);
  if (!tenant) return null;
  return (
    <Container component="section" aria-labelledby="brands-title" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="brands-title" variant="h5" component="h2" gutterBottom>
        {t('pages.topup')}
      </Typography>
      <Grid container spacing={2}>
        {Object.entries(tenant.brandRoutes).map(([brandId, route]) => (
          <Grid key={brandId} size={{ xs: 6, sm: 4, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} href={shopHref(route, pinned)} sx={{ p: 3, height: '100%' }}>
                <Typography component="span" variant="h6">
                  {brandLabel(brandId)}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
