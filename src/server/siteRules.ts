import type { NextConfig } from 'next';
// Relative paths: next.config.ts loads this module, and its loader resolves `@/` only in itself.
import { THEME_COOKIE } from '../config/constants';
import { resolvePageLocale } from '../i18n/locales';
import { lastEntryPattern } from '../tenancy/forwarded';
import { CANONICAL_HOST_NAME, HOST_NAME, LOCAL_HOST_HEADER, LOOPBACK_HOSTS } from '../tenancy/host';
import {
  ORDER_PAGE_PARAM,
  ORDERS_PATH,
  pinnedShopPrefixes,
  shopHref,
  shopPageOf,
  SSO_PORTAL_PATH,
} from '../tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import type { ColorScheme } from '@/tenancy/theme';

/** What the rules are made of: the tenants and the routing environment of the build. */
// next.config's rule types, read off the public NextConfig: Next exports them only from its internals.
type Redirect = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>[number];
type Rewrite = Extract<Awaited<ReturnType<NonNullable<NextConfig['rewrites']>>>, unknown[]>[number];
type Header = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number];
type RouteHas = NonNullable<Redirect['has']>[number];

export interface SiteRuleInput {
  tenants: readonly TenantConfig[];
  /** every Next locale but `default` */
  locales: readonly string[];
  /** SHOP_ID: every host serves this tenant, with the shop routes at the root */
  shopId?: string;
  /** DEFAULT_TENANT: hosts of no tenant serve this tenant */
  defaultTenant?: string;
  /**
   * TRUST_PROXY (unless TRUST_PROXY_HOST=false): the tenant host is the right-most X-Forwarded-Host
   * entry, the one the nearest load balancer wrote, when there is one (src/tenancy/forwarded.ts)
   */
  trustProxy: boolean;
  /**
   * Neither BACKEND_URL nor SANDBOX=true: the shops live on local hosts only (src/server/sandboxHosts.ts),
   * and every other host's pages are the 503 page that says the backend is not configured.
   */
  sandboxLocalOnly?: boolean;
  /** the Content-Security-Policy of a tenant's responses, when it differs per tenant */
  contentSecurityPolicy?: (tenant: TenantConfig) => string;
  /** the policy every response has anyway: tenants with this one need no rule of their own */
  baseContentSecurityPolicy?: string;
}

export interface SiteRules {
  redirects: Redirect[];
  beforeFiles: Rewrite[];
  headers: Header[];
}

/** Conditions that identify a request's host; a host matching several sets matches any one. */
type HostMatch = { has: RouteHas[]; missing?: RouteHas[] };

/**
 * Paths that are pages. API routes, build output, artwork and the sandbox's own pages keep their
 * path; so do /_sites and /_hosts, which only rewrites may reach.
 */
const NOT_PAGES = [
  'api/',
  '_next/',
  '_sites/',
  '_hosts/',
  'tenants/',
  'sandbox/',
  'favicon\\.ico$',
  'robots\\.txt$',
  'sitemap\\.xml$',
];
const pathsExcept = (excluded: readonly string[]) => `/:path((?!${excluded.join('|')}).*)`;
const pagesExcept = (...others: string[]) => pathsExcept([...NOT_PAGES, ...others]);
/**
 * Every page path but the root. Next puts the locale in front of a source, and `/<locale>/:path`
 * does not match the bare `/<locale>` of the root, so rules for every page list the root apart.
 */
const PAGE = pagesExcept('$');
const PAGES = ['/', PAGE];
/** The pages and the sandbox's own (inbox, payment page, sign-in portal), the root apart as above. */
const PAGES_AND_SANDBOX = ['/', pathsExcept([...NOT_PAGES.filter((path) => path !== 'sandbox/'), '$'])];

/** A valid Host header (name and optional port), as `normaliseHost` accepts it. */
const VALID_HOST_HEADER = `(?:${HOST_NAME}\\.?|\\[::1\\])(?::\\d{1,5})?`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The hostnames of a tenant: `<id>.localhost` and, unless the sandbox serves local hosts only, its
 * production hosts, with or without www.
 */
function tenantHostPattern(tenant: TenantConfig, localOnly: boolean): string {
  return [
    `${escape(tenant.id)}\\.localhost`,
    ...(localOnly ? [] : tenant.hosts.map((host) => `(?:www\\.)?${escape(host)}`)),
  ].join('|');
}

/**
 * Behind a trusted load balancer the forwarded host decides, else the Host header. Both are matched
 * on the name only: Next compares a `host` condition with the name without its port, lower case; a
 * forwarded host is matched as written, so only its lower-case spelling is a tenant's.
 */
function hostMatches(pattern: string, trustProxy: boolean): HostMatch[] {
  const byHost: HostMatch = { has: [{ type: 'host', value: `(?:${pattern})` }] };
  if (!trustProxy) return [byHost];
  return [{ has: [forwardedHost(pattern)] }, { ...byHost, missing: [FORWARDED] }];
}

