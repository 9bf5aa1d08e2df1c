import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_TYPED_GLOBAL } from '@/config/keptTyped';
import { addToCartRoute, addVouchersRoute } from '@/api';
import { TopupForm } from '@/features/topup';
import { LoadedForm as FormProper } from '@/features/topup/LoadedForm';
import { typedValues } from '@/features/topup/prefill';
import { LoadedForm } from '@/features/topup/TopupForm';
import { RouterContext } from '@/framework/routerContext';
import {
  baseTexts,
  configure,
  createMockRouter,
  render,
  renderServerHtml,
  screen,
  waitFor,
  within,
} from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on, product } from '../cart/fakeCartBackend';

// async steps wait on lazily loaded chunks (phone metadata, notifications): room for busy machines
configure({ asyncUtilTimeout: 5_000 });

interface Texts {
  invalidVoucherCode: string;
  unknownCartErrorMessage: string;
  productQuantityLimit: string;
  topup: { phone: string; errors: Record<string, string>; kinds: Record<string, string> };
  phone: { errors: Record<string, string> };
}
const en = baseTexts('en').common as unknown as Texts;
const topupText = en.topup;
const phoneErrors = en.phone.errors;
/** the texts an element's aria-describedby points at */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const products = [
  product({ productId: 'testshop-topup-10', name: 'Top-up 10', faceValue: 10 }),
  product({ productId: 'testshop-topup-15', name: 'Top-up 15', faceValue: 15 }),
  product({
    productId: 'testshop-topup-free',
    name: 'Any amount',
    faceValue: null,
    minAmount: 5,
    maxAmount: 150,
  }),
  product({ productId: 'testshop-topup-75', name: 'Top-up 75', faceValue: 75, status: 'COMING_SOON' }),
  product({
    productId: 'testshop-voucher-15',
    name: 'Voucher 15',
    faceValue: 15,
    objectType: 'VOUCHER',
    serviceFee: 0.5,
  }),
  product({ productId: 'other-topup-10', brandId: 'other', faceValue: 10 }),
];

const congstarLike = tenantFixture({
  topup: {
    kinds: ['ONCE_OFF', 'AUTOMATIC', 'SMS'],
    autoTopupTypes: ['LOW_BALANCE', 'MONTHLY', 'TARIFF'],
    lowBalanceLimit: 5,
    exampleSms: 'KOOP 15 1234',
    autoTopupLightOffered: true,
    differentAmountPlaceholder: 45,
  },
  features: { cartPageAvailable: false, skipCartPageAtCheckout: true },
});

// The form proper is its own chunk, fetched while the products load; loaded ahead, it renders at once.
beforeAll(async () => {
  await LoadedForm.load();
});

