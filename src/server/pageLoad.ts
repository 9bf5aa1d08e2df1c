import type {
  GetServerSideProps,
  GetServerSidePropsContext,
  GetStaticPaths,
  GetStaticProps,
  GetStaticPropsContext,
} from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { resolvePageLocale } from '@/i18n/locales';
import { pageTextKeys, type PageTexts } from '@/i18n/pageTexts';
import type { TranslationTree } from '@/i18n/merge';
import { buildI18nPageProps, type I18nPageProps } from '@/i18n/serverTranslations';
import type { RootState } from '@/store/makeStore';
import type { TenantConfig } from '@/tenancy/schema';
import type { ColorScheme } from '@/tenancy/theme';
import type { ServerResponse } from 'node:http';
import { shopHref } from '@/tenancy/routes';
import { serverEnv } from './env';
import { observedPage } from './observe';
import type { PageRequest, RequestState } from './requestState';
import { tenantOfHost } from './requestTenant';
import { noteRendered } from './sitePages';
import { tenantRedirect } from './siteRules';
import { statisticsParams, type StatisticsParams } from './statistics';
import { BoundedMap } from './boundedMap';

/** What the page is; _app renders the shop layout only around 'shop' pages. */
export type HostKind = 'shop' | 'directory' | 'unknown' | 'bare';

export type ShellProps = SSRConfig & {
  host: HostKind;
  initialReduxState: Partial<RootState>;
  statistics: StatisticsParams;
};

/**
 * Route params that the routing rules (src/server/siteRules.ts) add when they rewrite a shop request
 * onto /_sites/[site]/[scheme]: the request's host name and the theme cookie's scheme (or `default`).
 */
type SiteParams = { site: string; scheme: string };
type Params = SiteParams & Record<string, string | string[]>;

/**
 * What a page adds to the shell: its own props, or nothing to show (a 404). `revalidate` replaces
 * the page's refresh time for this answer (sooner when the backend did not answer).
 */
export type PageLoad<P> = ({ props: P } | { notFound: true }) & { revalidate?: number };
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

/**
 * The texts of `common` each page names, found when the build read the code (next.config.ts, empty in
 * development): a page carries those, and the browser loads the rest after hydration
 * (docs/performance-throughput.md).
 */
const PAGE_TEXTS: PageTexts | undefined = process.env.PAGE_TEXTS
  ? (JSON.parse(process.env.PAGE_TEXTS) as PageTexts)
  : undefined;
/** Most routes are fixed, but a request page's key is its path, which any client can make up. */
const TEXT_KEYS_KEPT = 1_000;
const textKeys = new BoundedMap<string, string[] | undefined>(TEXT_KEYS_KEPT);

/** The keys of `common` the page at `route` (or path) carries; undefined: all of them. */
function textKeysOf(route: string | undefined): string[] | undefined {
  if (route === undefined) return undefined;
  if (!textKeys.has(route)) textKeys.set(route, pageTextKeys(PAGE_TEXTS, route));
  return textKeys.get(route);
}

/**
 * Page load after the host (architecture.md §2): locale → statistics → translations → preloaded
 * state. `route`: the page's route or public path, for the texts it carries; without one it carries all.
 */
export function shellProps(
  tenant: TenantConfig,
  locale: string | undefined,
  scheme: ColorScheme,
  route?: string,
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
    ...withMinimalFallback(buildI18nPageProps(tenant, pageLocale.language, textKeysOf(route))),
  };
}

export function bareShellProps(host: Exclude<HostKind, 'shop'>): ShellProps {
  return { host, initialReduxState: {}, statistics: {}, ...buildI18nPageProps(null, 'en') };
}

/** The scheme part of a shop page's path (src/server/siteRules.ts): the theme cookie's, else `default`. */
const SCHEME_PARAMS = ['light', 'dark', 'default'] as const;

/** The colour scheme a page shows: the cookie's where the tenant has it, else the tenant's default. */
function schemeOf(tenant: TenantConfig, param: string): ColorScheme | null {
  if (!(SCHEME_PARAMS as readonly string[]).includes(param)) return null;
  return param !== 'default' && tenant.themes[param as ColorScheme]
    ? (param as ColorScheme)
    : tenant.defaultColorScheme;
}

