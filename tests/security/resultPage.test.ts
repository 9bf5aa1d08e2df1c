import { readdirSync } from 'node:fs';
import type { GetServerSidePropsContext } from 'next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  checkoutAddress,
  decideSandboxPayment,
  getOrderDetails,
  startPayment,
  type ApiContext,
} from '@/api';
import { getServerSideProps as resultProps } from '@/pages/_sites/[site]/[scheme]/shop/checkout/result/index';
import type { Sandbox } from '@/sandbox';
import { PERSONAL_CACHE_CONTROL } from '@/server/pageLoad';
import { RESULT_KEYS_COOKIE } from '@/features/commit/server';
import { harnessForFile, phoneFor } from '../sandbox/harness';
import { buy, FLOW, topupProduct } from '../sandbox/customers';

/*
 * The result page renders an order from keys the request carries (ADR 0054): the address on the
 * return from payment, then a cookie for the result page's path alone. It must show an order only
 * to whoever holds that order's own keys, never commit or change anything on a GET, and its cookie
 * must reach no other page of the shop.
 */

const held = vi.hoisted(() => ({ sandbox: undefined as Sandbox | undefined }));
vi.mock('@/sandbox', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getSandbox: () => held.sandbox,
}));

const h = harnessForFile();
const SITE = 'congstar.localhost';
const RESULT = '/shop/checkout/result';

type Answer = { props?: { initialReduxState: Record<string, unknown> } & Record<string, unknown> };

/** One result page request with `query` and `cookies`: what it answers, and the headers it set. */
async function request(query: Record<string, string>, cookies: Record<string, string> = {}) {
  const headers = new Map<string, string | string[]>();
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const search = new URLSearchParams(query);
  const context = {
    params: { site: SITE, scheme: 'default' },
    query,
    locale: 'default',
    resolvedUrl: `/_sites/${SITE}/default${RESULT}?${search}`,
    req: { headers: { host: SITE, cookie }, cookies, socket: { remoteAddress: '127.0.0.1' }, url: RESULT },
    res: {
      statusCode: 200,
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      appendHeader: (name: string, value: string) => {
        const before = headers.get(name.toLowerCase());
        headers.set(name.toLowerCase(), [...(before ? [before].flat() : []), value]);
      },
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      on: () => undefined,
      once: () => undefined,
    },
  } as unknown as GetServerSidePropsContext;
  const answer = (await resultProps(context)) as Answer;
  const setCookies = [headers.get('set-cookie') ?? []].flat();
  return { answer, headers, setCookies };
}

const viewOf = (answer: Answer) =>
  answer.props?.initialReduxState.commitView as
    { orderNumber: string; status: string; cartName: string | null } | undefined;

/** The keys cookie of a Set-Cookie list, as the browser sends it back. */
function keysCookie(setCookies: string[]): Record<string, string> {
  const header = setCookies.find((c) => c.startsWith(`${RESULT_KEYS_COOKIE}=`));
  if (!header) throw new Error('no keys cookie');
  return { [RESULT_KEYS_COOKIE]: header.slice(RESULT_KEYS_COOKIE.length + 1).split(';')[0]! };
}

let ctx: ApiContext;
let ann: { orderNumber: string; cartName: string };
let ben: { orderNumber: string; cartName: string };

beforeAll(async () => {
  held.sandbox = h.sandbox;
  ctx = h.ctx('congstar');
  const product = await topupProduct(ctx);
  const tenant = h.tenant('congstar');
  ann = await buy(ctx, [{ ...product, phoneNumber: phoneFor(tenant, '6001') }]);
  ben = await buy(ctx, [{ ...product, phoneNumber: phoneFor(tenant, '6002') }]);
}, 60_000);