let backend: ReturnType<typeof fakeFetch>;
let answer: () => object;
beforeEach(() => {
  answer = () => cartOf([cartItem({ itemKey: 'item-1' })]);
  backend = fakeFetch(
    on(addToCartRoute, () => answer() as never),
    on(addVouchersRoute, () => ({ status: 422, errorCode: 'VOUCHER_TOKEN_INVALID' })),
  );
  vi.stubGlobal('fetch', backend.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;

const renderForm = (tenant = congstarLike, router = {}) => ({
  ...render(<TopupForm brandId="testshop" products={products} />, { tenant, router }),
  user: userEvent.setup({ delay: null }),
});

// a whole form filled per test: slow machines need more than the default 5 s
describe('TopupForm', { timeout: 20_000 }, () => {
  it('offers the tenant’s kinds with once-off chosen, and the brand’s face values', () => {
    renderForm();
    const kinds = screen.getByRole('radiogroup', { name: 'How would you like to top up?' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ONCE_OFF', 'AUTOMATIC', 'SMS']);
    expect(isChecked(within(kinds).getByRole('radio', { name: topupText.kinds['ONCE_OFF']! }))).toBe(true);
    const amounts = screen.getByRole('radiogroup', { name: 'Amount' });
    expect(isChecked(within(amounts).getByRole('radio', { name: /€10\.00/ }))).toBe(true);
    // a product that is not ACTIVE is shown with its status and cannot be chosen
    expect(
      (within(amounts).getByRole('radio', { name: /€75\.00.*Coming soon/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    // another brand's product is not offered
    expect(within(amounts).getAllByRole('radio')).toHaveLength(4);
  });

  it('hides the kind choice where the shop offers only once-off', () => {
    renderForm(tenantFixture({ topup: { kinds: ['ONCE_OFF'], autoTopupTypes: [] } }));
    expect(screen.queryByRole('radiogroup', { name: 'How would you like to top up?' })).toBeNull();
  });

  it('lists automatic first where the tenant says so, once-off still chosen', () => {
    renderForm(
      tenantFixture({
        topup: { kinds: ['ONCE_OFF', 'AUTOMATIC'], autoTopupTypes: ['WEEKLY'], autoTopupFirst: true },
      }),
    );
    const radios = within(
      screen.getByRole('radiogroup', { name: 'How would you like to top up?' }),
    ).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['AUTOMATIC', 'ONCE_OFF']);
    expect(isChecked(radios[1]!)).toBe(true);
  });

  it('says what is wrong, announces it and focuses the first wrong field', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    expect((await screen.findByText(phoneErrors['required']!)).getAttribute('role')).toBe('alert');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(description(phone)).toBe(phoneErrors['required']!);
    await user.type(phone, '030 12345678');
    expect(await screen.findByText(phoneErrors['landline']!)).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '0151 12345678');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('false'));
    expect(backend.calls).toHaveLength(0);
  });

  it('checks the different amount against the product’s range, with the tenant’s placeholder', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Different amount' }));
    const amount = screen.getByRole('textbox', { name: /Your amount/ });
    expect(amount.getAttribute('placeholder')).toBe('45');
    await user.type(amount, '151');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '015112345678');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please enter an amount from €5.00 to €150.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '12,50');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(backend.calls).toHaveLength(1));
    expect(backend.calls[0]!.body).toEqual({
      items: [{ productId: 'testshop-topup-free', amount: 12.5, phoneNumber: '+4915112345678' }],
    });
  });

  it('adds one item per unit, then goes straight to payment where the tenant skips the cart', async () => {
    const { user, router, store } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0151 12345678');
    await user.click(screen.getByRole('radio', { name: /€15\.00/ }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/shop/checkout/payment'));
    expect((backend.calls[0]!.body as { items: unknown[] }).items).toHaveLength(3);
    expect(store.getState().cart.cartName).toBe('cart-1');
  });

  it('goes to the cart page where the tenant has one', async () => {
    const { user, router } = renderForm(
      tenantFixture({ features: { cartPageAvailable: true, skipCartPageAtCheckout: false } }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0151 12345678');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/shop/checkout/cart'));
  });

  it('automatic: only the tenant’s types, the limit, the light option', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('radio', { name: topupText.kinds['AUTOMATIC']! }));
    const types = screen.getByRole('radiogroup', { name: 'When should we top up?' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['LOW_BALANCE', 'MONTHLY', 'TARIFF']);
    expect(screen.getByText('We top up as soon as your balance falls below €5.00.')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Light auto top-up/ }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0151 12345678');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(backend.calls[0]!.body).toEqual({
      items: [
        {
          productId: 'testshop-topup-10',
          amount: 10,
          phoneNumber: '+4915112345678',
          autoTopupOption: { lowBalanceOption: { lowBalanceLimit: 5 } },
          autoTopupLight: true,
        },
      ],
    });
  });

  it('weekly: the days are Monday to Sunday in the page language, sent as 1-7', async () => {
    const shop = tenantFixture({
      topup: { kinds: ['ONCE_OFF', 'AUTOMATIC'], autoTopupTypes: ['WEEKLY', 'MONTHLY'] },
    });
    const { user, router } = renderForm(shop);
    await user.click(screen.getByRole('radio', { name: topupText.kinds['AUTOMATIC']! }));
    const weekday = screen.getByRole('combobox', { name: 'Day of the week' });
    const days = within(weekday)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await user.selectOptions(weekday, 'Sunday');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0151 12345678');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(backend.calls[0]!.body).toMatchObject({
      items: [{ autoTopupOption: { recurringOption: { recurringType: 'WEEKLY', recurringDay: 7 } } }],
    });
  });

  it('SMS top-up: the example SMS, a 4-digit PIN and consent', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: topupText.kinds['SMS']! }));
    expect(screen.getByText('KOOP 15 1234')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Amount' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0151 12345678');
    await user.type(screen.getByRole('textbox', { name: 'PIN (4 digits)' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(topupText.errors['pinInvalid']!)).toBeTruthy();
    expect(screen.getByText(topupText.errors['smsConsentRequired']!)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'PIN (4 digits)' }), '34');
    await user.click(screen.getByRole('checkbox', { name: /agree/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(backend.calls).toHaveLength(1));
    expect(backend.calls[0]!.body).toMatchObject({
      items: [{ amount: 0, smsTopupConsent: { pinCode: '1234' } }],
    });
  });

  it('voucher: delivery by SMS or WhatsApp and a promo code where offered', async () => {
    const shop = tenantFixture({
      voucherDeliveryOptions: ['sms', 'whatsapp'],
      topup: { kinds: ['ONCE_OFF', 'VOUCHER'], autoTopupTypes: [], hasVouchers: true, allowPromoCodes: true },
    });
    const { user, router } = renderForm(shop);
    await user.click(screen.getByRole('radio', { name: topupText.kinds['VOUCHER']! }));
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0151 12345678');
    await user.type(screen.getByRole('textbox', { name: 'Promo code (optional)' }), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // the voucher is in the cart; the bad code is said, and can be retried in the cart
    expect(await screen.findByText(en.invalidVoucherCode)).toBeTruthy();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/shop/checkout/cart'));
    expect(backend.calls[0]!.body).toMatchObject({
      items: [{ productId: 'testshop-voucher-15', channel: 'whatsapp' }],
    });
  });

  it('shows a SPEC §8 add-to-cart error and keeps everything as typed', async () => {
    answer = () => ({ status: 422, errorCode: 'CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED' });
    const { user, router } = renderForm();
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(phone, '0151 12345678');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(en.productQuantityLimit)).toBeTruthy();
    expect((phone as HTMLInputElement).value).toBe('01511 2345678');
    expect(router.push).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the remembered cart with items is gone, and adds to a new one', async () => {
    backend = fakeFetch(
      on(addToCartRoute, (call) =>
        (call.body as { cartName?: string }).cartName
          ? { status: 404, errorCode: 'UNKNOWN_CART' }
          : cartOf([cartItem({ itemKey: 'item-1' })], { cartName: 'fresh' }),
      ),
    );
    vi.stubGlobal('fetch', backend.fetch);
    const { store } = render(<TopupForm brandId="testshop" products={products} />, {
      tenant: congstarLike,
      preloadedState: { cart: { cartName: 'expired', itemCount: 2 } },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0151 12345678');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(en.unknownCartErrorMessage)).toBeTruthy();
    expect(store.getState().cart.cartName).toBe('fresh');
  });

  it('prefills the number and amount a failed web request came back with', async () => {
    render(<TopupForm brandId="testshop" products={products} />, {
      tenant: congstarLike,
      router: { query: { msisdn: '015112345678', amount: '15' }, isReady: true },
    });
    // formatted once the phone metadata is in
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe(
        '01511 2345678',
      ),
    );
    expect(isChecked(screen.getByRole('radio', { name: /€15\.00/ }))).toBe(true);
  });

  it('shows placeholders while the products load', () => {
    render(<TopupForm brandId="testshop" products={[]} loading />, { tenant: congstarLike });
    expect(screen.getByLabelText('Loading top-ups').getAttribute('aria-busy')).toBe('true');
  });

  it.each([
    ['a kind the form offers, with its options', 'AUTOMATIC', 'AUTOMATIC'],
    ['no kind the form does not offer', 'VOUCHER', 'ONCE_OFF'],
  ])('takes over from the server’s form %s', (_, chosen, shown) => {
    render(
      <FormProper
        tenant={congstarLike}
        brandId="testshop"
        products={products}
        typed={{ kind: chosen as 'AUTOMATIC', phone: '015112345678' }}
      />,
      { tenant: congstarLike },
    );
    expect(isChecked(screen.getByRole('radio', { name: topupText.kinds[shown] }))).toBe(true);
    // ADR 22: what was typed before hydration stays, formatted once the phone metadata is in
    expect((screen.getByRole('textbox', { name: topupText.phone }) as HTMLInputElement).value).toMatch(
      /^01511 ?2345678$/,
    );
    expect(screen.queryAllByRole('radio', { name: /balance is low/i }).length > 0).toBe(
      shown === 'AUTOMATIC',
    );
  });
});

