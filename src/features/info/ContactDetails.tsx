import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { TenantConfig } from '@/tenancy/schema';

/** SPEC §3 support contact: the support mailbox, the help desk with its product id, the contact page. */
export function ContactDetails({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation('common');
  const rows = [
    {
      label: t('content.contact.supportEmail'),
      href: `mailto:${tenant.supportEmail}`,
      text: tenant.supportEmail,
    },
    tenant.helpDeskEmail && {
      label: t('content.contact.helpDesk'),
      href: `mailto:${tenant.helpDeskEmail}`,
      text: tenant.helpDeskEmail,
      note: tenant.helpDeskProductId && t('content.contact.productId', { id: tenant.helpDeskProductId }),
    },
    tenant.contactPageUrl && {
      label: t('content.contact.contactPage'),
      href: tenant.contactPageUrl,
      text: t('content.contact.contactPageLink'),
    },
  ].filter((row) => !!row);
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 2, my: 3 }}>
      {rows.map((row) => (
        <div key={row.label}>
          <Typography component="dt" variant="subtitle2">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <Link href={row.href}>{row.text}</Link>
            {'note' in row && row.note && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {row.note}
              </Typography>
            )}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
