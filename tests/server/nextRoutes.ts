import type { IncomingMessage } from 'node:http';
import { getPathMatch, matchHas, prepareDestination } from '@/framework/nextRouteMatchers';
import { DEFAULT_NEXT_LOCALE, nextLocales } from '@/i18n/locales';
import { pageRedirect } from '@/server/pageLoad';
import { siteRules, type SiteRuleInput, type SiteRules } from '@/server/siteRules';
import { normaliseHost, resolveHost } from '@/tenancy/host';
import { getTenantRegistry } from '@/tenancy/registry';
import type { ColorScheme } from '@/tenancy/theme';

/** The routing rules of next.config (src/server/siteRules.ts), run with Next's own matchers. */

export const tenants = [...getTenantRegistry().values()];
const locales = nextLocales(tenants).filter((locale) => locale !== DEFAULT_NEXT_LOCALE);
export const rulesFor = (env: Partial<SiteRuleInput> = {}) =>
  siteRules({ tenants, locales, trustProxy: false, ...env });

export interface Request {
  host?: string;
  path: string;
  locale?: string;
  theme?: string;
  headers?: Record<string, string>;
}

type SiteRule = SiteRules['redirects'][number] | SiteRules['beforeFiles'][number];

export type Outcome =
  | { kind: 'rewrite'; path: string }
  | { kind: 'redirect'; to: string; permanent: boolean; locale?: string }
  | { kind: 'untouched' };

const withLocale = (path: string, locale: string) =>
  locale === DEFAULT_NEXT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;

function requestOf({ host, theme, headers }: Request): IncomingMessage {
  return {
    headers: {
      ...(host === undefined ? {} : { host }),
      ...(theme ? { cookie: `theme=${theme}` } : {}),
      ...headers,
    },
  } as unknown as IncomingMessage;
}

/** Where `rule` sends `pathname`, or null when it does not apply. */
function apply(request: IncomingMessage, rule: SiteRule, pathname: string): string | null {
  const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname);
  if (!params) return null;
  const has = matchHas(request, {}, rule.has, rule.missing);
  if (!has) return null;
  const { parsedDestination: to } = prepareDestination({
    appendParamsToQuery: false,
    destination: rule.destination,
    params: { ...params, ...has },
    query: {},
  });
  return `${to.origin ?? ''}${to.pathname}`;
}

/**
 * The server: Next's own matchers applied in Next's order (redirects, then rewrites before files).
 * Next adds the locale prefix to rules without `locale: false` itself; the request's locale stands
 * for it here.
 */
export function route(rules: SiteRules, request: Request): Outcome {
  const { path, locale = DEFAULT_NEXT_LOCALE } = request;
  const incoming = requestOf(request);
  for (const rule of rules.redirects) {
    const unlocalised = rule.locale === false;
    const to = apply(incoming, rule, unlocalised ? withLocale(path, locale) : path);
    if (to !== null)
      return {
        kind: 'redirect',
        to,
        permanent: Boolean(rule.permanent),
        ...(unlocalised || /^https?:/.test(to) ? {} : { locale }),
      };
  }
  for (const rule of rules.beforeFiles) {
    const to = apply(incoming, rule, rule.locale === false ? withLocale(path, locale) : path);
    if (to !== null) return { kind: 'rewrite', path: to };
  }
  return { kind: 'untouched' };
}

/**
 * The browser, on a client-side navigation: Next's router resolves the rewrites itself, from a
 * copy without the `missing` conditions, with the page's host name as the only header, and runs
 * every rewrite in turn on the result of the one before.
 */
export function browserRoute(rules: SiteRules, { host = '', path, theme }: Request): string {
  const incoming = requestOf({ host: host.split(':')[0], theme, path });
  return rules.beforeFiles.reduce(
    (current, rule) => apply(incoming, { ...rule, missing: undefined }, current) ?? current,
    path,
  );
}

/**
 * The server, rules and page together: the rules' outcome, then, for a shop page under
 * /_sites/<host>/<scheme>, what the page does when it renders (src/server/pageLoad.ts): a host of no
 * tenant shows the unknown-shop page (by /not-found), the tenant's redirects apply, else the page of
 * the tenant and colour scheme renders, named `/_sites/<tenant>/<scheme>/<page>`. Every redirect is
 * given with its locale prefix.
 */
export function serve(rules: SiteRules, request: Request, env: Partial<SiteRuleInput> = {}): Outcome {
  const { locale = DEFAULT_NEXT_LOCALE } = request;
  const outcome = route(rules, request);
  if (outcome.kind === 'redirect') {
    const { locale: ruleLocale, ...redirect } = outcome;
    return ruleLocale ? { ...redirect, to: withLocale(outcome.to, ruleLocale) } : redirect;
  }
  return outcome.kind === 'rewrite' ? pageOf(outcome.path, locale, env) : outcome;
}

/** What a page the rules rewrote to does when it renders (see `serve`). */
export function pageOf(rewritten: string, locale: string, env: Partial<SiteRuleInput> = {}): Outcome {
  const page = /^\/_sites\/([^/]+)\/([^/]+)(\/.*)?$/.exec(rewritten);
  if (!page) return { kind: 'rewrite', path: rewritten };
  const [, site = '', scheme = '', path = '/'] = page;
  // the page serves a host's one spelling only (tenantOfHost)
  if (normaliseHost(site) !== site) return { kind: 'rewrite', path: '/_hosts/unknown' };
  const resolved = resolveHost(site, {
    tenantIds: new Set(tenants.map((tenant) => tenant.id)),
    hosts: new Map(tenants.flatMap((tenant) => tenant.hosts.map((host) => [host, tenant.id] as const))),
    pinnedTenant: env.shopId,
    defaultTenant: env.defaultTenant,
    directoryEnabled: false,
  });
  const tenant = resolved.kind === 'tenant' ? tenants.find(({ id }) => id === resolved.tenantId) : undefined;
  if (!tenant) return { kind: 'rewrite', path: '/_hosts/unknown' };
  const redirect = pageRedirect(tenant, path, locale);
  if (redirect) return { kind: 'redirect', to: redirect.destination, permanent: false };
  const shown =
    scheme !== 'default' && tenant.themes[scheme as ColorScheme] ? scheme : tenant.defaultColorScheme;
  return { kind: 'rewrite', path: `/_sites/${tenant.id}/${shown}${path === '/' ? '' : path}` };
}
