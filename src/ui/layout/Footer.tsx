import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectPinned, selectTenant } from '@/tenancy/tenantSlice';
import { footerLinks, type FooterLinkKey } from './footerLinks';
import { AppStoreLinks, PaymentMethods, SocialLinks } from './FooterExtras';
import { SmartLink } from './SmartLink';

const linkLabelKey: Record<FooterLinkKey, string> = {
  aboutUs: 'footer.aboutUs',
  contactUs: 'footer.contactUs',
  privacy: 'footer.privacy',
  termsOfUse: 'footer.termsOfUse',
  blog: 'footer.blog',
  impressum: 'footer.impressum',
  customerSupport: 'footer.customerSupport',
};

/** Footer logo, the brand's pages and support, social and app links, payment methods, copyright. */
export function Footer() {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const pinned = useAppSelector(selectPinned);
  if (!tenant) return null;
  const links = footerLinks(tenant, pinned);

  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        py: { xs: 4, md: 5 },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <Box
                component="img"
                src={`/tenants/${tenant.assetFolder}/${tenant.footerLogo}`}
                alt={tenant.providerName}
                sx={{
                  display: 'block',
                  height: 36,
                  width: 'auto',
                  maxWidth: 200,
                  objectFit: 'contain',
                  objectPosition: 'left center',
                }}
              />
              <PaymentMethods tenant={tenant} />
            </Stack>
          </Grid>
          {links.length > 0 && (
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Box component="nav" aria-label={t('footer.footerNavigation')}>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {links.map(({ key, href }) => (
                    <li key={key}>
                      <Link component={SmartLink} href={href} color="text.primary" underline="hover">
                        {t(linkLabelKey[key])}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Stack spacing={3}>
              <SocialLinks tenant={tenant} />
              <AppStoreLinks tenant={tenant} />
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('footer.copyright', { year: new Date().getFullYear(), provider: tenant.providerName })}
        </Typography>
      </Container>
    </Box>
  );
}
