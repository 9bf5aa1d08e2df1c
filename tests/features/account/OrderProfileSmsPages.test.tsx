import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountOrderRoute,
  autoTopupRoutes,
  profileEditRoute,
  profileRoute,
  type OrderDetails,
  type Profile,
} from '@/api';
import { OrderCard } from '@/features/account/pages/OrderCard';
import { OrderPage } from '@/features/account/pages/OrderPage';
import { ProfilePage } from '@/features/account/pages/ProfilePage';
import { SmsTopupsPage } from '@/features/account/pages/SmsTopupsPage';
import { configure, render, screen, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { fakeFetch, on, type ErrorReply } from '../cart/fakeCartBackend';
import { user } from './fixtures';

configure({ asyncUtilTimeout: 10_000 });

const smsQueryRoute = autoTopupRoutes[6]!;
const hydrated = { dialog: { open: false, content: 'login' as const }, hydrated: true };
const signedIn = { auth: { user }, authView: hydrated };

const item = (id: string, productName: string, amount: number, quantity: number) => ({
  id,
  productId: id,
  product_id: id,
  description: '',
  productName,
  amount,
  originalAmount: amount,
  serviceFee: 0,
  taxRates: [{ rate: 19, amount: 0 }],
  grossAmount: amount * quantity,
  quantity,
  brand: { brandId: 'testshop' },
  category: { categoryId: 'voucher' },
});

/** Two vouchers of 15 and an eSIM, a service fee of 1.00 inside the total. */
const order: OrderDetails = {
  orderNumber: 'SBX42',
  items: [item('v15', 'Voucher 15', 15, 2), item('esim-fr', 'eSIM France 5 GB', 9.99, 1)],
  summary: {
    netAmount: 34.29,
    grossAmount: 40.99,
    currency: 'EUR',
    totalServiceFee: 1,
    taxes: [{ rate: 19, amount: 6.7 }],
  },
  deliveryAddress: null,
  paymentMethod: { name: 'paypal' },
  orderStatus: 'committed',
  paymentStatus: 'paymentAuthorized',
  createdAt: '2026-11-01T10:00:00.000Z',
  deliveries: [
    { kind: 'voucher', itemId: 'v15', productName: 'Voucher 15', code: 'VC-AAAA-BBBB-CCCC' },
    {
      kind: 'esim',
      itemId: 'esim-fr',
      productName: 'eSIM France 5 GB',
      activationCode: 'LPA:1$smdp.sandbox.example$MATCH-1',
      smdpAddress: 'smdp.sandbox.example',
      matchingId: 'MATCH-1',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderOrderPage(answer: () => OrderDetails | ErrorReply) {
  const backend = fakeFetch(on(accountOrderRoute, answer));
  vi.stubGlobal('fetch', backend.fetch);
  return {
    ...render(<OrderPage />, { preloadedState: signedIn, router: { asPath: '/account/orders/SBX42' } }),
    backend,
  };
}

describe('the order page /account/orders/<number>', { timeout: 30_000 }, () => {
  it('shows the order of its address: status, items, the money lines, payment method, codes and eSIM install, receipt', async () => {
    const { backend } = renderOrderPage(() => order);
    const article = await screen.findByRole('article', { name: 'Order SBX42' });
    expect(backend.calls.map((call) => [call.route, call.params])).toEqual([
      ['accountOrder', { orderNumber: 'SBX42' }],
    ]);
    expect(within(article).getByTestId('order-state').textContent).toBe('Completed');
    const items = within(article).getByRole('list', { name: /items/i });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/Voucher 15.*€30\.00/),
      expect.stringMatching(/eSIM France 5 GB.*€9\.99/),
    ]);
    // the one money model: subtotal + fee = total, then what the total holds
    expect(within(article).getByTestId('result-subtotal').textContent).toBe('€39.99');
    expect(within(article).getByTestId('result-serviceFee').textContent).toBe('€1.00');
    expect(within(article).getByTestId('result-total').textContent).toBe('€40.99');
    expect(within(article).getByTestId('result-net').textContent).toBe('€34.29');
    expect(within(article).getByTestId('result-vat-19').textContent).toBe('€6.70');
    expect(within(article).getByText('PayPal')).toBeTruthy();
    expect(within(article).getByText('VC-AAAA-BBBB-CCCC')).toBeTruthy();
    expect(within(article).getByText('MATCH-1')).toBeTruthy();
    // the install link is a phone's (tests/features/commit/EsimActivation.test.tsx): here the details
    expect(within(article).getByText('smdp.sandbox.example')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Print receipt' })).toBeTruthy();
  });

  it('offers no receipt for an order that was not paid', async () => {
    renderOrderPage(() => ({ ...order, orderStatus: 'failed', paymentStatus: 'declined', deliveries: [] }));
    await screen.findByRole('article', { name: 'Order SBX42' });
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull();
  });

  it("says not found for a number the backend does not give this customer (another customer's)", async () => {
    renderOrderPage(() => ({ status: 404, errorCode: 'UNKNOWN_ORDER' }));
    expect(
      await screen.findByText('This order is not in your account. Please open it from your list of orders.'),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your orders' }).getAttribute('href')).toBe(
      '/account/orders',
    );
  });

  it('sends a guest to the sign-in, which comes back to this order', async () => {
    vi.stubGlobal('fetch', fakeFetch().fetch);
    const { router } = render(<OrderPage />, {
      preloadedState: { auth: { user: null }, authView: hydrated },
      router: { asPath: '/account/orders/SBX42' },
    });
    await vi.waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith({
        pathname: '/login',
        query: { from: '/account/orders/SBX42' },
      }),
    );
  });

  it('opens from its card in the order history', () => {
    render(<OrderCard order={order} headingLevel="h2" />, { preloadedState: signedIn });
    expect(screen.getByRole('link', { name: 'Order SBX42' }).getAttribute('href')).toBe(
      '/account/orders/SBX42',
    );
  });
});

describe('the profile', { timeout: 30_000 }, () => {
  it('shows the e-mail address and one heading per section, none repeating the page title', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        on(profileRoute, () => ({
          userId: 'u1',
          ...user,
          street: null,
          houseNumber: null,
          zip: null,
          city: null,
          countryCode: null,
        })),
      ).fetch,
    );
    render(<ProfilePage />, { preloadedState: signedIn });
    expect((await screen.findByTestId('profile-email')).textContent).toBe('ada@example.com');
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Personal details', 'Email address', 'Name and address', 'Change password']);
  });
});

