import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCartRoute, listSavedNumbersRoute, type SavedNumber } from '@/api';
import { extensionUnsupported } from '@/api/extensionSupport';
import { SavedNumbersPage } from '@/features/account/pages/SavedNumbersPage';
import { SmsTopupsPage } from '@/features/account/pages/SmsTopupsPage';
import { NumberChoice, readSavedNumbers, type KnownNumber } from '@/features/savedNumbers';
import { TopupForm } from '@/features/topup';
import { LoadedForm } from '@/features/topup/TopupForm';
import { rememberNumber, rememberedNumbers } from '@/ui/fields/rememberedNumbers';
import { configure, render, screen, waitFor, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { user as signedInUser } from '../account/fixtures';
import { cartItem, cartOf, fakeFetch, on, product, type ErrorReply } from '../cart/fakeCartBackend';

configure({ asyncUtilTimeout: 10_000 });

const MUM: SavedNumber = { id: 'SN-1', msisdn: '+4915112345678', name: 'Mum', country: 'DE' };
const BOB: SavedNumber = { id: 'SN-2', msisdn: '+4915198765432', name: 'Bob', country: 'DE' };
const ABROAD: SavedNumber = { id: 'SN-3', msisdn: '+212612345678', name: 'Dad', country: 'MA' };
const known = (entry: SavedNumber): KnownNumber => ({ ...entry, remembered: false });

const signedIn = {
  auth: { user: signedInUser },
  authView: { dialog: { open: false, content: 'login' as const }, hydrated: true },
};
const consented = {
  consent: { choice: { necessary: true as const, statistics: false }, read: true, dialogOpen: false },
};
const tenant = tenantFixture({ features: { cartPageAvailable: false, skipCartPageAtCheckout: true } });
const products = [product({ productId: 'testshop-topup-15', name: 'Top-up 15', faceValue: 15 })];

let backend: ReturnType<typeof fakeFetch>;
let list: () => { savedNumbers: SavedNumber[] } | ErrorReply;
beforeAll(async () => {
  await LoadedForm.load();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  list = () => ({ savedNumbers: [MUM, ABROAD] });
  backend = fakeFetch(
    on(listSavedNumbersRoute, () => list()),
    on(addToCartRoute, () => cartOf([cartItem({ itemKey: 'item-1' })]) as never),
  );
  vi.stubGlobal('fetch', backend.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = (preloadedState: object, router = {}) => ({
  ...render(<TopupForm brandId="testshop" products={products} />, { tenant, preloadedState, router }),
  user: userEvent.setup({ delay: null }),
});
const phoneField = () => screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
const added = () =>
  (
    backend.calls.find((call) => call.route === 'addToCart')?.body as {
      items: Array<{ phoneNumber: string }>;
    }
  ).items[0]?.phoneNumber;

describe('the saved-number choice', { timeout: 30_000 }, () => {
  it('is a radio group named by its legend, each number named, moved through with the arrows', async () => {
    // jsdom has no CSS.escape, which user-event's arrow keys on a radio use to find its group
    vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) });
    const onChoose = vi.fn();
    render(<NumberChoice numbers={[known(MUM), known(BOB)]} chosen={null} onChoose={onChoose} />);
    const group = screen.getByRole('radiogroup', { name: 'Your saved numbers' });
    const radios = within(group).getAllByRole('radio');
    await waitFor(() =>
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Mum +49 1511 2345678',
        'Bob +49 1519 8765432',
      ]),
    );
    const keys = userEvent.setup({ delay: null });
    await keys.tab();
    expect(document.activeElement).toBe(radios[0]);
    await keys.keyboard('{ArrowDown}');
    expect(onChoose).toHaveBeenLastCalledWith(known(BOB));
    await keys.keyboard('{ArrowUp}');
    expect(onChoose).toHaveBeenLastCalledWith(known(MUM));
    // nothing to forget: a saved number is deleted in the account
    expect(within(group).queryByRole('button')).toBeNull();
  });

  it('fills the top-up form with a saved number, which add to cart then sends', async () => {
    const { user } = renderForm(signedIn);
    const group = await screen.findByRole('radiogroup', { name: 'Your saved numbers' });
    // a number abroad belongs to the international form
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(group).getByRole('radio', { name: /Mum/ }));
    await waitFor(() => expect(phoneField().value.replace(/\D/g, '')).toContain('15112345678'));
    await user.click(screen.getByRole('radio', { name: /€15\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(added()).toBe(MUM.msisdn));
    // typing another number leaves the saved one unchosen
    expect(within(group).getByRole('radio', { name: /Mum/ })).toHaveProperty('checked', true);
    await user.type(phoneField(), '9');
    expect(within(group).getByRole('radio', { name: /Mum/ })).toHaveProperty('checked', false);
  });

  it('is not there, and no error either, when the backend has no saved numbers (404)', async () => {
    list = () => ({ status: 404, errorCode: 'NOT_FOUND' });
    renderForm(signedIn);
    await waitFor(() => expect(backend.calls.some((call) => call.route === 'listSavedNumbers')).toBe(true));
    await waitFor(() => expect(extensionUnsupported('savedNumbers')).toBe(true));
    expect(screen.queryByRole('radiogroup', { name: 'Your saved numbers' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(phoneField()).toBeTruthy();
  });
});

describe('a guest’s remembered numbers in the top-up form', { timeout: 30_000 }, () => {
  it('remembers the number on this device only when asked, and offers it on the next visit', async () => {
    // the customer may leave as soon as the address is payment's: the number is kept by then
    const keptAtLeaving: Array<readonly unknown[]> = [];
    const leaving = vi.fn(() => {
      keptAtLeaving.push(rememberedNumbers());
      return new Promise<boolean>(() => undefined);
    });
    const first = renderForm(consented, { push: leaving });
    const remember = screen.getByRole('checkbox', { name: 'Remember this number on this device' });
    await first.user.type(phoneField(), '0151 12345678');
    await first.user.click(remember);
    await first.user.click(screen.getByRole('radio', { name: /€15\.00/ }));
    await first.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(leaving).toHaveBeenCalledWith('/shop/checkout/payment'));
    expect(keptAtLeaving).toEqual([[{ msisdn: MUM.msisdn, country: 'DE' }]]);
    // a guest's form never asks the backend for saved numbers
    expect(backend.calls.map((call) => call.route)).toEqual(['addToCart']);
    first.unmount();

    const next = renderForm(consented);
    const group = screen.getByRole('radiogroup', { name: 'Numbers remembered on this device' });
    await next.user.click(within(group).getByRole('radio'));
    await waitFor(() => expect(phoneField().value.replace(/\D/g, '')).toContain('15112345678'));
    await next.user.click(await within(group).findByRole('button', { name: 'Forget +49 1511 2345678' }));
    expect(rememberedNumbers()).toEqual([]);
    expect(screen.queryByRole('radiogroup', { name: 'Numbers remembered on this device' })).toBeNull();
  });

  it('remembers nothing without the opt-in, and offers no opt-in before a consent choice is recorded', async () => {
    const { user, unmount } = renderForm(consented);
    await user.type(phoneField(), '0151 12345678');
    await user.click(screen.getByRole('radio', { name: /€15\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(added()).toBe(MUM.msisdn));
    expect(rememberedNumbers()).toEqual([]);
    unmount();
    renderForm({});
    expect(screen.queryByRole('checkbox', { name: 'Remember this number on this device' })).toBeNull();
  });

  it('offers a signed-in customer no device memory: the account keeps the numbers', () => {
    rememberNumber({ msisdn: BOB.msisdn, country: 'DE' });
    renderForm({ ...signedIn, ...consented });
    expect(screen.queryByRole('checkbox', { name: 'Remember this number on this device' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Numbers remembered on this device' })).toBeNull();
  });
});

describe('whether the backend has saved numbers', () => {
  const ctx = (status: number) => ({
    shopId: 'testshop',
    country: 'de',
    fetch: (async () =>
      new Response(JSON.stringify(status === 200 ? { savedNumbers: [MUM] } : { errorCode: 'X' }), {
        status,
      })) as typeof fetch,
  });
  it.each([
    [200, { status: 'ready', numbers: [MUM] }, false],
    [404, { status: 'unsupported' }, true],
  ])('an answer %i reads as %o', async (status, read, hidden) => {
    expect(await readSavedNumbers(ctx(status))).toEqual(read);
    expect(extensionUnsupported('savedNumbers')).toBe(hidden);
  });
  it.each([401, 500, 503])('an answer %i is a failure, not "unsupported"', async (status) => {
    await expect(readSavedNumbers(ctx(status))).rejects.toMatchObject({ status });
    expect(extensionUnsupported('savedNumbers')).toBe(false);
  });
});

describe('the account’s saved numbers page', { timeout: 30_000 }, () => {
  it('lists each number with its name, the section in the account navigation', async () => {
    render(<SavedNumbersPage />, { preloadedState: signedIn, tenant });
    const rows = await screen.findAllByTestId('saved-number');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Mum'),
      expect.stringContaining('Dad'),
    ]);
    expect(screen.getByRole('link', { name: 'Saved numbers' })).toBeTruthy();
  });

  it('says plainly that the shop has none when the backend answers 404; other pages then hide the section', async () => {
    list = () => ({ status: 404, errorCode: 'NOT_FOUND' });
    const page = render(<SavedNumbersPage />, { preloadedState: signedIn, tenant });
    expect(await screen.findByText('Saved numbers are not available in this shop.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(extensionUnsupported('savedNumbers')).toBe(true);
    page.unmount();
    render(<SmsTopupsPage />, { preloadedState: signedIn, tenant });
    expect(await screen.findByRole('link', { name: 'SMS top-ups' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Saved numbers' })).toBeNull();
  });
});