const FORWARDED = { type: 'header', key: 'x-forwarded-host' } as const;
/** The right-most X-Forwarded-Host entry, as `requestOrigin` reads it, is a host of `pattern`. */
const forwardedHost = (pattern: string): RouteHas => ({
  ...FORWARDED,
  value: lastEntryPattern(`(?:${pattern})\\.?(?::\\d+)?`),
});

/** Where the sandbox may not answer (src/server/sandboxHosts.ts): the page that says why, with 503. */
export const NO_BACKEND_PAGE = '/_hosts/no-backend';

/**
 * A host that is not local, by the header that names it (the name alone: Next's `host` condition
 * cuts `[::1]:3000` at its first colon). With TRUST_PROXY the forwarded host decides when there is one.
 */
function hostsElsewhere(trustProxy: boolean): HostMatch[] {
  const host: RouteHas = { type: 'header', key: 'host', value: `(?!(?:${LOCAL_HOST_HEADER})$).*` };
  if (!trustProxy) return [{ has: [host] }];
  const forwarded = { ...FORWARDED, value: `(?!${lastEntryPattern(LOCAL_HOST_HEADER)}$).*` };
  return [{ has: [forwarded] }, { has: [host], missing: [FORWARDED] }];
}

const CART_PAGE = '/shop/checkout/cart';
/** where checkout starts for a tenant without a cart page */
const PAYMENT_PAGE = '/shop/checkout/payment';

/** Any order's page (ADR 0033): one segment after the orders, which holds no `/_sites` path. */
const ORDER_PAGE_SOURCE = `${ORDERS_PATH}/:orderNumber([^/]+)`;

/** Pages of signing in and of the signed-in customer: where auth is disabled they lead to the main page (SPEC §6). */
const SIGN_IN_PATHS = ['/login', '/reset-password', '/account', '/account/:path*'];

const isSignInPath = (path: string) => SIGN_IN_PATHS.includes(path) || path.startsWith('/account/');

/**
 * SPEC §2, §6: where the main-page, login and cart routes of a tenant go, by internal path (a rule's
 * source or a page's path): the rules of a pinned deployment and every shop page (src/server/pageLoad.ts).
 */
export function tenantRedirect(path: string, tenant: TenantConfig, pinned: boolean): Redirect | null {
  const main = shopHref(tenant.mainPage, pinned);
  const to = (destination: string): Redirect => ({ source: path, destination, permanent: false });
  if (path === '/' && tenant.mainPage !== '/') return to(main);
  if (path === '/shop' && shopPageOf(tenant) !== '/shop') return to(main);
  if (isSignInPath(path) && tenant.features.authDisabled) return to(main);
  // not a page: the API route serves every language, so it takes no locale in front
  if (path === '/login' && tenant.ssoLoginUrl) return { ...to(SSO_PORTAL_PATH), locale: false };
  if (path === CART_PAGE && !tenant.features.cartPageAvailable) return to(shopHref(PAYMENT_PAGE, pinned));
  return null;
}

/** Public paths that a pinned deployment serves from the /shop pages: `[public, internal]`. */
function pinnedPaths(tenant: TenantConfig): [string, string][] {
  const prefixes = pinnedShopPrefixes.map((prefix): [string, string] => [
    `${prefix}/:rest*`,
    `/shop${prefix}/:rest*`,
  ]);
  return tenant.mainPage === '/shop' ? [['/', '/shop'], ...prefixes] : prefixes;
}

/** The colour schemes to serve: the cookie's scheme when the tenant has it, else its default. */
function schemeChoices(tenant: TenantConfig): { scheme: ColorScheme; cookie?: RouteHas }[] {
  const others = (['light', 'dark'] as const).filter(
    (scheme) => scheme !== tenant.defaultColorScheme && tenant.themes[scheme],
  );
  return [
    ...others.map((scheme) => ({
      scheme,
      cookie: { type: 'cookie', key: THEME_COOKIE, value: scheme } as const,
    })),
    { scheme: tenant.defaultColorScheme },
  ];
}

