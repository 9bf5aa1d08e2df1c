import type {
  GetServerSideProps,
  GetServerSidePropsContext,
  GetStaticPaths,
  GetStaticProps,
  GetStaticPropsContext,
} from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { nextLocales, resolvePageLocale } from '@/i18n/locales';
import type { TranslationTree } from '@/i18n/merge';
import { buildI18nPageProps, type I18nPageProps } from '@/i18n/serverTranslations';
import type { RootState } from '@/store/makeStore';
import { getTenant, getTenantRegistry } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';
import type { ColorScheme } from '@/tenancy/theme';
import { serverEnv } from './env';
import { observedPage } from './observe';
import { statisticsParams, type StatisticsParams } from './statistics';

/** What the page is; _app renders the shop layout only around 'shop' pages. */
export type HostKind = 'shop' | 'directory' | 'unknown' | 'bare';

export type ShellProps = SSRConfig & {
  host: HostKind;
  initialReduxState: Partial<RootState>;
  statistics: StatisticsParams;
};

/** Route params that the routing rules (src/server/siteRules.ts) add when they rewrite a shop request onto /_sites/[site]/[scheme]. */
type SiteParams = { site: string; scheme: ColorScheme };
type Params = SiteParams & Record<string, string | string[]>;

/** What a page adds to the shell: its own props, or nothing to show (a 404). */
export type PageLoad<P> = { props: P } | { notFound: true };
export type PageLoader<P> = (
  tenant: TenantConfig,
  params: Record<string, string | string[] | undefined>,
  /** the page's language */
  language: string,
) => PageLoad<P> | Promise<PageLoad<P>>;

const localePrefix = (locale: string | undefined) => (locale && locale !== 'default' ? `/${locale}` : '');

/** SPEC §7: a 404 at load redirects permanently to /not-found. */
export const notFoundRedirect = (locale: string | undefined) => ({
  redirect: { destination: `${localePrefix(locale)}/not-found`, permanent: true },
});

/** The entries of `fallback` that `current` lacks (at any depth); everything else i18next never reads. */
export function missingTranslations(
  fallback: TranslationTree,
  current: TranslationTree | undefined,
): TranslationTree {
  const missing: TranslationTree = {};
  for (const [key, value] of Object.entries(fallback)) {
    const own = current?.[key];
    if (typeof value === 'string') {
      if (own === undefined) missing[key] = value;
    } else if (own === undefined || typeof own === 'string') {
      missing[key] = value;
    } else {
      const nested = missingTranslations(value, own);
      if (Object.keys(nested).length > 0) missing[key] = nested;
    }
  }
  return missing;
}

/**
 * The page's translations with the fallback language (the tenant's default, SPEC §9) cut down to the
 * texts the page language lacks: i18next only reads the fallback for those, and the full copy
 * doubled the texts in every non-default-language page's data. Each fallback namespace stays (maybe
 * empty), so the browser never fetches it.
 */
export function withMinimalFallback(props: I18nPageProps): I18nPageProps {
  const { initialI18nStore, initialLocale } = props._nextI18Next;
  const current = initialI18nStore[initialLocale] as Record<string, TranslationTree> | undefined;
  const store: typeof initialI18nStore = {};
  for (const [lng, namespaces] of Object.entries(initialI18nStore)) {
    store[lng] =
      lng === initialLocale || !current
        ? namespaces
        : Object.fromEntries(
            Object.entries(namespaces as Record<string, TranslationTree>).map(([ns, tree]) => [
              ns,
              missingTranslations(tree, current[ns]),
            ]),
          );
  }
  return { _nextI18Next: { ...props._nextI18Next, initialI18nStore: store } };
}

/** DESIGN §3 after the host is resolved: allowed locale → statistics → translations → preloaded state. */
export function shellProps(
  tenant: TenantConfig,
  locale: string | undefined,
  scheme: ColorScheme,
): ShellProps | null {
  const pageLocale = resolvePageLocale(tenant, locale);
  if (pageLocale.kind === 'redirect' || !tenant.themes[scheme]) return null;
  let statistics: StatisticsParams = {};
  try {
    statistics = statisticsParams(tenant);
  } catch {
    // SPEC §7: statistics are empty on failure, never a reason to fail the page.
  }
  return {
    host: 'shop',
    statistics,
    initialReduxState: {
      tenant: { config: tenant, language: pageLocale.language, pinned: Boolean(serverEnv.shopId) },
      theme: { colorScheme: scheme },
    },
    ...withMinimalFallback(buildI18nPageProps(tenant, pageLocale.language)),
  };
}

export function bareShellProps(host: Exclude<HostKind, 'shop'>): ShellProps {
  return { host, initialReduxState: {}, statistics: {}, ...buildI18nPageProps(null, 'en') };
}

async function load<P extends object>(
  params: Params | undefined,
  locale: string | undefined,
  loader: PageLoader<P> | undefined,
  loaderParams: Record<string, string | string[] | undefined> | undefined = params,
): Promise<{ props: ShellProps & P } | { notFound: true }> {
  const tenant = params && getTenant(params.site);
  const shell = tenant && shellProps(tenant, locale, params.scheme);
  if (!tenant || !shell) return { notFound: true };
  const language = shell.initialReduxState.tenant?.language ?? tenant.defaultLocale;
  const page = loader ? await loader(tenant, loaderParams ?? {}, language) : { props: {} as P };
  return 'notFound' in page ? page : { props: { ...page.props, ...shell } };
}

/**
 * getStaticPaths of a shop page: every tenant × colour scheme × locale, each with the page's own
 * params (e.g. each brand; none skips the tenant). Pages are rendered once at build (tenant data is
 * immutable while a server runs), so a request costs a file read, not a React render.
 */
export function sitePaths(pageParams?: (tenant: TenantConfig) => Record<string, string>[]): GetStaticPaths {
  return () => {
    const paths = [...getTenantRegistry().values()].flatMap((tenant) => {
      const schemes = (['light', 'dark'] as const).filter((scheme) => tenant.themes[scheme]);
      const extra = pageParams ? pageParams(tenant) : [{}];
      return schemes.flatMap((scheme) =>
        nextLocales([tenant]).flatMap((locale) =>
          extra.map((params) => ({ params: { site: tenant.id, scheme, ...params }, locale })),
        ),
      );
    });
    // Every valid page is known at build: anything else is a 404, never a render on demand.
    return { paths, fallback: false };
  };
}

/**
 * getStaticProps of a shop page: the shell plus what `loader` adds. `revalidate` (seconds) renders
 * the page again in the background once it is that old, for pages that show backend data.
 */
export function siteProps<P extends object = object>(
  loader?: PageLoader<P>,
  { revalidate }: { revalidate?: number } = {},
): GetStaticProps<ShellProps & P> {
  return async ({ params, locale }: GetStaticPropsContext) => {
    const page = await load(params as Params, locale, loader);
    return 'props' in page && revalidate ? { ...page, revalidate } : page;
  };
}

/**
 * A shop page that depends on the request (status codes, arbitrary paths, the query): its loader
 * gets the query with the route's params. Rendered per request, so logged and counted per request.
 */
export function dynamicSitePage<P extends object = object>(
  loader?: PageLoader<P>,
  status?: number,
): GetServerSideProps<ShellProps & P> {
  return observedPage(async ({ params, query, locale, res }: GetServerSidePropsContext) => {
    if (status) res.statusCode = status;
    const page = await load(params as Params, locale, loader, { ...query, ...params });
    return 'notFound' in page ? notFoundRedirect(locale) : page;
  });
}
