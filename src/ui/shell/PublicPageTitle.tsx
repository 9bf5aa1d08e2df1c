import Head from 'next/head';
import { memo } from 'react';
import { useRouter } from 'next/router';
import { localisedUrl, tenantLanguages } from '@/i18n/locales';
import { useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import { selectLanguage, selectPinned } from '@/tenancy/tenantSlice';
import { useShopOrNull } from '@/tenancy/useShop';
import { JsonLd, type StructuredThing } from './JsonLd';
import { PageHead, usePageTexts, type PageTextsProps } from './PageTitle';
import { publicPath } from './publicPath';
import { breadcrumbList, shopLogoUrl, shopOrigin } from './structuredData';

/** A page above this one in the shop: its name and its path (unprefixed, as brandRoutes write it). */
export interface ParentPage {
  name: string;
  path: string;
}

export interface PublicPageTitleProps extends PageTextsProps {
  /**
   * The page's own address when it shows what another path shows (esim's /shop is its /): the
   * canonical URL and the alternates name that one. Unprefixed, before shopHref.
   */
  path?: string;
  /** the preview image (a path of the shop or an absolute URL); the shop's logo without one */
  image?: string | null;
  /** Open Graph's type: `website`, or e.g. `product`, `article` */
  type?: string;
  /**
   * The pages above this one (the shop's home is added first): a BreadcrumbList names them, with
   * this page last under `crumb` (its heading; the title without one).
   */
  parents?: readonly ParentPage[];
  crumb?: string;
}

/**
 * The page's address in each of the tenant's languages, on the shop's own domain: what canonical
 * links, alternates and structured data name. `path` overrides the route's own (see PublicPageTitleProps).
 */
export function usePageUrl(path?: string): { url: (language: string) => string; language: string } {
  const { pathname, query } = useRouter();
  const tenant = useShopOrNull()?.tenant ?? null;
  const language = useAppSelector(selectLanguage);
  const pinned = useAppSelector(selectPinned);
  const own = shopHref(path ?? publicPath(pathname, query), pinned);
  return {
    language,
    url: (lng) => (tenant ? localisedUrl(shopOrigin(tenant), tenant, lng, own) : own),
  };
}

interface ShareProps {
  tenant: TenantConfig;
  title: string;
  description: string;
  url: (language: string) => string;
  language: string;
  image: string | null | undefined;
  type: string;
}

/**
 * What search engines and link previews read (ADR 0027): the canonical address, the page
 * in each of the tenant's languages, Open Graph and the Twitter card with the page's own texts.
 */
function SharingTags({ tenant, title, description, url, language, image, type }: ShareProps) {
  const languages = tenantLanguages(tenant);
  const origin = shopOrigin(tenant);
  const imageUrl = !image
    ? shopLogoUrl(tenant, language)
    : /^https?:\/\//.test(image)
      ? image
      : `${origin}${image}`;
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
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </Head>
  );
}

/** The shop's home, the parents, then the page itself: where the page sits, for crawlers. */
function breadcrumbsOf(
  tenant: TenantConfig,
  parents: readonly ParentPage[],
  self: string,
  url: (language: string) => string,
  language: string,
  pinned: boolean,
): StructuredThing {
  const address = (path: string) =>
    localisedUrl(shopOrigin(tenant), tenant, language, shopHref(path, pinned));
  return breadcrumbList([
    { name: tenant.providerName, url: address(tenant.mainPage) },
    ...parents.map((parent) => ({ name: parent.name, url: address(parent.path) })),
    { name: self, url: url(language) },
  ]);
}

/**
 * The head of a page anyone may find and share: its title and description, the canonical address,
 * its other languages, the preview's tags and, with `parents`, its breadcrumbs. A memo, as PersonalPageTitle.
 */
export const PublicPageTitle = memo(function PublicPageTitle({
  path,
  image,
  type = 'website',
  parents,
  crumb,
  ...texts
}: PublicPageTitleProps) {
  const tenant = useShopOrNull()?.tenant ?? null;
  const pinned = useAppSelector(selectPinned);
  const { url, language } = usePageUrl(path);
  const { title, description } = usePageTexts(texts);
  return (
    <>
      <PageHead title={title} description={description} />
      {tenant && (
        <SharingTags
          tenant={tenant}
          title={title}
          description={description}
          url={url}
          language={language}
          image={image}
          type={type}
        />
      )}
      {tenant && parents && (
        <JsonLd
          id="breadcrumbs"
          things={[breadcrumbsOf(tenant, parents, crumb ?? title, url, language, pinned)]}
        />
      )}
    </>
  );
});
