import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addToCartRoute,
  getCartRoute,
  commitOrderRoute,
  orderDetailsRoute,
  type CommitOrderResponse,
  type Delivery,
  type OrderDetails,
} from '@/api';
import { initialView } from '@/features/commit/commitSlice';
import { ResultContents, ResultPage } from '@/features/commit/ResultPage';
import { servedView } from '@/features/commit/servedView';
import type { RootState } from '@/store/makeStore';
import { orderItem } from '../../fixtures/orderItem';
import { baseTexts, configure, render, renderServerHtml, screen, waitFor, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on, type ErrorReply } from '../cart/fakeCartBackend';

// async steps wait on lazily loaded chunks (the contract, qrcode): room for busy machines
configure({ asyncUtilTimeout: 5_000 });

type Texts = { [key: string]: string | Texts };
const en = baseTexts('en').common as Texts;
const text = (path: string) =>
  path.split('.').reduce<Texts | string>((node, key) => (node as Texts)[key]!, en) as string;

/** SPEC §9: the pending text says the polling the page runs, a check every 50 s for up to 9 min. */
const withPolling = (message: string) => message.replace('{{seconds}}', '50').replace('{{minutes}}', '9');

const query = { orderNumber: 'SBX42', cartName: 'cart-1', paymentToken: 'TOK-1' };
const hydrated: Partial<RootState> = {
  commitView: { ...initialView, hydrated: true },
};

const answer = (orderStatus: string, paymentStatus: string, messages: string[] = []) =>
  ({
    orderNumber: 'SBX42',
    orderStatus,
    paymentStatus,
    messages,
    commitOrderRetries: 0,
  }) as CommitOrderResponse;

const details = (deliveries: Delivery[] = []): OrderDetails => ({
  orderNumber: 'SBX42',
  items: [
    orderItem({
      productId: 'testshop-voucher-15',
      description: 'Voucher 15',
      productName: 'Testshop voucher 15',
      serviceFee: 0.5,
      taxRates: [{ rate: 19, amount: 2.48 }],
      grossAmount: 15.5,
      category: { categoryId: 'voucher' },
      phoneNumber: '+4915112341234',
    }),
  ],
  summary: { netAmount: 13.02, grossAmount: 15.5, currency: 'EUR', totalServiceFee: 0.5 },
  deliveryAddress: { email: 'anna@example.com' },
  paymentMethod: { name: 'creditcard' },
  orderStatus: 'committed',
  paymentStatus: 'paymentAuthorized',
  createdAt: '2026-03-01T10:00:00.000Z',
  deliveries,
});

function serve(
  reply: CommitOrderResponse | ErrorReply,
  deliveries: Delivery[] = [],
  extra: Parameters<typeof fakeFetch> = [],
) {
  const backend = fakeFetch(
    ...extra,
    on(commitOrderRoute, () => reply),
    on(orderDetailsRoute, () => details(deliveries)),
    on(addToCartRoute, () => cartOf([cartItem({ itemKey: 'item-9' })], { cartName: 'cart-2' })),
  );
  vi.stubGlobal('fetch', backend.fetch);
  return backend;
}

function renderResult(variant: 'order' | 'cashCode' = 'order', routerQuery: Record<string, string> = query) {
  return render(<ResultPage variant={variant} orderNumber={routerQuery.orderNumber ?? null} />, {
    preloadedState: hydrated,
    router: { query: routerQuery },
  });
}

beforeAll(async () => {
  // the deferred part and the contract's order calls load lazily: once, before any test's clock runs
  await Promise.all([ResultContents.load(), import('@/api/orders')]);
});
afterEach(() => vi.unstubAllGlobals());

