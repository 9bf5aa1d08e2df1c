import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartRoute } from '@/api';
import { WebRequestHandler } from '@/features/topup/WebRequestHandler';
import { baseTexts, configure, render, screen, waitFor } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { fakeFetch, on } from '../cart/fakeCartBackend';

// async steps wait on lazily loaded chunks (phone metadata, notifications): room for busy machines
configure({ asyncUtilTimeout: 5_000 });

const en = baseTexts('en').common as Record<string, string>;
const withCartPage = tenantFixture({ features: { cartPageAvailable: true, skipCartPageAtCheckout: false } });

let fail = false;
let backend: ReturnType<typeof fakeFetch>;
beforeEach(() => {
  fail = false;
  sessionStorage.clear();
  backend = fakeFetch(
    on(createCartRoute, () =>
      fail ? { status: 422, errorCode: 'UNAVAILABLE_COUNTRY' } : { cartName: 'request-cart' },
    ),
  );
  vi.stubGlobal('fetch', backend.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const open = (query: Record<string, string>, tenant = withCartPage) =>
  render(<WebRequestHandler />, { tenant, router: { query, isReady: true } });

describe('WebRequestHandler (SPEC §4 web and chatbot requests)', () => {
  it('a web request creates a cart and goes on to the cart', async () => {
    const { router, store } = open({ msisdn: '4915112345678', amount: '15' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/shop/checkout/cart'));
    expect(backend.calls[0]).toMatchObject({ body: { phoneNumber: '+4915112345678', amount: 15 } });
    expect(backend.calls[0]!.headers['X-Channel']).toBe('web');
    expect(store.getState().cart.cartName).toBe('request-cart');
    expect(sessionStorage.getItem('channel')).toBeNull();
  });

  it('goes straight to payment where the tenant skips the cart', async () => {
    const { router } = open(
      { msisdn: '4915112345678', amount: '15' },
      tenantFixture({ features: { cartPageAvailable: false } }),
    );
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/shop/checkout/payment'));
  });

  it('a chatbot request records its channel for every later call', async () => {
    const { router } = open({ msisdn: '4915112345678', amount: '15', channel: 'chatbot' });
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(sessionStorage.getItem('channel')).toBe('chatbot');
    expect(backend.calls[0]!.headers['X-Channel']).toBe('chatbot');
  });

  it('a failed creation returns to the main page with msisdn and amount, says so, and does not retry', async () => {
    fail = true;
    const { router, unmount } = open({ msisdn: '74951234567', amount: '15' });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/shop/topup/testshop?msisdn=74951234567&amount=15'),
    );
    expect(await screen.findByText(en.createCartErrorMessage!)).toBeTruthy();
    unmount();
    // the main page opens with the same query: no second attempt
    open({ msisdn: '74951234567', amount: '15' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.calls).toHaveLength(1);
  });

  it.each([
    ['an amount that is no price', { msisdn: '123', amount: 'abc' }, '?msisdn=123&amount=abc'],
    ['a zero amount', { msisdn: '4915112345678', amount: '0' }, '?msisdn=4915112345678&amount=0'],
  ])('%s: says why, keeps msisdn and amount in the query, asks no backend', async (_, query, search) => {
    const { router } = open(query);
    // nothing to wait for: no "preparing your top-up" over the page
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
    expect(await screen.findByText(en.createCartErrorMessage!)).toBeTruthy();
    expect(router.replace).toHaveBeenCalledWith(`/shop/topup/testshop${search}`);
    expect(backend.calls).toHaveLength(0);
  });

  it('does nothing without a request', async () => {
    open({ amount: '15' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.calls).toHaveLength(0);
  });
});