/** ADR 0032: phone numbers as people write them. */
describe('TopupForm: the phone number', { timeout: 20_000 }, () => {
  const phoneBox = () => screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement;
  const phoneFormat = async (user: ReturnType<typeof userEvent.setup>) => {
    // the first keystrokes may come before the metadata: they are formatted when it is in
    await waitFor(() => expect(phoneBox().value).toBe('01511 2345678'));
    await user.clear(phoneBox());
  };

  it('is formatted as typed for the shop’s country, behind its calling code', async () => {
    const { user } = renderForm();
    await user.type(phoneBox(), '015112345678');
    await phoneFormat(user);
    await user.type(phoneBox(), '0151');
    expect(phoneBox().value).toBe('0151');
    await user.type(phoneBox(), '12345678');
    expect(phoneBox().value).toBe('01511 2345678');
    expect(screen.getByText('+49')).toBeTruthy();
  });

  it('takes digits only: letters and other signs are not entered', async () => {
    const { user } = renderForm();
    await user.type(phoneBox(), '015112345678');
    await phoneFormat(user);
    await user.type(phoneBox(), '0151abc1234x5678!');
    expect(phoneBox().value).toBe('01511 2345678');
  });

  it('a pasted +CC of another country says the shop tops up only its own, at once', async () => {
    const { user } = renderForm();
    await user.type(phoneBox(), '015112345678');
    await phoneFormat(user);
    await user.click(phoneBox());
    await user.paste('+31612345678');
    expect(phoneBox().value).toBe('+31 6 12345678');
    // the number carries its own code: no "+49 +31…"
    expect(screen.queryByText('+49')).toBeNull();
    const message = phoneErrors['wrongCountry_one']!.replace('{{countries}}', 'Germany (+49)');
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
    await user.clear(phoneBox());
    await user.type(phoneBox(), '0151');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('a pasted +CC of another of the shop’s countries selects that country', async () => {
    const { user } = renderForm(tenantFixture({ phoneCountryCodes: ['de', 'nl'] }));
    await user.type(phoneBox(), '015112345678');
    await phoneFormat(user);
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('de');
    await user.click(phoneBox());
    await user.paste('+31612345678');
    expect(phoneBox().value).toBe('+31 6 12345678');
    expect(country.value).toBe('nl');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(backend.calls).toHaveLength(1));
    expect(backend.calls[0]!.body).toMatchObject({ items: [{ phoneNumber: '+31612345678' }] });
  });

  it.each([
    ['0151 123', 'tooShort'],
    ['0151 123456789', 'tooLong'],
    ['030 12345678', 'landline'],
  ])('%s is refused with the rule it breaks (%s)', async (typed, rule) => {
    const { user } = renderForm();
    await user.type(phoneBox(), typed);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByText(phoneErrors[rule]!)).getAttribute('role')).toBe('alert');
    expect(backend.calls).toHaveLength(0);
  });
});