const withLocale = (locale: string | undefined, path: string) => {
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
};

/** A page's path as the customer sees it: its route (`/shop/topup/[brand]`) with the params put in. */
export function publicPath(route: string, params: Record<string, unknown>): string {
  return route.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * Where a page request of a tenant goes instead of the page: a language the tenant lacks to the same
 * page in its default language, then SPEC §2 and §6 (main page, login, cart; `tenantRedirect`).
 * Decided when the page renders, so a tenant added while the server runs needs no routing rule.
 */
export function pageRedirect(
  tenant: TenantConfig,
  path: string,
  locale: string | undefined,
): { destination: string; permanent: false } | null {
  if (resolvePageLocale(tenant, locale).kind === 'redirect') return { destination: path, permanent: false };
  const rule = tenantRedirect(path, tenant, Boolean(serverEnv.shopId));
  if (!rule) return null;
  const destination = rule.locale === false ? rule.destination : withLocale(locale, rule.destination);
  return { destination, permanent: false };
}

/** Which params of a page exist for a tenant (each brand, each plan); `[{}]` for a page without params. */
export type PageParams = (tenant: TenantConfig) => Record<string, string>[];

const isListed = (pages: PageParams, tenant: TenantConfig, params: Record<string, unknown>) =>
  pages(tenant).some((entry) => Object.entries(entry).every(([key, value]) => params[key] === value));

/** How long the redirect of a host of no tenant is kept. */
const UNKNOWN_HOST_SECONDS = 5;

/** The tenant a page request's site (its host, put into the path by the routing rules) serves. */
const tenantOfSite = (params: Params | undefined) => (params ? tenantOfHost(params.site) : undefined);

/**
 * getStaticPaths of every shop page: nothing at build. A page is rendered on its first request per
 * host, colour scheme and locale and kept (ADR 0029), so the build costs the same for any number of
 * tenants, and a tenant added while the server runs is served without one.
 */
export const sitePaths: GetStaticPaths = () => ({ paths: [], fallback: 'blocking' });

export interface SitePage<P> {
  /** which params exist for a tenant (default: the page exists for every tenant) */
  pages?: PageParams;
  loader?: PageLoader<P>;
  /** seconds after which the page is rendered again in the background, for pages of backend data */
  revalidate?: number;
}

/**
 * getStaticProps of a shop page at `route` (its public path, params in brackets): the shell plus what
 * `loader` adds; a host of no tenant goes to /not-found, params the tenant lacks are a 404, and
 * the tenant's redirects apply first. Each rendered page is noted, so a change of its tenant's
 * folder renders it again (src/server/sitePages.ts).
 */
export function siteProps<P extends object = object>(
  route: string,
  { pages, loader, revalidate }: SitePage<P> = {},
): GetStaticProps<ShellProps & P> {
  return async ({ params, locale }: GetStaticPropsContext) => {
    const siteParams = params as Params;
    const tenant = tenantOfSite(siteParams);
    const path = publicPath(route, siteParams);
    noteRendered(
      siteParams.site,
      tenant?.id ?? null,
      `${localePrefix(locale)}/_sites/${siteParams.site}/${siteParams.scheme}${path === '/' ? '' : path}`,
    );
    // kept briefly: should the host become a tenant's, its pages must not wait for the revalidation
    if (!tenant)
      return {
        redirect: { destination: withLocale(locale, '/not-found'), permanent: false },
        revalidate: UNKNOWN_HOST_SECONDS,
      };
    const redirect = pageRedirect(tenant, path, locale);
    if (redirect) return { redirect };
    const scheme = schemeOf(tenant, siteParams.scheme);
    const shell = scheme && shellProps(tenant, locale, scheme, route);
    if (!shell) return { notFound: true };
    // SPEC §7: a page the tenant lacks (an unknown brand, a hidden info page) redirects to /not-found
    if (pages && !isListed(pages, tenant, siteParams)) return notFoundRedirect(locale);
    const language = shell.initialReduxState.tenant?.language ?? tenant.defaultLocale;
    const page: PageLoad<P> = loader ? await loader(tenant, siteParams, language) : { props: {} as P };
    // a page of backend data that has nothing to show now is asked again like its data: what is not
    // for sale today may be tomorrow, and only params the tenant lacks are gone for good (above)
    const refresh = page.revalidate ?? revalidate;
    const kept = refresh ? { revalidate: refresh } : {};
    if ('notFound' in page) return { notFound: true, ...kept };
    return { props: { ...page.props, ...shell }, ...kept };
  };
}

/** The public path and query of a request the routing rules sent to /_sites/<host>/<scheme>/… */
const publicUrl = (resolvedUrl: string) => resolvedUrl.replace(/^\/_sites\/[^/?]+\/[^/?]+/, '') || '/';

/** The answer a request page load may add to: a cookie for the page's own `path`, as the customer sees it. */
export interface PageReply {
  res: ServerResponse;
  path: string;
}

/** A page load that also reads the request (its cookies): the store's state it found there. */
export type RequestPageLoader<P> = (
  tenant: TenantConfig,
  params: Record<string, string | string[] | undefined>,
  language: string,
  request: PageRequest,
  reply: PageReply,
) => Promise<PageLoad<P> & { state?: RequestState }>;

/**
 * What a customer's own page sends with its answer: it is never kept by a cache or a proxy, nor
 * shown to another customer (ADR 0050).
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

interface RequestPage<P> {
  loader?: RequestPageLoader<P> | PageLoader<P>;
  status?: number;
  /** a customer's own page at this public route: the tenant's redirects and `pages` apply, never cached */
  personal?: { route: string; pages?: PageParams };
}

