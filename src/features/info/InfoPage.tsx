import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { PageTitle } from '@/ui/shell/PageTitle';

export const infoPages = ['about-us', 'contact-us', 'privacy', 'terms-of-use', 'impressum'] as const;
export type InfoPageId = (typeof infoPages)[number];

const titleKeys: Record<InfoPageId, string> = {
  'about-us': 'footer.aboutUs',
  'contact-us': 'footer.contactUs',
  privacy: 'footer.privacy',
  'terms-of-use': 'footer.termsOfUse',
  impressum: 'footer.impressum',
};

/** A brand's information page, written from its configuration: who runs the shop and how to reach it. */
export function InfoPage({ page }: { page: InfoPageId }) {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  if (!tenant) return null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle titleKey={titleKeys[page]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t(titleKeys[page])}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t(`info.${page}`, { provider: tenant.providerName, domain: tenant.domain })}
      </Typography>
      <Typography>
        {t('info.reachUs')} <Link href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</Link>
      </Typography>
    </Container>
  );
}
