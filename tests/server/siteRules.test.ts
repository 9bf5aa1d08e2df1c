import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT_LOCALE } from '@/i18n/locales';
import { NO_BACKEND_PAGE, type SiteRuleInput, type SiteRules } from '@/server/siteRules';
import { requestOrigin } from '@/tenancy/forwarded';
import { normaliseHost } from '@/tenancy/host';
import { SSO_PORTAL_PATH } from '@/tenancy/routes';
import { LOCAL_HOST_TABLE } from './localHosts';
import {
  browserRoute,
  pageOf,
  route,
  rulesFor,
  serve,
  tenants,
  type Outcome,
  type Request,
} from './nextRoutes';

const shop = (id: string) => `${id}.localhost:3000`;
const site = (path: string): Outcome => ({ kind: 'rewrite', path });
/** A redirect of the tenant's (a rule's or, since ADR 0029, its page's) that keeps the locale. */
const moved = (to: string, locale = DEFAULT_NEXT_LOCALE): Outcome => ({
  kind: 'redirect',
  to: locale === DEFAULT_NEXT_LOCALE ? to : `/${locale}${to === '/' ? '' : to}`,
  permanent: false,
});
const toDefaultLocale = (to: string): Outcome => ({ kind: 'redirect', to, permanent: false });
const badHost = site('/api/bad-host');