/** The form on a page whose address (its query) the test changes, as client-side navigations do. */
function AtAddress({ query, ready = true }: { query: Record<string, string>; ready?: boolean }) {
  return (
    <RouterContext.Provider value={createMockRouter({ query, isReady: ready })}>
      <TopupForm brandId="testshop" products={products} />
    </RouterContext.Provider>
  );
}

const vouchersToo = tenantFixture({
  topup: { kinds: ['ONCE_OFF', 'AUTOMATIC', 'VOUCHER'], autoTopupTypes: ['MONTHLY'], hasVouchers: true },
});

describe('TopupForm: the amount the address names', { timeout: 20_000 }, () => {
  const chosen = (name: RegExp | string) => isChecked(screen.getByRole('radio', { name }));

  it('is the one chosen whenever the address changes, with the form in; a pick of the customer’s own stands until it changes again', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<AtAddress query={{}} />, { tenant: vouchersToo });
    expect(chosen(/€10\.00/)).toBe(true);

    rerender(<AtAddress query={{ amount: '15' }} />);
    expect(chosen(/€15\.00/)).toBe(true);

    await user.click(screen.getByRole('radio', { name: /€10\.00/ }));
    // the same address again (another render, another query object): the customer's pick stands
    rerender(<AtAddress query={{ amount: '15', from: 'elsewhere' }} />);
    expect(chosen(/€10\.00/)).toBe(true);

    // a product's card: its kind and the product itself
    rerender(<AtAddress query={{ product: 'testshop-voucher-15', amount: '15' }} />);
    expect(chosen(topupText.kinds['VOUCHER']!)).toBe(true);
    expect(chosen(/€15\.00/)).toBe(true);

    // an amount no face value has: the different amount, with the credit's kind again
    rerender(<AtAddress query={{ amount: '42' }} />);
    expect(chosen(topupText.kinds['ONCE_OFF']!)).toBe(true);
    expect(chosen('Different amount')).toBe(true);
    expect((screen.getByRole('textbox', { name: /Your amount/ }) as HTMLInputElement).value).toBe('42');
  });

  it('forgets, when the address changes, what was picked in the server’s form before it', () => {
    const kept = window as unknown as Record<string, unknown>;
    // what the kept-typing script noted in the server's form (the form's code takes the notes it
    // finds as it comes in, so they are noted after it here)
    const note = () => {
      const values = { amount: 'testshop-topup-10', phone: '0151' };
      kept[KEPT_TYPED_GLOBAL] = { topup: { values, submitted: false } };
      return values;
    };
    try {
      // a static page learns its address after hydration: the one it was opened with came before
      // anything was picked
      const { rerender } = render(<AtAddress query={{}} ready={false} />, { tenant: congstarLike });
      let noted = note();
      rerender(<AtAddress query={{ amount: '15' }} />);
      expect(noted).toEqual({ amount: 'testshop-topup-10', phone: '0151' });
      rerender(<AtAddress query={{ amount: '15', from: 'elsewhere' }} />);
      expect(noted).toEqual({ amount: 'testshop-topup-10', phone: '0151' });
      rerender(<AtAddress query={{ amount: '20' }} />);
      expect(noted).toEqual({});
      noted = note();
      rerender(<AtAddress query={{}} />);
      expect(noted).toEqual({});
    } finally {
      delete kept[KEPT_TYPED_GLOBAL];
    }
  });

  it('the server’s form hands over a field the address fills only where the customer changed it', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="phone" value="0151 2345"><input type="radio" name="amount" value="a" checked>' +
      '<input type="radio" name="amount" value="b"><input name="quantity" value="2">';
    const filled = ['kind', 'amount', 'customAmount'];
    expect(typedValues(form)).toEqual({ phone: '0151 2345', productId: 'a', quantity: '2' });
    expect(typedValues(form, filled, [])).toEqual({ phone: '0151 2345', quantity: '2' });
    expect(typedValues(form, filled, ['amount'])).toEqual({
      phone: '0151 2345',
      productId: 'a',
      quantity: '2',
    });
  });
});

