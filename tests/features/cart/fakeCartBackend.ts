import type { z } from 'zod/mini';
import { cartNeedsPayment, matchPath, type Cart, type CartItem, type RouteDef } from '@/api';
import { product } from '../../fixtures/product';

export { product };

/** An error answer of the backend (SPEC §8 code). */
export interface ErrorReply {
  status: number;
  errorCode: string;
  /** the server's message (default: the code) */
  message?: string;
  /** data the error answer carries besides code and message */
  extra?: Record<string, unknown>;
  /** the HTTP status text (default: none, as over HTTP/2) */
  statusText?: string;
}

export interface Call {
  route: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = {
  route: RouteDef;
  reply: (call: Call) => unknown;
};

/** A typed handler: the reply must fit the route's response schema, or be an error answer. */
export function on<R extends z.ZodMiniType>(
  route: RouteDef<R>,
  reply: (call: Call) => z.input<R> | ErrorReply,
): Handler {
  return { route, reply };
}

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

/** The network boundary for cart calls: answers from the handlers, records every call. */
export function fakeFetch(...handlers: Handler[]) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    for (const handler of handlers) {
      if (handler.route.method !== method) continue;
      const params = matchPath(handler.route.path, url.pathname);
      if (!params) continue;
      const call: Call = {
        route: handler.route.id,
        params,
        query: Object.fromEntries(url.searchParams),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      };
      calls.push(call);
      const answer = handler.reply(call);
      if (answer && typeof answer === 'object' && 'errorCode' in answer && 'status' in answer) {
        const error = answer as ErrorReply;
        const message = error.message ?? error.errorCode;
        return json({ errorCode: error.errorCode, message, ...error.extra }, error.status, error.statusText);
      }
      return json(answer);
    }
    return json({ errorCode: 'NOT_FOUND' }, 404);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A cart item as the backend answers it. */
export function cartItem(overrides: Partial<CartItem> & Pick<CartItem, 'itemKey'>): CartItem {
  return {
    productId: 'testshop-topup-15',
    amount: 15,
    quantity: 1,
    productName: 'Top-up 15',
    brandId: 'testshop',
    categoryId: 'topup',
    objectType: 'TOPUP',
    serviceFee: 0,
    grossAmount: 15,
    phoneNumber: '+4915112345678',
    ...overrides,
  };
}

/** A cart whose summary adds up its items (VAT 19 %, vouchers as given). */
export function cartOf(
  items: CartItem[],
  extra: { cartName?: string; vouchers?: string[]; discount?: number } = {},
): Cart {
  const gross = items.reduce((sum, item) => sum + item.grossAmount, 0) - (extra.discount ?? 0);
  const fees = items.reduce((sum, item) => sum + item.serviceFee * item.quantity, 0);
  return {
    cartName: extra.cartName ?? 'cart-1',
    items,
    vouchers: extra.vouchers ?? [],
    savePayment: false,
    iFrameUrl: null,
    paymentMethod: null,
    additionalData: null,
    deliveryAddress: null,
    summary: {
      netAmount: Math.round((gross / 1.19) * 100) / 100,
      grossAmount: Math.round(gross * 100) / 100,
      totalServiceFee: fees,
      discount: extra.discount ?? 0,
      currency: 'EUR',
    },
    needsPayment: cartNeedsPayment(items),
  };
}