/** Every rule of one tenant, for requests that match `hosts`. */
function tenantRules(
  tenant: TenantConfig,
  hosts: HostMatch[],
  input: SiteRuleInput,
  pinned: boolean,
): SiteRules {
  const rules: SiteRules = { redirects: [], beforeFiles: [], headers: [] };
  const foreignLocales = input.locales.filter(
    (locale) => resolvePageLocale(tenant, locale).kind === 'redirect',
  );
  const internal = new Map(pinned ? pinnedPaths(tenant) : []);
  // a rule with `locale: false` matches the page in any language itself
  const anyLocale = input.locales.length ? `/:locale(${input.locales.map(escape).join('|')})?` : '';
  const candidates = [
    ...['/', '/shop', ...SIGN_IN_PATHS].map((path) => [path, internal.get(path) ?? path] as const),
    [shopHref(CART_PAGE, pinned), CART_PAGE] as const,
  ];
  for (const host of hosts) {
    // A language the tenant does not have goes to the same page in its default language. The root
    // is a rule of its own: `/:path*` of nothing would be an empty Location.
    if (foreignLocales.length) {
      const locale = `/:locale(${foreignLocales.map(escape).join('|')})`;
      for (const [source, destination] of [
        [locale, '/'],
        [`${locale}/:path+`, '/:path+'],
      ] as const)
        rules.redirects.push({ ...host, source, destination, locale: false, permanent: false });
    }
    for (const [path, internalPath] of candidates) {
      const redirect = tenantRedirect(internalPath, tenant, pinned);
      const source = redirect?.locale === false ? `${anyLocale}${path}` : path;
      if (redirect) rules.redirects.push({ ...redirect, source, ...host });
    }
    if (input.contentSecurityPolicy) {
      const value = input.contentSecurityPolicy(tenant);
      rules.headers.push({
        ...host,
        source: '/:path*',
        headers: [{ key: 'Content-Security-Policy', value }],
      });
    }
    for (const { scheme, cookie } of schemeChoices(tenant)) {
      const site = `/_sites/${tenant.id}/${scheme}`;
      const has = cookie ? [...host.has, cookie] : host.has;
      // The root maps onto `${site}`: Next serves no page at `${site}/`. Every order's page is the
      // one pre-rendered for ORDER_PAGE_PARAM, before the rule of every page would ask for its own.
      const paths: [string, string][] = [
        ...internal,
        ['/', ''],
        [ORDER_PAGE_SOURCE, `${ORDERS_PATH}/${ORDER_PAGE_PARAM}`],
        [PAGE, '/:path'],
      ];
      for (const [source, destination] of paths)
        rules.beforeFiles.push({ ...host, source, destination: `${site}${destination}`, has });
    }
  }
  return rules;
}

const merge = (all: SiteRules[]): SiteRules => ({
  redirects: all.flatMap((rules) => rules.redirects),
  beforeFiles: all.flatMap((rules) => rules.beforeFiles),
  headers: all.flatMap((rules) => rules.headers),
});

/**
 * A host name, captured as the `site` of the shop page's path: lower case only, as pages are kept by
 * it (src/server/pageLoad.ts serves no other spelling).
 */
const SITE = `(?<site>${CANONICAL_HOST_NAME})\\.?`;

/**
 * Every other host's pages go to /_sites/<host>/<scheme>, the scheme the theme cookie's or `default`:
 * a handful of rules for any number of tenants, and a tenant added while the server runs needs none
 * (ADR 0029). The page finds the host's tenant when it renders, and sends a host of no tenant to
 * /not-found, which says the shop is unknown.
 */
function siteRewrites(trustProxy: boolean): Rewrite[] {
  const byHost: HostMatch = { has: [{ type: 'host', value: SITE }] };
  const hosts: HostMatch[] = trustProxy
    ? [
        { has: [{ ...FORWARDED, value: lastEntryPattern(`${SITE}(?::\\d+)?`) }] },
        { ...byHost, missing: [FORWARDED] },
      ]
    : [byHost];
  const cookie: RouteHas = { type: 'cookie', key: THEME_COOKIE, value: '(?<scheme>light|dark)' };
  return hosts.flatMap((host) =>
    [
      { site: '/_sites/:site/:scheme', has: [...host.has, cookie] },
      { site: '/_sites/:site/default', has: host.has },
    ].flatMap(({ site, has }) =>
      (
        [
          ['/', ''],
          // every order's page is the one rendered for ORDER_PAGE_PARAM (ADR 0033)
          [ORDER_PAGE_SOURCE, `${ORDERS_PATH}/${ORDER_PAGE_PARAM}`],
          [PAGE, '/:path'],
        ] as const
      ).map(([source, path]) => ({ ...host, source, destination: `${site}${path}`, has })),
    ),
  );
}

/**
 * Each tenant's Content-Security-Policy (its third-party script origins), one rule per distinct
 * policy over the hosts of the tenants that have it. Headers cannot come from a kept page, so these
 * are part of the build: a tenant added later has the base policy, and its third-party scripts wait
 * for the next build (ADR 0029).
 */