describe('TopupForm: what the customer pays', { timeout: 20_000 }, () => {
  it('says, before add to cart, the total with the service fee of each one bought', async () => {
    const { user } = renderForm(vouchersToo);
    // a top-up without fee, one of it: the amount is the total
    expect(screen.queryByTestId('topup-total')).toBeNull();
    await user.click(screen.getByRole('radio', { name: topupText.kinds['VOUCHER']! }));
    const voucher = screen.getByRole('radio', { name: /€15\.00/ });
    expect(voucher.closest('label')?.textContent).toContain('€15.50 incl. €0.50 service fee');
    expect(screen.getByTestId('topup-total').textContent).toBe('Total: €15.50 incl. €0.50 service fee');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(screen.getByTestId('topup-total').textContent).toBe('Total: €31.00 incl. €1.00 service fee');
    // more than one top-up without fee
    await user.click(screen.getByRole('radio', { name: topupText.kinds['ONCE_OFF']! }));
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByTestId('topup-total').textContent).toBe('Total: €30.00');
  });

  it('is in the server’s HTML of a form whose first amount has a fee', () => {
    const feeFirst = products.map((entry) =>
      entry.productId === 'testshop-topup-10' ? { ...entry, serviceFee: 0.25 } : entry,
    );
    const html = renderServerHtml(<TopupForm brandId="testshop" products={feeFirst} />, {
      tenant: congstarLike,
    });
    expect(html.querySelector('[data-testid="topup-total"]')?.textContent).toBe(
      'Total: €10.25 incl. €0.25 service fee',
    );
  });
});