describe('siteRules: page requests by host, path, locale and theme cookie', () => {
  const rules = rulesFor();
  it.each<[string, Request, Outcome]>([
    // hosts that are no shop
    ['malformed host', { host: 'bad host', path: '/' }, badHost],
    ['host with a port out of range', { host: 'x.localhost:999999', path: '/' }, badHost],
    ['no host at all (HTTP/1.0)', { path: '/shop' }, site('/_hosts/unknown')],
    ['malformed host, with a locale', { host: 'a..b', path: '/shop', locale: 'de' }, badHost],
    ['unknown host', { host: 'nosuchshop.example', path: '/shop' }, site('/_hosts/unknown')],
    ['unknown host, root', { host: 'nosuchshop.example', path: '/' }, site('/_hosts/unknown')],
    ['unknown *.localhost', { host: shop('nobody'), path: '/' }, site('/_hosts/unknown')],
    ['directory root', { host: 'localhost:3000', path: '/' }, site('/_hosts/directory')],
    ['directory on 127.0.0.1', { host: '127.0.0.1:3000', path: '/' }, site('/_hosts/directory')],
    ['directory not-found', { host: 'localhost', path: '/not-found' }, site('/_hosts/not-found')],
    [
      'directory other path',
      { host: 'localhost', path: '/shop' },
      { kind: 'redirect', to: '/not-found', permanent: true },
    ],
    // SPEC §2 main pages
    ['congstar root → brand page', { host: shop('congstar'), path: '/' }, moved('/shop/topup/congstar')],
    ['congstar /shop → brand page', { host: shop('congstar'), path: '/shop' }, moved('/shop/topup/congstar')],
    ['aufladen root → /shop', { host: shop('aufladen'), path: '/' }, moved('/shop')],
    [
      'aufladen /shop renders',
      { host: shop('aufladen'), path: '/shop' },
      site('/_sites/aufladen/light/shop'),
    ],
    ['esim root renders', { host: shop('esim'), path: '/' }, site('/_sites/esim/light')],
    ['esim /shop renders', { host: shop('esim'), path: '/shop' }, site('/_sites/esim/light/shop')],
    [
      'brand page',
      { host: shop('congstar'), path: '/shop/topup/congstar' },
      site('/_sites/congstar/light/shop/topup/congstar'),
    ],
    [
      'production host',
      { host: 'shop.congstar-prepaid.de', path: '/shop/checkout/payment' },
      site('/_sites/congstar/light/shop/checkout/payment'),
    ],
    [
      'production host with www',
      { host: 'www.congstar-prepaid.de', path: '/shop/checkout/payment' },
      site('/_sites/congstar/light/shop/checkout/payment'),
    ],
    // SPEC §2: the cart page where the tenant has one, else where its checkout starts
    [
      'cart page',
      { host: shop('aufladen'), path: '/shop/checkout/cart' },
      site('/_sites/aufladen/light/shop/checkout/cart'),
    ],
    [
      'no cart page (congstar)',
      { host: shop('congstar'), path: '/shop/checkout/cart' },
      moved('/shop/checkout/payment'),
    ],
    [
      'no cart page (edeka)',
      { host: shop('edeka'), path: '/shop/checkout/cart' },
      moved('/shop/checkout/payment'),
    ],
    [
      'no cart page, production host',
      { host: 'shop.congstar-prepaid.de', path: '/shop/checkout/cart' },
      moved('/shop/checkout/payment'),
    ],
    [
      'no cart page keeps the locale',
      { host: shop('tmobilenl'), path: '/shop/checkout/cart', locale: 'en' },
      moved('/shop/checkout/payment', 'en'),
    ],
    // ADR 0033: every order's page is the one page pre-rendered for all orders
    [
      'order page',
      { host: shop('congstar'), path: '/account/orders/A1B2C3' },
      site('/_sites/congstar/light/account/orders/order'),
    ],
    [
      'order page, dark-only tenant, other language',
      { host: shop('ortel'), path: '/account/orders/A1B2C3', locale: 'en' },
      site('/_sites/ortel/dark/account/orders/order'),
    ],
    [
      'order page where login is disabled → main page',
      { host: shop('aufladen'), path: '/account/orders/A1B2C3' },
      moved('/shop'),
    ],
    [
      'order list stays a page of its own',
      { host: shop('congstar'), path: '/account/orders' },
      site('/_sites/congstar/light/account/orders'),
    ],
    [
      'deeper below an order is no order page',
      { host: shop('congstar'), path: '/account/orders/A1B2C3/x' },
      site('/_sites/congstar/light/account/orders/A1B2C3/x'),
    ],
    // the theme cookie picks the pre-rendered scheme, only when the tenant has it
    [
      'dark cookie',
      { host: shop('aufladen'), path: '/shop/checkout/cart', theme: 'dark' },
      site('/_sites/aufladen/dark/shop/checkout/cart'),
    ],
    [
      'dark cookie, light-only tenant',
      { host: shop('eplus'), path: '/shop/checkout/cart', theme: 'dark' },
      site('/_sites/eplus/light/shop/checkout/cart'),
    ],
    [
      'light cookie, dark-only tenant',
      { host: shop('ortel'), path: '/shop/checkout/cart', theme: 'light' },
      site('/_sites/ortel/dark/shop/checkout/cart'),
    ],
    [
      'no cookie, dark-only tenant',
      { host: shop('ortel'), path: '/shop/checkout/cart' },
      site('/_sites/ortel/dark/shop/checkout/cart'),
    ],
    [
      'garbage cookie',
      { host: shop('aufladen'), path: '/shop/checkout/cart', theme: '<x>' },
      site('/_sites/aufladen/light/shop/checkout/cart'),
    ],
    // locales
    [
      'own locale',
      { host: shop('aufladen'), path: '/shop', locale: 'en' },
      site('/_sites/aufladen/light/shop'),
    ],
    [
      'foreign locale → default',
      { host: shop('congstar'), path: '/shop/topup/congstar', locale: 'fr' },
      toDefaultLocale('/shop/topup/congstar'),
    ],
    ['foreign locale, root', { host: shop('congstar'), path: '/', locale: 'fr' }, toDefaultLocale('/')],
    [
      'reloadnow country locale',
      { host: shop('reloadnow'), path: '/shop', locale: 'en-fr' },
      site('/_sites/reloadnow/light/shop'),
    ],
    [
      'other country locale',
      { host: shop('reloadnow'), path: '/shop', locale: 'de-at' },
      toDefaultLocale('/shop'),
    ],
    ['main page keeps the locale', { host: shop('aufladen'), path: '/', locale: 'en' }, moved('/shop', 'en')],
    // SPEC §6 login rules
    ['login disabled (aufladen)', { host: shop('aufladen'), path: '/login' }, moved('/shop')],
    ['login disabled (UK tenant)', { host: shop('foocall'), path: '/login' }, moved('/shop/topup/foocall')],
    // the portal is picked per request: the sandbox's or the tenant's (ADR 0012)
    ['single sign-on (edeka)', { host: shop('edeka'), path: '/login' }, toDefaultLocale(SSO_PORTAL_PATH)],
    [
      'single sign-on in English (edeka)',
      { host: shop('edeka'), path: '/login', locale: 'en' },
      toDefaultLocale(SSO_PORTAL_PATH),
    ],
    [
      'login page (congstar)',
      { host: shop('congstar'), path: '/login' },
      site('/_sites/congstar/light/login'),
    ],
    // internal pages are reached by rewrites only
    [
      'internal path from outside',
      { host: shop('congstar'), path: '/_sites/esim/light' },
      moved('/not-found'),
    ],
    [
      'internal data request',
      { host: shop('congstar'), path: '/_sites/congstar/light/shop', headers: { 'x-nextjs-data': '1' } },
      { kind: 'untouched' },
    ],
    ['API routes keep their path', { host: shop('congstar'), path: '/api/health' }, { kind: 'untouched' }],
    [
      'artwork keeps its path',
      { host: shop('congstar'), path: '/tenants/congstar/logo.svg' },
      { kind: 'untouched' },
    ],
  ])('%s', (_name, request, expected) => {
    expect(serve(rules, request)).toEqual(expected);
  });
});

