import { afterEach, describe, expect, it, vi } from 'vitest';
import * as phoneLib from 'libphonenumber-js/mobile';
import { addToCartRoute, autoTopupRoutes, type AutoTopup } from '@/api';
import { AutoTopupsPage } from '@/features/account/pages/AutoTopupsPage';
import { LightTopupPage } from '@/features/account/pages/LightTopupPage';
import { writtenPhone } from '@/tenancy/phone';
import { configure, render, screen, waitFor, within } from '../../ui/render';
import { cartItem, cartOf, fakeFetch, on } from '../cart/fakeCartBackend';
import { autoTopupRow, user } from './fixtures';

configure({ asyncUtilTimeout: 10_000 });

const [queryRoute, , , , lbatlRoute, notRegisteredRoute] = autoTopupRoutes;
const signedIn = {
  auth: { user },
  authView: { dialog: { open: false, content: 'login' as const }, hydrated: true },
};
const unable = { status: 503, errorCode: 'UNABLE_QUERY_AUTO_TOPUP_LIGHT' };
const lowBalance = (id: string, msisdn: string, overrides: Partial<AutoTopup> = {}) =>
  autoTopupRow(id, { msisdn, amount: 15, lowBalanceLimit: 5, productId: 'testshop-topup-15', ...overrides });

afterEach(() => vi.unstubAllGlobals());

/** The card names its number as the shop writes it. */
const written = (msisdn: string) => writtenPhone(msisdn, phoneLib);

describe(
  'SPEC §4 low-balance type per number on the auto top-ups page (SPEC §7 lbatl)',
  { timeout: 30_000 },
  () => {
    it('asks each low-balance number once and shows light, normal, the notification or the failure', async () => {
      const rows = [
        lowBalance('AT-1', '+4915100000001'),
        lowBalance('AT-2', '+4915100000002', { autoTopupLight: true }),
        lowBalance('AT-3', '+4915100000003', { status: 'INVALID_AFTER_ENABLED' }),
        lowBalance('AT-4', '+4915100000004'),
        autoTopupRow('AT-5', {
          msisdn: '+4915100000005',
          autoTopupType: 'RECURRING',
          recurrenceType: 'MONTHLY',
          recurringDay: 3,
        }),
      ];
      // what runs on each number in the shop: a guest's light top-up on the first one too
      const running: Record<string, AutoTopup[] | typeof unable> = {
        '+4915100000001': [
          rows[0]!,
          lowBalance('AT-9', '+4915100000001', { autoTopupLight: true, userId: null }),
        ],
        '+4915100000002': [rows[1]!],
        '+4915100000003': [],
        '+4915100000004': unable,
      };
      const backend = fakeFetch(
        on(queryRoute, () => ({ rows })),
        on(lbatlRoute, (call) => {
          const answer = running[(call.body as { msisdn: string }).msisdn]!;
          return Array.isArray(answer) ? { rows: answer } : answer;
        }),
      );
      vi.stubGlobal('fetch', backend.fetch);
      render(<AutoTopupsPage />, { preloadedState: signedIn });
      const card = async (msisdn: string) => screen.findByRole('article', { name: written(msisdn) });
      expect(await within(await card('+4915100000001')).findByText(/we send you a reminder/)).toBeTruthy();
      expect(await within(await card('+4915100000002')).findByText(/we send you a reminder/)).toBeTruthy();
      expect(
        await within(await card('+4915100000003')).findByText(
          'No low-balance top-up is running on this number.',
        ),
      ).toBeTruthy();
      expect(
        await within(await card('+4915100000004')).findByText(/Your automatic top-ups could not be loaded/),
      ).toBeTruthy();
      expect(within(await card('+4915100000005')).queryByText(/When this number runs low/)).toBeNull();
      const asked = backend.calls
        .filter((call) => call.route === 'queryLowBalanceLight')
        .map((call) => call.body);
      expect(asked).toHaveLength(4);
      expect(asked[0]).toEqual({
        autoTopupTypes: ['LOW_BALANCE'],
        msisdn: '+4915100000001',
        statuses: ['ENABLED', 'DISABLED'],
        userId: 'u1',
      });
    });

    it('a number with only normal ones reads normal', async () => {
      const rows = [lowBalance('AT-1', '+4915100000001')];
      vi.stubGlobal(
        'fetch',
        fakeFetch(
          on(queryRoute, () => ({ rows })),
          on(lbatlRoute, () => ({ rows })),
        ).fetch,
      );
      render(<AutoTopupsPage />, { preloadedState: signedIn });
      const card = await screen.findByRole('article', { name: written('+4915100000001') });
      expect(await within(card).findByText(/we top it up automatically/)).toBeTruthy();
    });
  },
);

describe('the light top-up notification link (SPEC §7 notRegistered)', { timeout: 30_000 }, () => {
  const link = { hash: 'a'.repeat(32), notificationCode: 'N-123' };

  it('shows what is registered and tops up its amount with the notification id', async () => {
    const light = lowBalance('AT-7', '+4915112345678', {
      autoTopupLight: true,
      userId: null,
      paymentToken: null,
    });
    const backend = fakeFetch(
      on(notRegisteredRoute, () => ({ rows: [light] })),
      on(addToCartRoute, () => cartOf([cartItem({ itemKey: 'item-1' })], { cartName: 'c1' })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const { user: person, router } = render(<LightTopupPage />, { router: { query: link } });
    const card = await screen.findByRole('article', { name: written('+4915112345678') });
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(screen.getByText(/we send you a reminder/)).toBeTruthy();
    expect(backend.calls[0]!.body).toEqual(link);
    await person.click(within(card).getByRole('button', { name: /Top up .*15\.00 now/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const added = backend.calls.find((call) => call.route === 'addToCart')!.body as { items: unknown[] };
    expect(added.items).toEqual([
      expect.objectContaining({
        productId: 'testshop-topup-15',
        amount: 15,
        phoneNumber: '+4915112345678',
        autoTopupLightNotificationId: 'N-123',
      }),
    ]);
  });

  it('SPEC §8: a link the backend does not know says unableQueryAutoTopupLight', async () => {
    vi.stubGlobal('fetch', fakeFetch(on(notRegisteredRoute, () => ({ ...unable, status: 404 }))).fetch);
    render(<LightTopupPage />, { router: { query: link } });
    expect(await screen.findByText(/Your automatic top-ups could not be loaded/)).toBeTruthy();
  });

  it('a link without its code asks for nothing and says so', async () => {
    const backend = fakeFetch();
    vi.stubGlobal('fetch', backend.fetch);
    render(<LightTopupPage />, { router: { query: { hash: link.hash } } });
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
    expect(backend.calls).toEqual([]);
  });
});
