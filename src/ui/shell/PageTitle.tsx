import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';

/** The document title: the page's translated title, then the shop's name. */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const title = tenant ? `${t(titleKey)} | ${tenant.providerName}` : t(titleKey);
  return (
    <Head>
      <title>{title}</title>
    </Head>
  );
}
