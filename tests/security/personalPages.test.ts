import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addToCart, type ApiContext, type Cart } from '@/api';
import { getServerSideProps as accountProps } from '@/pages/_sites/[site]/[scheme]/account/index';
import { getServerSideProps as cartProps } from '@/pages/_sites/[site]/[scheme]/shop/checkout/cart';
import { getServerSideProps as paymentProps } from '@/pages/_sites/[site]/[scheme]/shop/checkout/payment';
import type { Sandbox } from '@/sandbox';
import { createSandboxFetch } from '@/sandbox/fetch';
import { CART_COOKIE } from '@/config/constants';
import { PERSONAL_CACHE_CONTROL } from '@/server/pageLoad';
import { getTenantRegistry } from '@/tenancy/registry';
import { harnessForFile, phoneFor } from '../sandbox/harness';
import { FLOW, signIn, topupProduct } from '../sandbox/customers';

/*
 * The cart, payment and account pages are rendered per request from the request's cookies (ADR
 * 0050). Two customers asking at the same time must each get their own cart and account, and no
 * answer may be kept by a cache or proxy to be shown to someone else.
 */

const held = vi.hoisted(() => ({ sandbox: undefined as Sandbox | undefined }));
// the pages read the server's sandbox: here, this file's
vi.mock('@/sandbox', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getSandbox: () => held.sandbox,
}));

const h = harnessForFile();
const SITE = 'reloadnow.localhost';

/** A browser of `tenantId` whose cookies the test can read, as a page request carries them. */
function browser(tenantId: string) {
  const jar = new Map<string, string>();
  const tenant = h.tenant(tenantId);
  const ctx: ApiContext = {
    shopId: tenant.shopId,
    country: tenant.country,
    fetch: createSandboxFetch(h.sandbox, getTenantRegistry(), tenant, jar),
  };
  return { ctx, jar };
}

type Answer = { props?: { initialReduxState: Record<string, unknown> } & Record<string, unknown> };

/** One page request with `cookies`: what it answers, and the headers it set. */
async function request(getProps: GetServerSideProps, cookies: Record<string, string>, path: string) {
  const headers = new Map<string, string>();
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const context = {
    params: { site: SITE, scheme: 'default' },
    query: {},
    locale: 'default',
    resolvedUrl: `/_sites/${SITE}/default${path}`,
    req: { headers: { host: SITE, cookie }, cookies, socket: { remoteAddress: '127.0.0.1' }, url: path },
    res: {
      statusCode: 200,
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      on: () => undefined,
      once: () => undefined,
    },
  } as unknown as GetServerSidePropsContext;
  const answer = (await getProps(context)) as Answer;
  return { answer, headers };
}

const cartOf = (answer: Answer) =>
  (answer.props?.initialReduxState.cartContent as { cart: Cart | null } | undefined)?.cart ?? null;

let ann: { cart: Cart; session: string };
let ben: { cart: Cart; session: string };

/** A signed-in customer of reloadnow with a cart of one top-up for their own number. */
async function customer(userName: string, suffix: string) {
  const { ctx, jar } = browser('reloadnow');
  await signIn(ctx, userName);
  const product = await topupProduct(ctx);
  const cart = await addToCart(ctx, {
    items: [{ ...product, phoneNumber: phoneFor(h.tenant('reloadnow'), suffix) }],
  });
  const session = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cart, session };
}

beforeAll(async () => {
  held.sandbox = h.sandbox;
  ann = await customer('ann.pages@example.com', '5001');
  ben = await customer('ben.pages@example.com', '5002');
}, 60_000);

const cookiesOf = (session: string, cartName?: string): Record<string, string> => ({
  ...Object.fromEntries(session.split('; ').map((pair) => pair.split('=') as [string, string])),
  ...(cartName ? { [CART_COOKIE]: cartName } : {}),
});

describe('two customers asking for their own pages at once', FLOW, () => {
  it.each([
    ['the cart page', cartProps, '/shop/checkout/cart'],
    ['the payment page', paymentProps, '/shop/checkout/payment'],
  ])(
    '%s shows each customer the cart their cookie names, never kept for others',
    async (_name, getProps, path) => {
      const [a, b] = await Promise.all([
        request(getProps, cookiesOf(ann.session, ann.cart.cartName), path),
        request(getProps, cookiesOf(ben.session, ben.cart.cartName), path),
      ]);
      expect(cartOf(a.answer)?.cartName).toBe(ann.cart.cartName);
      expect(cartOf(b.answer)?.cartName).toBe(ben.cart.cartName);
      expect(JSON.stringify(a.answer)).not.toContain(ben.cart.cartName);
      expect(JSON.stringify(b.answer)).not.toContain(ann.cart.cartName);
      expect(JSON.stringify(a.answer)).not.toContain(ben.cart.items[0]!.phoneNumber);
      for (const { headers } of [a, b]) expect(headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL);
      // the payment page comes with its cart's methods; a page that reads no cart with none
      const methodsOf = (answer: Answer) =>
        (answer.props?.initialReduxState.checkoutFlow as { methods: { name: string }[] } | undefined)
          ?.methods;
      const wanted = path.endsWith('payment')
        ? expect.arrayContaining([expect.objectContaining({ name: 'creditcard' })])
        : undefined;
      expect(methodsOf(a.answer)).toEqual(wanted);
      expect(methodsOf(b.answer)).toEqual(wanted);
    },
  );

  it('the payment page of a cart nobody owns comes with no methods', async () => {
    const { answer } = await request(paymentProps, { [CART_COOKIE]: 'not-a-cart' }, '/shop/checkout/payment');
    expect(answer.props?.initialReduxState.cartContent).toBeUndefined();
    expect(answer.props?.initialReduxState.checkoutFlow).toBeUndefined();
  });

  it('a request without a cart cookie gets no cart, though the store of another request held one', async () => {
    const [withCart, without] = await Promise.all([
      request(cartProps, cookiesOf(ann.session, ann.cart.cartName), '/shop/checkout/cart'),
      request(cartProps, {}, '/shop/checkout/cart'),
    ]);
    expect(cartOf(withCart.answer)?.cartName).toBe(ann.cart.cartName);
    expect(without.answer.props?.initialReduxState.cartContent).toBeUndefined();
    expect(without.answer.props?.initialReduxState.cart).toBeUndefined();
    expect(without.headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL);
  });

  it('a cart name nobody owns shows nothing', async () => {
    const { answer } = await request(cartProps, { [CART_COOKIE]: 'not-a-cart' }, '/shop/checkout/cart');
    expect(answer.props?.initialReduxState.cartContent).toBeUndefined();
  });

  it('the account shows each session its own customer and orders, and a guest none', async () => {
    const [a, b, guest] = await Promise.all([
      request(accountProps, cookiesOf(ann.session), '/account'),
      request(accountProps, cookiesOf(ben.session), '/account'),
      request(accountProps, {}, '/account'),
    ]);
    const userOf = (answer: Answer) =>
      (answer.props?.initialReduxState.auth as { user: { email: string } } | undefined)?.user.email;
    expect(userOf(a.answer)).toBe('ann.pages@example.com');
    expect(userOf(b.answer)).toBe('ben.pages@example.com');
    expect(JSON.stringify(a.answer)).not.toContain('ben.pages@example.com');
    expect(userOf(guest.answer)).toBeUndefined();
    expect(guest.answer.props?.orders).toBeNull();
    for (const { headers } of [a, b, guest])
      expect(headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL);
  });
});
