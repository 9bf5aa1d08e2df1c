import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  autoTopupRoutes,
  orderHistoryRoute,
  paymentTokenDeleteRoute,
  paymentTokensRoute,
  profileRoute,
  type AutoTopup,
} from '@/api';
import { AccountOverview } from '@/features/account/pages/AccountOverview';
import { AutoTopupsPage } from '@/features/account/pages/AutoTopupsPage';
import { OrderHistory } from '@/features/account/pages/OrderHistory';
import { PaymentMethodsPage } from '@/features/account/pages/PaymentMethodsPage';
import type { TenantConfig } from '@/tenancy/schema';
import { configure, render, screen, waitFor, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { fakeFetch, on } from '../cart/fakeCartBackend';
import { autoTopupRow, user } from './fixtures';

configure({ asyncUtilTimeout: 10_000 });

const [queryRoute, updateRoute, deleteRoute, , lbatlRoute] = autoTopupRoutes;
const hydrated = { dialog: { open: false, content: 'login' as const }, hydrated: true };
const signedIn = { auth: { user }, authView: hydrated };

const autoTopup = (id: string, status: AutoTopup['status']) =>
  autoTopupRow(id, { status, msisdn: `+49151000000${id.slice(-2)}`, amount: 15, lowBalanceLimit: 5 });

const order = (n: number) => ({
  orderNumber: `SBX${n}`,
  items: [
    {
      id: `i${n}`,
      productId: 'p',
      product_id: 'p',
      description: '',
      productName: 'Top-up 15',
      amount: 15,
      originalAmount: 15,
      serviceFee: 0,
      taxRates: [],
      grossAmount: 15,
      quantity: 1,
      brand: { brandId: 'testshop' },
      category: { categoryId: 'topup' },
      phoneNumber: '+4915112345678',
    },
  ],
  summary: { netAmount: 15, grossAmount: 15, currency: 'EUR' as const, totalServiceFee: 0 },
  deliveryAddress: null,
  paymentMethod: { name: 'creditcard' },
  orderStatus: 'committed' as const,
  paymentStatus: 'paymentAuthorized',
  createdAt: '2026-11-01T10:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('account pages', { timeout: 30_000 }, () => {
  it('SPEC §6: a guest is sent to /login and comes back here afterwards', async () => {
    vi.stubGlobal('fetch', fakeFetch().fetch);
    const { router } = render(<PaymentMethodsPage />, {
      preloadedState: { auth: { user: null }, authView: hydrated },
      router: { asPath: '/account/settings/payment-methods' },
    });
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith({
        pathname: '/login',
        query: { from: '/account/settings/payment-methods' },
      }),
    );
  });

  it('a session the browser has no user for (a portal signed the customer in) is taken over', async () => {
    const backend = fakeFetch(
      on(profileRoute, () => ({ userId: 'u1', ...user })),
      on(paymentTokensRoute, () => ({ paymentTokens: [] })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const { router, store } = render(<PaymentMethodsPage />, {
      preloadedState: { auth: { user: null }, authView: hydrated },
    });
    expect(await screen.findByText('You have no saved payment methods yet.')).toBeTruthy();
    expect(store.getState().auth.user?.email).toBe('ada@example.com');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows saved cards with MM/YY and deletes one only after confirmation', async () => {
    let tokens = [
      { id: 'PT-1', cardExpiryDate: '0329', paymentMethod: 'creditcard' },
      { id: 'PT-2', cardExpiryDate: '1127', paymentMethod: 'creditcard' },
    ];
    const backend = fakeFetch(
      on(paymentTokensRoute, () => ({ paymentTokens: tokens })),
      on(paymentTokenDeleteRoute, (call) => {
        tokens = tokens.filter((token) => token.id !== (call.body as { id: string }).id);
        return {};
      }),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const { user: person } = render(<PaymentMethodsPage />, { preloadedState: signedIn });
    expect(await screen.findByText('Valid until 03/29')).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Delete Credit card 11/27' });
    await person.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls.some((call) => call.route === 'deletePaymentToken')).toBe(false);
    await person.click(remove);
    await person.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Valid until 11/27')).toBeNull());
    expect(await screen.findByText('Deleted successfully.')).toBeTruthy();
    expect(screen.getByText('Valid until 03/29')).toBeTruthy();
  });

  it.each([
    ['pausing allowed', true],
    ['pausing not allowed', false],
  ])(
    'auto top-ups with %s: status, pause where allowed, activate, cancel with confirmation',
    async (_name, allow) => {
      const rows = [
        autoTopup('AT-01', 'ENABLED'),
        autoTopup('AT-02', 'DISABLED'),
        autoTopup('AT-03', 'INVALID_AFTER_ENABLED'),
      ];
      const backend = fakeFetch(
        on(queryRoute, () => ({ rows })),
        on(updateRoute, (call) => {
          const body = call.body as { autoTopupId: string; status: 'ENABLED' | 'DISABLED' };
          return {
            autoTopup: { ...rows.find((r) => r.autoTopupId === body.autoTopupId)!, status: body.status },
          };
        }),
        on(deleteRoute, () => ({})),
        on(lbatlRoute, () => ({ rows: [] })),
      );
      vi.stubGlobal('fetch', backend.fetch);
      const base = tenantFixture();
      const tenant: TenantConfig = { ...base, topup: { ...base.topup, allowAutoTopupPause: allow } };
      const { user: person } = render(<AutoTopupsPage />, { tenant, preloadedState: signedIn });
      const active = await screen.findByRole('article', { name: '+4915100000001' });
      const paused = screen.getByRole('article', { name: '+4915100000002' });
      const invalid = screen.getByRole('article', { name: '+4915100000003' });
      expect(within(active).getByText('Active')).toBeTruthy();
      expect(within(paused).getByText('Paused')).toBeTruthy();
      expect(within(invalid).getByText('Invalid top-up')).toBeTruthy();
      expect(within(active).getByText(/when the balance falls below/)).toBeTruthy();
      expect(within(active).queryByRole('button', { name: 'Pause' }) !== null).toBe(allow);
      expect(within(invalid).queryByRole('button', { name: 'Activate' })).toBeNull();
      await person.click(within(paused).getByRole('button', { name: 'Activate' }));
      await waitFor(() => expect(within(paused).getByText('Active')).toBeTruthy());
      await person.click(within(invalid).getByRole('button', { name: 'Cancel' }));
      await person.click(
        within(await screen.findByRole('dialog', { name: 'Cancel the automatic top-up?' })).getByRole(
          'button',
          {
            name: 'Cancel top-up',
          },
        ),
      );
      await waitFor(() => expect(screen.queryByRole('article', { name: '+4915100000003' })).toBeNull());
      expect(
        backend.calls
          .filter((call) => !['queryAutoTopups', 'queryLowBalanceLight'].includes(call.route))
          .map((call) => call.route),
      ).toEqual(['updateAutoTopup', 'deleteAutoTopup']);
    },
  );

  // The checkout promises "you can cancel it at any time" (`recurringControl.cancel`): the button
  // that ends an automatic top-up says the same verb in every language, not the lists' "delete".
  it.each([
    ['de', 'kündig'],
    ['en', 'cancel'],
    ['es', 'cancel'],
    ['fr', 'résili'],
    ['it', 'annull'],
    ['nl', 'opzeg'],
    ['pl', 'anul'],
    ['ro', 'anul'],
    ['tr', 'iptal'],
  ])("in %s, the auto top-up's button says what the checkout promised (%s…)", async (language, verb) => {
    const backend = fakeFetch(
      on(queryRoute, () => ({ rows: [autoTopup('AT-01', 'ENABLED')] })),
      on(lbatlRoute, () => ({ rows: [] })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const { i18n } = render(<AutoTopupsPage />, { language, preloadedState: signedIn });
    const row = await screen.findByRole('article', { name: '+4915100000001' });
    const lower = (text: string | null) => (text ?? '').toLocaleLowerCase(language);
    // the tenant allows no pausing: ending it is the row's one action
    const button = within(row).getByRole('button');
    expect(lower(i18n.t('recurringControl.cancel'))).toContain(verb);
    expect(lower(button.textContent)).toContain(verb);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(lower(dialog.textContent)).toContain(verb);
    expect(lower(dialog.textContent)).not.toContain(lower(i18n.t('account.delete')));
  });

  it.each(['INVALID_AFTER_ENABLED', 'INVALID_AFTER_DISABLED', 'INVALID'] as const)(
    'an auto top-up %s is re-activated with another saved payment method (not an expired one): the PUT names it and ENABLED',
    async (status) => {
      // the cards' expiry is read against today: one ran out last month
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
      let row = autoTopupRow('AT-04', { status, msisdn: '+4915100000004', paymentToken: 'PT-GONE' });
      const backend = fakeFetch(
        on(queryRoute, () => ({ rows: [row] })),
        on(paymentTokensRoute, () => ({
          paymentTokens: [
            {
              id: 'PT-1',
              cardExpiryDate: '0329',
              paymentMethod: 'creditcard',
              cardBrand: 'visa',
              maskedNumber: '**** 1111',
            },
            {
              id: 'PT-2',
              cardExpiryDate: '1127',
              paymentMethod: 'creditcard',
              cardBrand: 'mastercard',
              maskedNumber: '**** 4444',
            },
            {
              id: 'PT-3',
              cardExpiryDate: '1026',
              paymentMethod: 'creditcard',
              cardBrand: 'visa',
              maskedNumber: '**** 9999',
            },
          ],
        })),
        on(updateRoute, (call) => {
          const body = call.body as { paymentToken: string };
          row = { ...row, status: 'ENABLED', paymentToken: body.paymentToken };
          return { autoTopup: row };
        }),
        on(lbatlRoute, () => ({ rows: [] })),
      );
      vi.stubGlobal('fetch', backend.fetch);
      const { user: person } = render(<AutoTopupsPage />, { preloadedState: signedIn });
      const card = await screen.findByRole('article', { name: '+4915100000004' });
      expect(within(card).queryByRole('button', { name: 'Activate' })).toBeNull();
      await person.click(
        within(card).getByRole('button', { name: 'Re-activate with another payment method' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Choose a payment method' });
      // the dialog's code comes when it opens, and its saved methods after it
      expect(
        await within(dialog).findByRole('radio', { name: 'Visa **** 9999 · Valid until 10/26 (expired)' }),
      ).toHaveProperty('disabled', true);
      expect(
        within(dialog).getByRole('radio', { name: 'Visa **** 1111 · Valid until 03/29' }),
      ).toHaveProperty('disabled', false);
      const confirm = within(dialog).getByRole('button', { name: 'Re-activate' });
      expect(confirm).toHaveProperty('disabled', true);
      await person.click(
        within(dialog).getByRole('radio', { name: 'Mastercard **** 4444 · Valid until 11/27' }),
      );
      await person.click(confirm);
      await waitFor(() => expect(within(card).getByText('Active')).toBeTruthy());
      expect(screen.queryByRole('dialog')).toBeNull();
      const puts = backend.calls.filter((call) => call.route === 'updateAutoTopup');
      expect(puts).toHaveLength(1);
      const body = puts[0]!.body as Record<string, unknown>;
      expect(body.shopId).toBe('testshop');
      expect(body.brand).toBe('testshop');
      expect(body.autoTopupId).toBe('AT-04');
      expect(body.autoTopupType).toBe('LOW_BALANCE');
      expect(body.paymentToken).toBe('PT-2');
      expect(body.status).toBe('ENABLED');
      expect(Object.keys(body).sort()).toEqual([
        'autoTopupId',
        'autoTopupType',
        'brand',
        'paymentToken',
        'shopId',
        'status',
      ]);
    },
  );

  it('without a saved payment method, re-activating points to the payment methods page and sends nothing', async () => {
    const row = autoTopupRow('AT-05', { status: 'INVALID_AFTER_ENABLED', msisdn: '+4915100000005' });
    const backend = fakeFetch(
      on(queryRoute, () => ({ rows: [row] })),
      on(paymentTokensRoute, () => ({ paymentTokens: [] })),
      on(lbatlRoute, () => ({ rows: [] })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const { user: person } = render(<AutoTopupsPage />, { preloadedState: signedIn });
    const card = await screen.findByRole('article', { name: '+4915100000005' });
    await person.click(within(card).getByRole('button', { name: 'Re-activate with another payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a payment method' });
    expect(await within(dialog).findByText(/You have no saved payment method/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Add a payment method' }).getAttribute('href')).toBe(
      '/account/settings/payment-methods',
    );
    expect(within(dialog).queryByRole('button', { name: 'Re-activate' })).toBeNull();
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.calls.some((call) => call.route === 'updateAutoTopup')).toBe(false);
  });

  it.each([
    ['the overview asks for the first 3 orders', <AccountOverview key="o" />, [{ offset: '0', limit: '3' }]],
    [
      'the history asks for pages of 15',
      <OrderHistory key="h" />,
      [
        { offset: '0', limit: '15' },
        { offset: '15', limit: '15' },
      ],
    ],
  ])('SPEC §9: %s', async (_name, page, pages) => {
    const urls: URL[] = [];
    const backend = fakeFetch(
      on(orderHistoryRoute, () => ({ rows: [order(1), order(2), order(3)], metadata: { totalCount: 31 } })),
    );
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new URL(String(input), 'http://shop.test'));
      return backend.fetch(input, init);
    });
    const { user: person } = render(page, { preloadedState: signedIn });
    const card = await screen.findByRole('article', { name: 'Order SBX3' });
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByText(/Top-up 15 · \+4915112345678/)).toBeTruthy();
    if (pages.length > 1) await person.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(urls.map((url) => Object.fromEntries(url.searchParams))).toEqual(pages));
  });
});