function policyHeaders(input: SiteRuleInput, hostPattern: (tenant: TenantConfig) => string): Header[] {
  const policyOf = input.contentSecurityPolicy;
  if (!policyOf) return [];
  const byPolicy = new Map<string, string[]>();
  for (const tenant of input.tenants) {
    const policy = policyOf(tenant);
    if (policy !== input.baseContentSecurityPolicy)
      byPolicy.set(policy, [...(byPolicy.get(policy) ?? []), hostPattern(tenant)]);
  }
  return [...byPolicy].flatMap(([value, patterns]) =>
    hostMatches(patterns.join('|'), input.trustProxy).map((host) => ({
      ...host,
      source: '/:path*',
      headers: [{ key: 'Content-Security-Policy', value }],
    })),
  );
}

/**
 * The routing of page requests as next.config rules (ADR 0003, 0029): the host and the theme cookie
 * pick the shop page under /_sites/<host>/<scheme>. Next matches them without running any code per
 * request. Plain localhost gets the tenant directory, a malformed Host header `/api/bad-host` (400).
 * Built without BACKEND_URL and SANDBOX=true, every page of a host that is not local is the 503 page
 * instead (ADR 0021). SHOP_ID keeps rules of its one tenant, with the shop routes at the root.
 */
export function siteRules(input: SiteRuleInput): SiteRules {
  const byId = new Map(input.tenants.map((tenant) => [tenant.id, tenant]));
  const named = (id: string | undefined, variable: string) => {
    if (id === undefined) return undefined;
    const tenant = byId.get(id);
    if (!tenant) throw new Error(`${variable} names unknown tenant ${id}`);
    return tenant;
  };
  const pinned = named(input.shopId, 'SHOP_ID');
  named(input.defaultTenant, 'DEFAULT_TENANT');
  const validHost: RouteHas = { type: 'header', key: 'host', value: VALID_HOST_HEADER };
  const rules: SiteRules[] = [
    // Internal pages are reached by rewrites only; a browser asking for one gets the 404 page.
    {
      redirects: ['/_sites/:path*', '/_hosts/:path*'].map((source) => ({
        source,
        destination: '/not-found',
        permanent: false,
        missing: [{ type: 'header', key: 'x-nextjs-data' }],
      })),
      beforeFiles: [
        // Each host's own robots.txt and sitemap.xml. Next matches `locale: false` rules against
        // the path with its locale, the default one included (/default/robots.txt).
        ...['robots.txt', 'sitemap.xml'].map((file) => ({
          source: `/:locale/${file}`,
          destination: `/api/seo/${file.split('.')[0]}`,
          locale: false as const,
        })),
        {
          // API routes have no locale: the rule sees the path with its prefix and keeps it off.
          // A `has`, not a `missing`: Next's browser router drops `missing` from its copy of the
          // rewrites and would then send every client-side navigation here.
          source: pagesExcept(),
          destination: '/api/bad-host',
          locale: false,
          has: [{ type: 'header', key: 'host', value: `(?!(?:${VALID_HOST_HEADER})$).*` }],
        },
      ],
      headers: PAGES.map((source) => ({ source, headers: [{ key: 'Vary', value: 'Cookie' }] })),
    },
  ];
  const localOnly = input.sandboxLocalOnly ?? false;
  // Before every tenant's rules, which then leave these hosts out: no shop page, not even a redirect.
  if (localOnly)
    rules.push({
      redirects: [],
      beforeFiles: hostsElsewhere(input.trustProxy).flatMap((host) =>
        PAGES_AND_SANDBOX.map((source) => ({ ...host, source, destination: NO_BACKEND_PAGE })),
      ),
      headers: [],
    });
  const servedHost: RouteHas = localOnly
    ? { type: 'header', key: 'host', value: LOCAL_HOST_HEADER }
    : validHost;
  if (pinned) return merge([...rules, tenantRules(pinned, [{ has: [servedHost] }], input, true)]);
  // DEFAULT_TENANT: the pages of plain localhost, like those of any host of no tenant, show that
  // tenant (`resolveHost`, when the page renders)
  if (!input.defaultTenant) {
    const loopback = {
      // grouped: Next anchors the pattern as `^…$`, which would hold the first and last names only
      has: [{ type: 'host', value: `(?:${LOOPBACK_HOSTS.map(escape).join('|')})` }],
    } satisfies HostMatch;
    rules.push({
      redirects: [
        { ...loopback, source: pagesExcept('$', 'not-found$'), destination: '/not-found', permanent: true },
      ],
      beforeFiles: [
        { ...loopback, source: '/', destination: '/_hosts/directory' },
        { ...loopback, source: '/not-found', destination: '/_hosts/not-found' },
      ],
      headers: [],
    });
  }
  rules.push({
    redirects: [],
    // last, a request without a Host header (HTTP/1.0): the unknown-shop page
    beforeFiles: [
      ...siteRewrites(input.trustProxy),
      ...PAGES.map((source) => ({ source, destination: '/_hosts/unknown' })),
    ],
    headers: policyHeaders(input, (tenant) => tenantHostPattern(tenant, localOnly)),
  });
  return merge(rules);
}
