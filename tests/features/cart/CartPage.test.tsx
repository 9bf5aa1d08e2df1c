import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addVouchersRoute,
  getCartRoute,
  removeItemRoute,
  removeVouchersRoute,
  setItemCountRoute,
  type Cart,
} from '@/api';
import { CartLink } from '@/features/cart';
import { CartPage } from '@/features/cart/CartPage';
import { baseTexts, configure, render, screen, waitFor, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on } from './fakeCartBackend';

// async steps wait on lazily loaded chunks (phone metadata, notifications): room for busy machines
configure({ asyncUtilTimeout: 5_000 });

const en = baseTexts('en').common as Record<string, string>;

const items = [
  cartItem({ itemKey: 'item-1', productName: 'Top-up 15', amount: 15, grossAmount: 30, quantity: 2 }),
  cartItem({
    itemKey: 'item-2',
    productName: 'Top-up 20',
    amount: 20,
    grossAmount: 20,
    phoneNumber: '+4915112349999',
    autoTopupOption: { recurringOption: { recurringType: 'WEEKLY', recurringDay: 5 } },
  }),
];

/** A small cart backend over one cart: counts, removals and the two sandbox voucher rules. */
function cartBackend(start: Cart | { status: number; errorCode: string }) {
  let cart = start;
  const current = () => cart as Cart;
  return fakeFetch(
    on(getCartRoute, () => cart),
    on(setItemCountRoute, (call) => {
      const count = Number(call.params.count);
      if (count > 5) return { status: 422, errorCode: 'CART_LIMIT_PER_PRODUCT_COUNT_VALUE_EXCEEDED' };
      cart = cartOf(
        current().items.map((i) =>
          i.itemKey === call.params.itemKey ? { ...i, quantity: count, grossAmount: i.amount * count } : i,
        ),
      );
      return cart;
    }),
    on(
      removeItemRoute,
      (call) => (cart = cartOf(current().items.filter((i) => i.itemKey !== call.params.itemKey))),
    ),
    on(addVouchersRoute, (call) => {
      const codes = (call.body as { voucherCodes: string[] }).voucherCodes;
      if (codes[0] !== 'SANDBOX5') return { status: 422, errorCode: 'VOUCHER_TOKEN_INVALID' };
      return (cart = cartOf(current().items, { vouchers: ['SANDBOX5'], discount: 5 }));
    }),
    on(removeVouchersRoute, () => (cart = cartOf(current().items))),
  );
}

function renderCart(
  options: {
    cart?: Cart | { status: number; errorCode: string };
    detailed?: boolean;
    cartName?: string | null;
    language?: string;
    promoCodes?: boolean;
    cartPage?: boolean;
  } = {},
) {
  const backend = cartBackend(options.cart ?? cartOf(items));
  vi.stubGlobal('fetch', backend.fetch);
  const tenant = tenantFixture({
    features: { detailedCart: options.detailed ?? false, cartPageAvailable: options.cartPage ?? true },
    topup: { allowPromoCodes: options.promoCodes ?? true },
  });
  const view = render(
    <>
      <CartLink />
      <CartPage />
    </>,
    {
      tenant,
      language: options.language ?? 'en',
      preloadedState: {
        cart: { cartName: options.cartName === undefined ? 'cart-1' : options.cartName, itemCount: 3 },
        cartContent: { cart: null, status: 'idle', busy: false, hydrated: true },
      },
    },
  );
  return { ...view, backend, user: userEvent.setup({ delay: null }) };
}

afterEach(() => vi.unstubAllGlobals());

const total = () => screen.getByTestId('cart-total').textContent;

