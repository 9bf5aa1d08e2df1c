import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { selectPinned } from '@/tenancy/tenantSlice';
import { schemeVar, TOUCH_MEDIA, touchRow } from '@/tenancy/theme';
import { footerLinks, type FooterLinkKey } from './footerLinks';
import { AppStoreLinks, PaymentMethods, SocialLinks } from './FooterExtras';
import { SmartLink } from './ShopLink';
import { upToThreeColumns } from './tileGrid';
import { TenantLogo } from './TenantLogo';
import { useShop } from '@/tenancy/useShop';

// Layout with Box and CSS grid/flex rather than Grid, Stack and Divider: the footer is on every page,
// and those components add their own code to every page's JavaScript.
const column = { display: 'flex', flexDirection: 'column', gap: 3 } as const;

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
export function Footer({ extraLinks }: { extraLinks?: ReactNode }) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  const links = footerLinks(tenant, pinned);

  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        bgcolor: schemeVar.paper,
        borderTop: 1,
        borderColor: schemeVar.divider,
        py: { xs: 4, md: 5 },
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: upToThreeColumns,
            gap: { xs: 3, md: 4 },
          }}
        >
          <Box sx={{ ...column, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <TenantLogo place="footer" height={36} maxWidth={200} />
            <PaymentMethods tenant={tenant} />
          </Box>
          {(links.length > 0 || extraLinks) && (
            <Box component="nav" aria-label={t('footer.footerNavigation')}>
              {/* each entry is a whole finger-high row where fingers are used (links and the
                  consent settings' button alike), rows that need no gap between them */}
              <Box
                component="ul"
                sx={{
                  ...column,
                  gap: 1,
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  [TOUCH_MEDIA]: { gap: 0 },
                  '& > li > *': touchRow,
                }}
              >
                {links.map(({ key, href }) => (
                  <li key={key}>
                    <Link component={SmartLink} href={href} color="text.primary" underline="hover">
                      {t(linkLabelKey[key])}
                    </Link>
                  </li>
                ))}
                {extraLinks && <li>{extraLinks}</li>}
              </Box>
            </Box>
          )}
          <Box sx={column}>
            <SocialLinks tenant={tenant} />
            <AppStoreLinks tenant={tenant} />
          </Box>
        </Box>
        <Box component="hr" sx={{ my: 3, mx: 0, border: 0, borderBottom: 1, borderColor: 'divider' }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('footer.copyright', { year: new Date().getFullYear(), provider: tenant.providerName })}
        </Typography>
      </Container>
    </Box>
  );
}