describe('siteRules: SHOP_ID serves one tenant on every host, shop routes at the root', () => {
  it.each<[string, string, Request, Outcome]>([
    ['root → brand page', 'congstar', { host: 'anything.example', path: '/' }, moved('/topup/congstar')],
    [
      'brand page',
      'congstar',
      { host: 'localhost', path: '/topup/congstar' },
      site('/_sites/congstar/light/shop/topup/congstar'),
    ],
    [
      'cart, dark',
      'aufladen',
      { host: 'localhost', path: '/checkout/cart', theme: 'dark' },
      site('/_sites/aufladen/dark/shop/checkout/cart'),
    ],
    [
      'no cart page → payment',
      'congstar',
      { host: 'localhost', path: '/checkout/cart' },
      moved('/checkout/payment'),
    ],
    ['multi-brand root', 'aufladen', { host: 'localhost', path: '/' }, site('/_sites/aufladen/light/shop')],
    ['login disabled', 'aufladen', { host: 'localhost', path: '/login' }, moved('/')],
    ['malformed host', 'congstar', { host: 'bad host', path: '/' }, badHost],
  ])('%s (%s)', (_name, shopId, request, expected) => {
    expect(serve(rulesFor({ shopId }), request, { shopId })).toEqual(expected);
  });
});

