import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@/tenancy/schema';
import { paymentIcons, socialIcons } from '@/ui/icons/Icons';
import { IconAction, TextAction } from './ShellButtons';

export function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
      {children}
    </Typography>
  );
}

// flex rows with gap rather than Stack (one component less in every page's JavaScript)
const row = (gap: number) =>
  ({ display: 'flex', flexWrap: 'wrap', gap, listStyle: 'none', m: 0, p: 0 }) as const;

export function SocialLinks({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation('common');
  if (tenant.socialLinks.length === 0) return null;
  return (
    <Box>
      <FooterHeading>{t('footer.followUs')}</FooterHeading>
      <Box component="ul" sx={row(1)}>
        {tenant.socialLinks.map(({ network, url }) => {
          const Icon = socialIcons[network];
          return (
            <li key={network}>
              <IconAction
                component="a"
                href={url}
                aria-label={t(`social.${network}`, { brand: tenant.providerName })}
                sx={{ border: 1, borderColor: 'divider', color: 'text.primary' }}
              >
                <Icon fontSize="small" />
              </IconAction>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

export function AppStoreLinks({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation('common');
  const stores = [
    { key: 'appStore', url: tenant.appStoreLinks.apple },
    { key: 'googlePlay', url: tenant.appStoreLinks.google },
  ].filter((store): store is { key: string; url: string } => store.url !== null);
  if (stores.length === 0) return null;
  return (
    <Box>
      <FooterHeading>{t('footer.getTheApp')}</FooterHeading>
      <Box component="ul" sx={row(1)}>
        {stores.map(({ key, url }) => (
          <li key={key}>
            <TextAction component="a" href={url} outlined>
              {t(`footer.${key}`)}
            </TextAction>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function PaymentMethods({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation('common');
  if (tenant.footerPaymentMethods.length === 0) return null;
  return (
    <Box>
      <FooterHeading>{t('footer.paymentMethods')}</FooterHeading>
      <Box component="ul" sx={row(2)}>
        {tenant.footerPaymentMethods.map((method) => {
          const Icon = paymentIcons[method];
          return (
            <Box component="li" key={method} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Icon fontSize="small" aria-hidden />
              <Typography variant="body2">{t(`footer.paymentMethodNames.${method}`)}</Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
