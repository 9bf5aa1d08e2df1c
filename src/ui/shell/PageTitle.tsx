import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';

export interface PageTitleProps {
  /** the page's heading in the common namespace, used when the page has no SEO entry */
  titleKey: string;
  /** the page's entry in the seo namespace (title and description) */
  seoKey?: string;
  values?: Record<string, string>;
}

/** Document title and description: the page's SEO texts with the shop's name. */
export function PageTitle({ titleKey, seoKey, values }: PageTitleProps) {
  const { t } = useTranslation(['common', 'seo']);
  const tenant = useAppSelector(selectTenant);
  const shop = tenant?.providerName ?? '';
  let title = t(titleKey);
  if (seoKey) title = t(`seo:${seoKey}.title`, { shop, ...values });
  else if (tenant) title = `${title} | ${shop}`;
  const description = t(`seo:${seoKey ?? 'default'}.description`, { shop, ...values });
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
    </Head>
  );
}