describe('siteRules: DEFAULT_TENANT and TRUST_PROXY', () => {
  // a known host is its own tenant even with a default: checking the default first breaks these
  it.each<[string, string, Request, Outcome]>([
    [
      'plain localhost',
      'aufladen',
      { host: 'localhost', path: '/shop' },
      site('/_sites/aufladen/light/shop'),
    ],
    ['host of no tenant', 'aufladen', { host: 'nosuchshop.example', path: '/' }, moved('/shop')],
    ['esim root', 'aufladen', { host: shop('esim'), path: '/' }, site('/_sites/esim/light')],
    ['congstar root', 'aufladen', { host: shop('congstar'), path: '/' }, moved('/shop/topup/congstar')],
    [
      'congstar cart',
      'aufladen',
      { host: shop('congstar'), path: '/shop/checkout/cart' },
      moved('/shop/checkout/payment'),
    ],
    [
      'aufladen cart',
      'congstar',
      { host: shop('aufladen'), path: '/shop/checkout/cart' },
      site('/_sites/aufladen/light/shop/checkout/cart'),
    ],
    [
      'aufladen /shop',
      'congstar',
      { host: shop('aufladen'), path: '/shop' },
      site('/_sites/aufladen/light/shop'),
    ],
    ['esim login', 'congstar', { host: shop('esim'), path: '/login' }, site('/_sites/esim/light/login')],
    [
      'default, no cart page',
      'congstar',
      { host: 'localhost', path: '/shop/checkout/cart' },
      moved('/shop/checkout/payment'),
    ],
  ])('DEFAULT_TENANT: %s (default %s)', (_name, defaultTenant, request, expected) => {
    expect(serve(rulesFor({ defaultTenant }), request, { defaultTenant })).toEqual(expected);
  });

  const cart = '/shop/checkout/cart';
  // ADR 0046: the load balancer appends its entry; whatever comes before it the browser wrote
  it.each<[string, Request, Outcome]>([
    [
      'a production host',
      { host: 'internal', path: cart, headers: { 'x-forwarded-host': 'shop.congstar-prepaid.de' } },
      moved('/shop/checkout/payment'),
    ],
    [
      'another production host',
      { host: 'internal', path: cart, headers: { 'x-forwarded-host': 'shop.aufladen-shop.de' } },
      site(`/_sites/aufladen/light${cart}`),
    ],
    [
      'the right-most entry, not the browser’s first',
      {
        host: 'internal',
        path: cart,
        headers: { 'x-forwarded-host': 'shop.aufladen-shop.de, esim.localhost:3000' },
      },
      site(`/_sites/esim/light${cart}`),
    ],
    [
      'the browser’s own entry before a host of no tenant shows no shop',
      {
        host: 'internal',
        path: cart,
        headers: { 'x-forwarded-host': 'esim.localhost:3000,nosuchshop.example' },
      },
      site('/_hosts/unknown'),
    ],
    [
      'an upper-case spelling is no page of its own',
      { host: 'internal', path: cart, headers: { 'x-forwarded-host': 'ESIM.localhost:3000' } },
      site('/_hosts/unknown'),
    ],
    [
      'an upper-case spelling of a production host, neither',
      { host: 'internal', path: cart, headers: { 'x-forwarded-host': 'Shop.Aufladen-Shop.de' } },
      site('/_hosts/unknown'),
    ],
    [
      'no forwarded host: the Host header',
      { host: shop('esim'), path: cart },
      site(`/_sites/esim/light${cart}`),
    ],
    [
      'the forwarded host decides over the Host header',
      { host: shop('esim'), path: cart, headers: { 'x-forwarded-host': 'nosuchshop.example' } },
      site('/_hosts/unknown'),
    ],
  ])('TRUST_PROXY: %s', (_name, request, expected) => {
    expect(serve(rulesFor({ trustProxy: true }), request)).toEqual(expected);
  });

  it.each([
    'shop.aufladen-shop.de',
    'evil.example, shop.aufladen-shop.de',
    'shop.aufladen-shop.de., evil.example',
    'evil.example,esim.localhost:3000',
    'SHOP.AUFLADEN-SHOP.DE',
  ])('TRUST_PROXY: the rules’ site is the host every other reader takes (%s)', (value) => {
    const rewritten = route(rulesFor({ trustProxy: true }), {
      host: 'internal',
      path: cart,
      headers: { 'x-forwarded-host': value },
    });
    const { host } = requestOrigin(
      { headers: { 'x-forwarded-host': value } },
      { hops: 1, forwardedHost: true },
    );
    const site = rewritten.kind === 'rewrite' ? /^\/_sites\/([^/]+)\//.exec(rewritten.path)?.[1] : undefined;
    // an upper-case spelling: the reader lower-cases it, the rules send it to no shop page at all
    expect(site).toBe(value === value.toLowerCase() ? host : undefined);
  });

  it('refuses a variable that names no tenant', () => {
    expect(() => rulesFor({ shopId: 'nobody' })).toThrow('SHOP_ID names unknown tenant nobody');
    expect(() => rulesFor({ defaultTenant: 'nobody' })).toThrow('DEFAULT_TENANT names unknown tenant nobody');
  });
});

describe('siteRules: shape', () => {
  it('marks every page answer as varying by cookie, since the theme cookie picks the page', () => {
    const vary = expect.objectContaining({ headers: [{ key: 'Vary', value: 'Cookie' }] });
    expect(rulesFor().headers).toEqual([vary, vary]);
  });
});

/**
 * Where a link to `request.path` ends: the server's page, and the browser's. The browser's router
 * follows rewrites but no redirects, so links name the page a redirect ends on (ADR 0003): the
 * browser is asked for the redirect's target.
 */