// each test renders the page and waits for its calls: room for a busy machine beyond the 5 s default
describe('the order the server read with its keys (ADR 0054)', () => {
  it('is in the server HTML: its outcome and summary', () => {
    const html = renderServerHtml(<ResultPage variant="order" orderNumber="SBX42" />, {
      preloadedState: { commitView: servedView(details()) },
    });
    expect(html.querySelector('[data-testid="result-status"]')?.textContent).toBe(
      'Thank you for your order!',
    );
    expect(html.querySelector('[data-testid="result-total"]')).not.toBeNull();
    expect(html.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('without it, the page is laid out as pending, as before', () => {
    const html = renderServerHtml(<ResultPage variant="order" orderNumber="SBX42" />);
    expect(html.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(html.querySelector('[data-testid="result-status"]')?.textContent).toBe(
      'Your payment is being confirmed',
    );
    expect(html.querySelector('[data-testid="result-total"]')).toBeNull();
  });
});

describe('result page: SPEC §4 image and message of each payment UI status', { timeout: 20_000 }, () => {
  it.each<[string, CommitOrderResponse | ErrorReply, string, string, string]>([
    [
      'Success',
      answer('committed', 'paymentAuthorized'),
      'successful',
      'status.Success',
      'result.message.success',
    ],
    [
      'PartialSuccess',
      answer('partiallyCommitted', 'paymentAuthorized'),
      'successful',
      'status.PartialSuccess',
      'partiallyCommittedMessage',
    ],
    [
      'PartiallyRefunded',
      answer('partiallyRefunded', 'partiallyRefunded'),
      'successful',
      'status.PartiallyRefunded',
      'partiallyRefundedMessage',
    ],
    ['Refunded', answer('refunded', 'refunded'), 'refunded', 'status.Refunded', 'refunded'],
    [
      'Failure (fraud)',
      { status: 422, errorCode: 'FRAUD_DECLINED', message: 'Declined by the fraud check' },
      'failed',
      'status.Failure',
      'fraudDeclinedTransaction',
    ],
    [
      'Cancelled without items',
      { status: 409, errorCode: 'PAYMENT_CANCELLED', message: 'cancelled', extra: { items: [] } },
      'failed',
      'status.Cancelled',
      'result.message.cancelled',
    ],
    [
      'Pending',
      answer('paymentPending', 'PAYMENT_PENDING'),
      'pending',
      'status.Pending',
      'result.message.pending',
    ],
  ])('%s', async (_, reply, image, heading, message) => {
    serve(reply);
    const { container } = renderResult();
    // the outcome's image comes with the outcome (the server's pending panel has a ring in its place)
    await waitFor(() =>
      expect(container.querySelector('[data-image]')?.getAttribute('data-image')).toBe(image),
    );
    expect(screen.getByRole('heading', { level: 2, name: text(`result.${heading}`) })).toBeTruthy();
    expect(screen.getByTestId('result-message').textContent).toBe(withPolling(text(message)));
    expect(screen.getByTestId('result-order-number').textContent).toMatch('SBX42');
  });

  it('shows a failure the shop cannot name with the server message', async () => {
    serve(answer('failed', 'paymentAuthorized', ['Blocked by the operator']));
    renderResult();
    // the page shows the pending outcome until the commit's run (its code loads with it) answers
    await waitFor(() =>
      expect(screen.getByTestId('result-message').textContent).toMatch('Blocked by the operator'),
    );
  });

  it('a declined payment is a path: its message in the page’s language, pay again, support; no receipt', async () => {
    const paidCart = cartOf([cartItem({ itemKey: 'item-1', productId: 'testshop-topup-15', amount: 15 })], {
      cartName: 'cart-1',
    });
    const backend = serve(
      answer('failed', 'declined', ['The payment was declined']),
      [],
      [on(getCartRoute, () => paidCart)],
    );
    const { router, store, user } = renderResult();
    await waitFor(() =>
      expect(screen.getByTestId('result-message').textContent).toBe(text('paymentDeclined')),
    );
    expect(screen.queryByRole('button', { name: text('result.print') })).toBeNull();
    const support = screen.getByRole('link', { name: /SBX42/ });
    expect(support.getAttribute('href')).toMatch(/^mailto:.+\?subject=.*SBX42/);
    await user.click(screen.getByRole('button', { name: text('result.payAgain') }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/shop/checkout/payment?after=failed'));
    expect(backend.calls.find((c) => c.route === 'addToCart')?.body).toEqual({
      items: [{ productId: 'testshop-topup-15', amount: 15, phoneNumber: '+4915112345678' }],
    });
    expect(store.getState().cart.cartName).toBe('cart-2');
  });

  it('a paid order has its receipt and no pay again', async () => {
    serve(answer('committed', 'paymentAuthorized'));
    renderResult();
    expect(await screen.findByRole('button', { name: text('result.print') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text('result.payAgain') })).toBeNull();
  });

  it('says when the next check runs while the payment is pending', async () => {
    serve(answer('paymentPending', 'PAYMENT_PENDING'));
    renderResult();
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^Next check in (50|49) s$/));
    expect(screen.getByText(/^We will check again at \d\d:\d\d:\d\d/)).toBeTruthy();
  });

  it('shows the order summary with net, fee, total, currency and, on the detailed page, VAT and method', async () => {
    serve(answer('committed', 'paymentAuthorized'));
    render(<ResultPage variant="order" orderNumber="SBX42" />, {
      tenant: tenantFixture({ features: { detailedSuccessPage: true, europeanDateFormat: true } }),
      preloadedState: hydrated,
      router: { query },
    });
    // the pending outcome's summary (a placeholder) is replaced by the order's once the commit answers
    await waitFor(() => expect(screen.getByTestId('result-total').textContent).toMatch('15.50'));
    const summary = screen.getByRole('heading', { name: text('result.summary.title') }).parentElement!;
    expect(within(summary).getByTestId('result-net').textContent).toMatch('13.02');
    expect(within(summary).getByTestId('result-serviceFee').textContent).toMatch('0.50');
    // the net amount never stands without the VAT that makes it the total
    expect(within(summary).getByTestId('result-vat').textContent).toMatch('2.48');
    expect(within(summary).getByText('Testshop voucher 15')).toBeTruthy();
    expect(within(summary).getByText('EUR')).toBeTruthy();
    expect(within(summary).getByText(/19 % VAT/)).toBeTruthy();
    expect(within(summary).getByText('Credit card')).toBeTruthy();
    expect(within(summary).getByText('anna@example.com')).toBeTruthy();
    // the tenant writes dates the European way, in the page's English too
    expect(within(summary).getByText(/^01\.03\.2026, \d\d:\d\d$/)).toBeTruthy();
  });

  it('copies a voucher code to the clipboard', async () => {
    serve(answer('committed', 'paymentAuthorized'), [
      { kind: 'voucher', itemId: 'item-1', productName: 'Testshop voucher 15', code: 'VC-ABCD-EFGH-JKLM' },
    ]);
    const { user } = renderResult();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await screen.findByText('VC-ABCD-EFGH-JKLM')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text('result.deliveries.copy') }));
    expect(writeText).toHaveBeenCalledWith('VC-ABCD-EFGH-JKLM');
    expect(await screen.findByText(text('result.deliveries.copied'))).toBeTruthy();
  });

  it('shows an eSIM activation as a QR code and the codes to type in', async () => {
    serve(answer('committed', 'paymentAuthorized'), [
      {
        kind: 'esim',
        itemId: 'item-1',
        productName: 'eSIM 1 GB',
        activationCode: 'LPA:1$smdp.sandbox.example$AAAAA-BBBBB-CCCCC-DDDDD',
        smdpAddress: 'smdp.sandbox.example',
        matchingId: 'AAAAA-BBBBB-CCCCC-DDDDD',
      },
    ]);
    renderResult();
    const qr = await screen.findByRole('img', { name: 'QR code to activate eSIM 1 GB' });
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,<svg/,
    );
    expect(screen.getByText('smdp.sandbox.example')).toBeTruthy();
    expect(screen.getByText('AAAAA-BBBBB-CCCCC-DDDDD')).toBeTruthy();
  });

  it('gives a cash-code order its code and how to pay with it', async () => {
    serve(answer('committed', 'paymentAuthorized'), [
      {
        kind: 'cashCode',
        code: 'CC-ABCD-EFGH-JKLM',
        amount: 15.5,
        currency: 'EUR',
        expiresAt: '2026-03-08T10:00:00.000Z',
      },
    ]);
    const { cartName, orderNumber } = query;
    renderResult('cashCode', { cartName, orderNumber });
    expect(await screen.findByText('CC-ABCD-EFGH-JKLM')).toBeTruthy();
    expect(screen.getByTestId('result-message').textContent).toBe(text('result.message.cashCode'));
    expect(screen.getByRole('heading', { level: 1, name: text('pages.cashCodeResult') })).toBeTruthy();
    expect(screen.getByText(text('result.cashCode.howTo'))).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('€15.50 in cash')]),
    );
  });

  it('sends a cancelled payment back to payment with its items re-added', async () => {
    const backend = serve({
      status: 409,
      errorCode: 'PAYMENT_CANCELLED',
      message: 'cancelled',
      extra: { items: [{ productId: 'testshop-topup-15', amount: 15, quantity: 1 }] },
    });
    const { router, store } = renderResult();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/shop/checkout/payment?after=cancelled'));
    expect(backend.calls.find((c) => c.route === 'addToCart')?.body).toEqual({
      items: [{ productId: 'testshop-topup-15', amount: 15 }],
    });
    expect(store.getState().cart.cartName).toBe('cart-2');
  });

  it('is laid out as its outcome while the commit is under way: pending, the way on, the summary', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderResult();
    expect(screen.getByTestId('result-status').textContent).toBe(text('result.status.Pending'));
    expect(screen.getByTestId('result-message').textContent).toBe(
      withPolling(text('result.message.pending')),
    );
    expect(screen.getByRole('link', { name: text('result.continueShopping') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text('result.print') })).toBeNull();
    expect(screen.getByRole('heading', { name: text('result.summary.title') })).toBeTruthy();
  });

  it('past the 10th retry says the payment is being confirmed: the order, an e-mail to come, a link back, support; never pay again', async () => {
    serve(answer('paymentPending', 'PAYMENT_PENDING'));
    render(<ResultPage variant="order" orderNumber="SBX42" />, {
      preloadedState: { ...hydrated, commit: { running: { ...query, retries: 10 } } },
      router: { query },
    });
    await waitFor(() =>
      expect(screen.getByTestId('result-message').textContent).toBe(text('paymentOperationTimedOut')),
    );
    expect(screen.getByTestId('result-status').textContent).toBe(text('result.status.Pending'));
    expect(screen.getByTestId('result-order-number').textContent).toMatch('SBX42');
    expect(screen.getByRole('link', { name: 'Result of order SBX42' }).getAttribute('href')).toBe(
      '/shop/checkout/result?orderNumber=SBX42',
    );
    const support = screen.getByRole('link', {
      name: text('result.contactSupport').replace('{{orderNumber}}', 'SBX42'),
    });
    expect(support.getAttribute('href')).toMatch(/^mailto:.+\?subject=.*SBX42/);
    expect(screen.queryByRole('button', { name: text('result.payAgain') })).toBeNull();
    // checked on, twice the poll delay later
    expect(screen.getByRole('timer').textContent).toMatch(/^Next check in (100|99) s$/);
  });

  it('a check answered with a 500 is no failure: the page says the check did not get through and tries again', async () => {
    serve({ status: 500, errorCode: '', message: 'Internal Server Error' });
    renderResult();
    await waitFor(() =>
      expect(screen.getByRole('timer').textContent).toMatch(
        /^We could not reach the shop just now\. Next try in (50|49) s$/,
      ),
    );
    expect(screen.getByTestId('result-status').textContent).toBe(text('result.status.Pending'));
    expect(screen.queryByText('Internal Server Error')).toBeNull();
    expect(screen.queryByRole('button', { name: text('result.payAgain') })).toBeNull();
  });

  it('takes the order’s keys off the address, keeps them on the device, and finds them when reopened by its number', async () => {
    serve(answer('committed', 'paymentAuthorized'));
    localStorage.clear();
    const first = renderResult();
    await waitFor(() =>
      expect(first.router.replace).toHaveBeenCalledWith(
        { pathname: '/', query: { orderNumber: 'SBX42' } },
        '/?orderNumber=SBX42',
        { shallow: true, scroll: false },
      ),
    );
    expect(JSON.parse(localStorage.getItem('orderKeys')!)).toEqual([expect.objectContaining(query)]);
    await screen.findByRole('button', { name: text('result.print') });
    first.unmount();

    const backend = serve(answer('committed', 'paymentAuthorized'));
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    const reopened = renderResult('order', { orderNumber: 'SBX42' });
    expect(await screen.findByRole('button', { name: text('result.print') })).toBeTruthy();
    expect(reopened.router.replace).not.toHaveBeenCalled();
    expect(backend.calls.find((c) => c.route === 'commitOrder')?.body).toEqual(query);
    // the page renders again with every answer: the kept keys are read once, not on each render
    expect(reads.mock.calls.filter(([name]) => name === 'orderKeys')).toHaveLength(1);
    reads.mockRestore();
  });

  it('says so when there is no order to show', async () => {
    serve(answer('committed', 'paymentAuthorized'));
    renderResult('order', {});
    expect(await screen.findByText(text('result.noOrder'))).toBeTruthy();
    expect(screen.getByRole('link', { name: text('result.continueShopping') })).toBeTruthy();
  });
});