describe('CartPage', { timeout: 20_000 }, () => {
  it('reads the remembered cart and shows each item with its number, kind, schedule and price', async () => {
    const { backend } = renderCart();
    const first = await screen.findByRole('listitem', { name: 'Top-up 15' });
    expect(backend.calls[0]).toMatchObject({ route: 'getCart', params: { cartName: 'cart-1' } });
    expect(within(first).getByText('+4915112345678')).toBeTruthy();
    expect(within(first).getByText('Top up once')).toBeTruthy();
    expect(within(first).getByText('€30.00')).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'Top-up 20' });
    expect(within(second).getByText('Automatic top-up · every Friday')).toBeTruthy();
    expect(total()).toBe('€50.00');
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(
      '/shop/checkout/payment',
    );
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  it('formats prices in the page language', async () => {
    renderCart({ language: 'de' });
    await screen.findByRole('listitem', { name: 'Top-up 15' });
    expect(total()?.replace(/\s/g, ' ')).toBe('50,00 €');
    expect(screen.getByText('Automatisch aufladen · jeden Freitag')).toBeTruthy();
  });

  it('shows net amount and VAT in the detailed cart', async () => {
    renderCart({ detailed: true });
    await screen.findByRole('listitem', { name: 'Top-up 15' });
    expect(screen.getByTestId('cart-net').textContent).toBe('€42.02');
    expect(screen.getByTestId('cart-vat').textContent).toBe('€7.98');
    expect(screen.getAllByText(/each, plus €0.00 service fee/)).toHaveLength(2);
  });

  it('changes the count and removes an item, keeping the badge in step', async () => {
    const { user, store } = renderCart();
    const first = await screen.findByRole('listitem', { name: 'Top-up 15' });
    await user.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(total()).toBe('€65.00'));
    expect(store.getState().cart.itemCount).toBe(4);
    await user.click(screen.getByRole('button', { name: 'Remove Top-up 20' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Top-up 20' })).toBeNull());
    expect(total()).toBe('€45.00');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  it('says which cart limit a count breaks, and keeps the cart as it was', async () => {
    const { user } = renderCart({
      cart: cartOf([cartItem({ itemKey: 'item-1', quantity: 5, grossAmount: 75 })]),
    });
    const row = await screen.findByRole('listitem', { name: 'Top-up 15' });
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText(en.productQuantityLimit!)).toBeTruthy();
    expect(within(row).getByText('5')).toBeTruthy();
  });

  it('applies a valid voucher, refuses an invalid one, removes a code', async () => {
    const { user } = renderCart();
    await screen.findByRole('listitem', { name: 'Top-up 15' });
    const field = screen.getByRole('textbox', { name: 'Voucher or promo code' });
    await user.type(field, 'WRONG1');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(en.invalidVoucherCode!)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('WRONG1');
    await user.clear(field);
    await user.type(field, 'SANDBOX5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total()).toBe('€45.00'));
    expect(screen.getByTestId('cart-discount').textContent).toBe('-€5.00');
    expect((field as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Remove code SANDBOX5' }));
    await waitFor(() => expect(total()).toBe('€50.00'));
  });

  it('has no voucher or promo code form where the tenant allows no promo codes (SPEC §3)', async () => {
    renderCart({ promoCodes: false });
    await screen.findByRole('listitem', { name: 'Top-up 15' });
    expect(screen.queryByRole('textbox', { name: 'Voucher or promo code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('has no header cart link where the tenant has no cart page (SPEC §2)', async () => {
    renderCart({ cartPage: false });
    await screen.findByRole('listitem', { name: 'Top-up 15' });
    expect(screen.queryByRole('link', { name: 'Cart, 3 items' })).toBeNull();
  });

  it('checks the code format before asking the backend', async () => {
    const { user, backend } = renderCart();
    await screen.findByRole('listitem', { name: 'Top-up 15' });
    await user.type(screen.getByRole('textbox', { name: 'Voucher or promo code' }), 'NO WAY');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      (await screen.findByText('A code has only letters, digits and dashes.')).getAttribute('role'),
    ).toBe('alert');
    expect(backend.calls.map((c) => c.route)).toEqual(['getCart']);
  });

  it('says when the cart is empty, with a way back to shopping', async () => {
    renderCart({ cartName: null });
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/shop/topup/testshop',
    );
  });

  it('SPEC §8: UNKNOWN_CART resets the cart and says so', async () => {
    const { store } = renderCart({ cart: { status: 404, errorCode: 'UNKNOWN_CART' } });
    expect(await screen.findByText(en.unknownCartErrorMessage!)).toBeTruthy();
    // the reset cart renders after the message, in a render of its own
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(store.getState().cart.cartName).toBeNull();
  });

  it('a failed load offers a retry and forgets nothing', async () => {
    const { user, store, backend } = renderCart({ cart: { status: 502, errorCode: 'UPSTREAM_UNAVAILABLE' } });
    expect(await screen.findByText('Your cart could not be loaded.')).toBeTruthy();
    expect(store.getState().cart.cartName).toBe('cart-1');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(backend.calls).toHaveLength(2));
  });
});