function landing(
  rules: SiteRules,
  request: Request,
  env: Partial<SiteRuleInput> = {},
): { server: string; browser: string } {
  const first = serve(rules, request, env);
  const path = first.kind === 'redirect' ? first.to : request.path;
  const final = first.kind === 'redirect' ? serve(rules, { ...request, path }, env) : first;
  // the browser asks for the data of the page its copy of the rules names, which renders the same
  const browser = pageOf(
    browserRoute(rules, { ...request, path }),
    request.locale ?? DEFAULT_NEXT_LOCALE,
    env,
  );
  return {
    server: final.kind === 'rewrite' ? final.path : path,
    browser: browser.kind === 'rewrite' ? browser.path : path,
  };
}

describe('siteRules: client-side navigation resolves to the page the server serves', () => {
  const paths = ['/', '/shop', '/shop/checkout/cart', '/login', '/account/orders/A1B2C3'];
  it.each<[string, Partial<SiteRuleInput>]>([
    ['default', {}],
    ['DEFAULT_TENANT', { defaultTenant: 'aufladen' }],
    ['TRUST_PROXY', { trustProxy: true }],
    ['the sandbox on local hosts only', { sandboxLocalOnly: true }],
    ['the sandbox on local hosts only, TRUST_PROXY', { sandboxLocalOnly: true, trustProxy: true }],
  ])('%s', (_name, env) => {
    const rules = rulesFor(env);
    for (const tenant of tenants)
      for (const path of paths)
        for (const theme of [undefined, 'dark']) {
          const { server, browser } = landing(rules, { host: shop(tenant.id), path, theme }, env);
          expect(browser, `${tenant.id} ${path} ${theme ?? ''}`).toBe(server);
        }
  });

  it.each<[string, string, string]>([
    ['congstar', '/shop/checkout/cart', '/_sites/congstar/light/shop/checkout/payment'],
    ['aufladen', '/shop/checkout/cart', '/_sites/aufladen/light/shop/checkout/cart'],
    ['congstar', '/', '/_sites/congstar/light/shop/topup/congstar'],
    ['edeka', '/login', SSO_PORTAL_PATH],
  ])('%s %s ends on %s in the server and the browser', (id, path, page) => {
    expect(landing(rulesFor(), { host: shop(id), path })).toEqual({ server: page, browser: page });
  });
});