describe('the result page rendered from the keys a request carries', FLOW, () => {
  it('the return from payment renders the order and keeps its keys for the result path alone', async () => {
    const { answer, headers, setCookies } = await request({
      orderNumber: ann.orderNumber,
      cartName: ann.cartName,
    });
    expect(viewOf(answer)).toMatchObject({ orderNumber: ann.orderNumber, status: 'Success', cartName: null });
    expect(headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL);
    const cookie = setCookies.find((c) => c.startsWith(`${RESULT_KEYS_COOKIE}=`));
    expect(cookie).toMatch(/; Path=\/shop\/checkout\/result; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
  });

  it('a reopened page (the keys in its cookie only) renders the order again', async () => {
    const first = await request({ orderNumber: ann.orderNumber, cartName: ann.cartName });
    const { answer, setCookies } = await request(
      { orderNumber: ann.orderNumber },
      keysCookie(first.setCookies),
    );
    expect(viewOf(answer)).toMatchObject({ orderNumber: ann.orderNumber, status: 'Success' });
    // nothing new to keep: the cookie is not written again
    expect(setCookies.filter((c) => c.startsWith(RESULT_KEYS_COOKIE))).toEqual([]);
  });

  it("one order's cookie shows no other order, and the answer carries neither's keys", async () => {
    const first = await request({ orderNumber: ann.orderNumber, cartName: ann.cartName });
    const { answer } = await request({ orderNumber: ben.orderNumber }, keysCookie(first.setCookies));
    expect(viewOf(answer)).toBeUndefined();
    const text = JSON.stringify(answer);
    expect(text).not.toContain(ann.cartName);
    expect(text).not.toContain(ben.cartName);
    expect(text).not.toContain(ann.orderNumber);
  });

  it("another order's number with this cart's key is refused by the backend, and shows nothing", async () => {
    const forged = encodeURIComponent(
      JSON.stringify([{ orderNumber: ben.orderNumber, cartName: ann.cartName }]),
    );
    const { answer } = await request({ orderNumber: ben.orderNumber }, { [RESULT_KEYS_COOKIE]: forged });
    expect(viewOf(answer)).toBeUndefined();
  });

  it('the order number alone unlocks nothing', async () => {
    const { answer, setCookies } = await request({ orderNumber: ann.orderNumber });
    expect(viewOf(answer)).toBeUndefined();
    expect(answer.props?.orderNumber).toBe(ann.orderNumber);
    expect(setCookies).toEqual([]);
  });

  it('a GET commits nothing: a paid order not yet committed shows as pending and stays as it was', async () => {
    const product = await topupProduct(ctx);
    const cart = await addToCart(ctx, {
      items: [{ ...product, phoneNumber: phoneFor(h.tenant('congstar'), '6003') }],
    });
    await checkoutAddress(ctx, { cartName: cart.cartName, deliveryAddress: { email: 'buyer@example.com' } });
    const started = await startPayment(ctx, {
      cartName: cart.cartName,
      paymentMethod: 'creditcard',
      savePayment: false,
    });
    await decideSandboxPayment(ctx, /\/sandbox\/pay\/([^?]+)/.exec(started.payerUrl)?.[1] ?? '', 'approve');
    const key = { orderNumber: started.orderNumber, cartName: cart.cartName };
    const before = await getOrderDetails(ctx, key);
    const { answer } = await request(key);
    expect(viewOf(answer)).toMatchObject({ orderNumber: started.orderNumber, status: 'Pending' });
    expect((await getOrderDetails(ctx, key)).orderStatus).toBe(before.orderStatus);
    expect(before.orderStatus).not.toBe('committed');
  });
});

/** The shop's page paths (the files under the site's pages), as a Path attribute would see them. */
function pagePaths(dir = 'src/pages/_sites/[site]/[scheme]', base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pagePaths(`${dir}/${entry.name}`, `${base}/${entry.name}`)
      : [`${base}/${entry.name.replace(/\.tsx?$/, '')}`.replace(/\/index$/, '') || '/'],
  );
}

describe('no other page of the shop is sent the keys', () => {
  it('the cookie path matches the result pages only (RFC 6265 path-match)', async () => {
    const { setCookies } = await request({ orderNumber: ann.orderNumber, cartName: ann.cartName });
    const path = /; Path=([^;]+)/.exec(setCookies[0]!)?.[1] ?? '';
    const matches = (page: string) => page === path || page.startsWith(`${path}/`);
    const reached = pagePaths().filter(matches);
    expect(reached.sort()).toEqual([RESULT, `${RESULT}/cash-code`]);
  });
});
