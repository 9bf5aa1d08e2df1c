import type { IncomingMessage } from 'node:http';
import type { Redirect, Rewrite } from 'next/dist/lib/load-custom-routes';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { DEFAULT_NEXT_LOCALE, nextLocales } from '@/i18n/locales';
import { siteRules, type SiteRuleInput, type SiteRules } from '@/server/siteRules';
import { getTenantRegistry } from '@/tenancy/registry';

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
function apply(request: IncomingMessage, rule: Redirect | Rewrite, pathname: string): string | null {
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
