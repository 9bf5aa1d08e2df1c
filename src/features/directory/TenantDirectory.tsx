import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { upToThreeColumns } from '@/ui/layout/tileGrid';
import type { DirectoryEntry } from './directoryEntries';

/** Plain localhost: every brand this deployment serves, each opening on its own host. */
export function TenantDirectory({ tenants }: { tenants: DirectoryEntry[] }) {
  const { t } = useTranslation('common');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Head>
        <title>{t('directory.title')}</title>
      </Head>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('directory.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('directory.intro')} {t('directory.shopCount', { count: tenants.length })}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: upToThreeColumns,
          gap: 2,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {tenants.map((tenant) => (
          <li key={tenant.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                href={tenant.href}
                aria-label={t('directory.open', { name: tenant.providerName })}
                data-testid={`tenant-${tenant.id}`}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  {/* eslint-disable-next-line @next/next/no-img-element -- SVG wordmarks need no optimisation */}
                  <img src={tenant.logo} alt="" height={40} style={{ maxWidth: '100%' }} />
                  <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                    {tenant.providerName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {tenant.id}.localhost
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    <Chip size="small" label={`${t('directory.locales')}: ${tenant.locales.join(', ')}`} />
                    <Chip size="small" label={`${t('directory.currency')}: ${tenant.currency}`} />
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Container>
  );
}