describe('siteRules without BACKEND_URL and SANDBOX=true: only local hosts are shops (ADR 0021)', () => {
  const localOnly = rulesFor({ sandboxLocalOnly: true });
  const open = rulesFor();
  const noBackend = site(NO_BACKEND_PAGE);

  it.each(LOCAL_HOST_TABLE)('host %j (local: %s): the routes as ever, else the 503 page', (host, local) => {
    for (const path of ['/', '/shop', '/login', '/sandbox/inbox'])
      for (const locale of [DEFAULT_NEXT_LOCALE, 'de']) {
        const request = { host, path, locale };
        const [before, after] = [route(open, request), route(localOnly, request)];
        if (local) expect(after, `${path} ${locale}`).toEqual(before);
        else if (normaliseHost(host) !== null) expect(after, `${path} ${locale}`).toEqual(noBackend);
        // a malformed Host: its 400 or unknown-shop page as ever, or the 503 page
        else expect([before, noBackend], `${path} ${locale}`).toContainEqual(after);
      }
  });

  it.each<[string, Request, Outcome]>([
    [
      'a production host’s main page, not its redirect',
      { host: 'shop.congstar-prepaid.de', path: '/' },
      noBackend,
    ],
    [
      'a production host’s brand page',
      { host: 'congstar-prepaid.de', path: '/shop/topup/congstar' },
      noBackend,
    ],
    [
      'a production host in a foreign locale',
      { host: 'shop.congstar-prepaid.de', path: '/shop', locale: 'fr' },
      noBackend,
    ],
    [
      'a production host’s cart (no cart-page redirect)',
      { host: 'shop.congstar-prepaid.de', path: '/shop/checkout/cart' },
      noBackend,
    ],
    ['the sandbox inbox', { host: 'shop.congstar-prepaid.de', path: '/sandbox/inbox' }, noBackend],
    ['the sandbox payment page', { host: 'shop.congstar-prepaid.de', path: '/sandbox/pay/pay-1' }, noBackend],
    ['the sandbox sign-in portal', { host: 'shop.edeka-smart-prepaid.de', path: '/sandbox/sso' }, noBackend],
    [
      'the login of a single sign-on tenant',
      { host: 'shop.edeka-smart-prepaid.de', path: '/login' },
      noBackend,
    ],
    ['a host of no tenant', { host: 'nosuchshop.example', path: '/shop' }, noBackend],
    [
      'a local shop as ever',
      { host: shop('congstar'), path: '/shop/checkout/payment' },
      site('/_sites/congstar/light/shop/checkout/payment'),
    ],
    [
      'the sandbox inbox on a local shop',
      { host: shop('congstar'), path: '/sandbox/inbox' },
      { kind: 'untouched' },
    ],
    [
      'API routes keep their path (they refuse at run time)',
      { host: 'shop.congstar-prepaid.de', path: '/api/shop/rest/v3/payment-methods' },
      { kind: 'untouched' },
    ],
    ['a malformed host stays a 400', { host: 'bad host', path: '/shop' }, badHost],
  ])('%s', (_name, request, expected) => {
    expect(serve(localOnly, request)).toEqual(expected);
  });

  const payment = '/shop/checkout/payment';
  const forwarded = (value: string) => ({ 'x-forwarded-host': value });
  it.each<[string, Request, Outcome]>([
    [
      'a production host',
      { host: 'internal', path: payment, headers: forwarded('shop.congstar-prepaid.de') },
      noBackend,
    ],
    [
      'a local host the load balancer wrote',
      {
        host: 'internal',
        path: payment,
        headers: forwarded('shop.congstar-prepaid.de, congstar.localhost:3000'),
      },
      site(`/_sites/congstar/light${payment}`),
    ],
    // the browser's own first entry unlocked the sandbox on a production host
    [
      'a local host the browser wrote before the load balancer’s',
      {
        host: 'internal',
        path: payment,
        headers: forwarded('congstar.localhost:3000, shop.congstar-prepaid.de'),
      },
      noBackend,
    ],
    [
      'a host that only looks local',
      { host: 'shop.congstar-prepaid.de', path: payment, headers: forwarded('localhost.evil.example') },
      noBackend,
    ],
    ['no forwarded host, a production Host', { host: 'shop.congstar-prepaid.de', path: payment }, noBackend],
    [
      'no forwarded host, a local Host',
      { host: shop('congstar'), path: payment },
      site(`/_sites/congstar/light${payment}`),
    ],
  ])('behind a trusted load balancer the forwarded host decides: %s', (_name, request, expected) => {
    expect(serve(rulesFor({ sandboxLocalOnly: true, trustProxy: true }), request)).toEqual(expected);
  });

  it.each<[string, Partial<SiteRuleInput>, Request, Outcome]>([
    [
      'SHOP_ID on a local host',
      { shopId: 'congstar' },
      { host: 'localhost:3000', path: '/topup/congstar' },
      site('/_sites/congstar/light/shop/topup/congstar'),
    ],
    [
      'SHOP_ID on its production host',
      { shopId: 'congstar' },
      { host: 'shop.congstar-prepaid.de', path: '/' },
      noBackend,
    ],
    [
      'DEFAULT_TENANT on plain localhost',
      { defaultTenant: 'aufladen' },
      { host: 'localhost', path: '/shop' },
      site('/_sites/aufladen/light/shop'),
    ],
    [
      'DEFAULT_TENANT on a host of no tenant',
      { defaultTenant: 'aufladen' },
      { host: 'nosuchshop.example', path: '/' },
      noBackend,
    ],
    [
      'DEFAULT_TENANT, another tenant’s production host',
      { defaultTenant: 'aufladen' },
      { host: 'shop.congstar-prepaid.de', path: '/shop' },
      noBackend,
    ],
  ])('%s', (_name, env, request, expected) => {
    expect(serve(rulesFor({ ...env, sandboxLocalOnly: true }), request, env)).toEqual(expected);
  });
});
