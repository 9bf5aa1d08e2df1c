import Head from 'next/head';
import { memo } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { localisedUrl, tenantLanguages } from '@/i18n/locales';
import { useAppSelector } from '@/store/hooks';
import { logoFor } from '@/tenancy/logos';
import { shopHref } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import { selectLanguage, selectPinned, selectTenant } from '@/tenancy/tenantSlice';
import { publicPath } from './publicPath';

export interface PageTitleProps {
  /** the page's heading in the common namespace, used when the page has no SEO entry */
  titleKey: string;
  /** the page's entry in the seo namespace (title and description) */
  seoKey?: string;
  values?: Record<string, string>;
  /** a page with its own identity (a post): its whole title, description and Open Graph type */
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  /** its own picture (a path on the shop), shown large in link previews instead of the logo */
  image?: string | null;
}

type ShareProps = Required<Pick<PageTitleProps, 'title' | 'description' | 'type'>> &
  Pick<PageTitleProps, 'image'> & { tenant: TenantConfig };

/**
 * What search engines and link previews read (issue 10, item 5): the canonical address on the
 * shop's own domain, the page in each of the tenant's languages, and Open Graph with the logo.
 */
function SharingTags({ tenant, title, description, type, image }: ShareProps) {
  const { pathname, query } = useRouter();
  const language = useAppSelector(selectLanguage);
  const pinned = useAppSelector(selectPinned);
  const origin = `https://${tenant.domain}`;
  const path = shopHref(publicPath(pathname, query), pinned);
  const languages = tenantLanguages(tenant);
  const url = (lng: string) => localisedUrl(origin, tenant, lng, path);
  return (
    <Head>
      <link rel="canonical" href={url(language)} />
      {languages.map((lng) => (
        <link key={lng} rel="alternate" hrefLang={lng} href={url(lng)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(languages[0] ?? language)} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={tenant.providerName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(language)} />
      <meta property="og:locale" content={`${language}_${tenant.country.toUpperCase()}`} />
      <meta property="og:image" content={`${origin}${image ?? logoFor(tenant, 'header', language)}`} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </Head>
  );
}

/**
 * Document title and description: the page's SEO texts with the shop's name. A memo: each render
 * makes Next's head manager compare and rewrite the head's tags, and a page re-renders on every
 * store change while it loads (stored state, the cart, the payment methods).
 */
export const PageTitle = memo(function PageTitle({
  titleKey,
  seoKey,
  values,
  type = 'website',
  image,
  ...own
}: PageTitleProps) {
  const { t } = useTranslation(['common', 'seo']);
  const tenant = useAppSelector(selectTenant);
  const shop = tenant?.providerName ?? '';
  let title = t(titleKey);
  if (own.title) title = own.title;
  else if (seoKey) title = t(`seo:${seoKey}.title`, { shop, ...values });
  else if (tenant) title = `${title} | ${shop}`;
  const description = own.description ?? t(`seo:${seoKey ?? 'default'}.description`, { shop, ...values });
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="description" content={description} />
      </Head>
      {tenant && (
        <SharingTags tenant={tenant} title={title} description={description} type={type} image={image} />
      )}
    </>
  );
});