function requestSitePage<P extends object>({
  loader,
  status,
  personal,
}: RequestPage<P>): GetServerSideProps<ShellProps & P> {
  return observedPage(async ({ params, query, locale, req, res, resolvedUrl }: GetServerSidePropsContext) => {
    if (status) res.statusCode = status;
    if (personal) res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL);
    const siteParams = params as Params;
    const tenant = tenantOfSite(siteParams);
    if (!tenant) {
      if (status !== 404) return notFoundRedirect(locale);
      return { props: bareShellProps('unknown') as ShellProps & P };
    }
    if (resolvePageLocale(tenant, locale).kind === 'redirect')
      return { redirect: { destination: publicUrl(resolvedUrl), permanent: false } };
    if (personal) {
      const redirect = pageRedirect(tenant, publicPath(personal.route, siteParams), locale);
      if (redirect) return { redirect };
    }
    const scheme = schemeOf(tenant, siteParams.scheme);
    const shell = scheme && shellProps(tenant, locale, scheme, publicUrl(resolvedUrl).split('?')[0] || '/');
    if (!shell) return notFoundRedirect(locale);
    if (personal?.pages && !isListed(personal.pages, tenant, siteParams)) return notFoundRedirect(locale);
    const language = shell.initialReduxState.tenant?.language ?? tenant.defaultLocale;
    const pinned = shell.initialReduxState.tenant?.pinned ?? false;
    const path = withLocale(locale, shopHref(publicUrl(resolvedUrl).split('?')[0] || '/', pinned));
    const page: PageLoad<P> & { state?: RequestState } = loader
      ? await loader(tenant, { ...query, ...params }, language, req as PageRequest, { res, path })
      : { props: {} as P };
    if ('notFound' in page) return notFoundRedirect(locale);
    const initialReduxState = { ...shell.initialReduxState, ...page.state };
    return { props: { ...page.props, ...shell, initialReduxState } };
  });
}

/**
 * A shop page that depends on the request (status codes, arbitrary paths, the query): its loader
 * gets the query with the route's params. Rendered per request, so logged and counted per request.
 * The not-found page of a host of no tenant says the shop is unknown.
 */
export function dynamicSitePage<P extends object = object>(
  loader?: PageLoader<P>,
  status?: number,
): GetServerSideProps<ShellProps & P> {
  return requestSitePage({ loader, status });
}

/**
 * A customer's own page at `route` (the cart, the payment page, the account), rendered per request
 * with the state its loader reads from the request's cookies (ADR 0050): the tenant's redirects
 * apply as on a pre-rendered page, and the answer is `Cache-Control: private, no-store`.
 */
export function personalSitePage<P extends object = object>(
  route: string,
  loader?: RequestPageLoader<P>,
  pages?: PageParams,
): GetServerSideProps<ShellProps & P> {
  return requestSitePage({ loader, personal: { route, pages } });
}