describe('the profile reads a number as the top-up form does', { timeout: 30_000 }, () => {
  const stored: Profile = {
    userId: 'u1',
    ...user,
    phoneNumber: '+4915112345678',
    street: null,
    houseNumber: null,
    zip: null,
    city: null,
    countryCode: null,
  };
  function renderProfile() {
    const backend = fakeFetch(
      on(profileRoute, () => stored),
      on(profileEditRoute, (call) => ({ ...stored, ...(call.body as Partial<Profile>) })),
    );
    vi.stubGlobal('fetch', backend.fetch);
    return { ...render(<ProfilePage />, { preloadedState: signedIn }), backend };
  }

  it('shows the stored number as people write it', async () => {
    renderProfile();
    const field = await screen.findByRole('textbox', { name: 'Mobile number' });
    await vi.waitFor(() => expect(field).toHaveProperty('value', '+49 1511 2345678'));
  });

  it.each([
    ['a national number', '015112345413', '+4915112345413'],
    ['a national number with spaces', '0151 1234 5413', '+4915112345413'],
    ['an international one', '+49 151 12345413', '+4915112345413'],
  ])('accepts %s (%s) and saves it as E.164', async (_, typed, e164) => {
    const { user: typist, backend } = renderProfile();
    const field = await screen.findByRole('textbox', { name: 'Mobile number' });
    await vi.waitFor(() => expect(field).toHaveProperty('value', '+49 1511 2345678'));
    await typist.clear(field);
    await typist.type(field, typed);
    await typist.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(backend.calls.some((call) => call.route === 'editProfile')).toBe(true));
    const edit = backend.calls.find((call) => call.route === 'editProfile');
    expect(edit?.body).toMatchObject({ phoneNumber: e164 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a landline with the rule it breaks, brings the field into view and saves nothing', async () => {
    const { user: typist, backend } = renderProfile();
    const field = await screen.findByRole('textbox', { name: 'Mobile number' });
    const scrolled = vi.fn();
    field.scrollIntoView = scrolled;
    await typist.clear(field);
    await typist.type(field, '030 12345678');
    await typist.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is a landline number. Please enter a mobile number.',
    );
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(document.activeElement).toBe(field);
    expect(backend.calls.some((call) => call.route === 'editProfile')).toBe(false);
  });
});

describe('the SMS top-up page', { timeout: 30_000 }, () => {
  it("explains the tenant's example SMS part by part, and the PIN field says what the PIN is for", async () => {
    vi.stubGlobal('fetch', fakeFetch(on(smsQueryRoute, () => ({ rows: [] }))).fetch);
    render(<SmsTopupsPage />, {
      preloadedState: signedIn,
      tenant: tenantFixture({ topup: { exampleSms: 'KOOP 15 1234' } }),
    });
    const help = await screen.findByRole('region', { name: 'How to top up by SMS' });
    expect(within(help).getByTestId('sms-example').textContent).toBe('KOOP 15 1234');
    const terms = within(help)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const meanings = within(help)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms).toEqual(['KOOP', '15', '1234']);
    expect(meanings).toEqual([
      'the keyword for a top-up. Type it exactly like this.',
      'the amount: this tops up €15.00.',
      'your PIN: the 4 digits you choose below for this number. Without it, nobody can top up at your expense.',
    ]);
    expect(within(help).getByText(/From the mobile number you want to top up/)).toBeTruthy();
    const pin = screen.getByRole('textbox', { name: /PIN \(4 digits\)/ });
    expect(document.getElementById(pin.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You send this PIN with every SMS top-up.',
    );
  });
});
