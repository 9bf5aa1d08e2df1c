import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCartRoute, productSearchRoute, type Product } from '@/api';
import { RepeatOrder } from '@/features/cart';
import { baseTexts, configure, render, screen, waitFor } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on, product } from './fakeCartBackend';
import { orderItem as ordered, ORDERED_PHONE as PHONE, type OrderItem } from '../../fixtures/orderItem';

// the add loads the cart's calls lazily: room for busy machines
configure({ asyncUtilTimeout: 5_000 });

const en = baseTexts('en').common as Record<string, Record<string, string>>;
const texts = en.repeatOrder!;

const sold: Product[] = [10, 20, 30].map((value) =>
  product({ productId: `testshop-topup-${value}`, name: `Top-up ${value}`, faceValue: value }),
);

/** The shop's backend: the products sold now, and an add to cart that records what it got. */
function renderRepeat(items: OrderItem[]) {
  const backend = fakeFetch(
    on(productSearchRoute, () => ({
      items: sold,
      paginationParams: { page: 0, size: 100 },
      metadata: { count: sold.length, totalCount: sold.length },
    })),
    on(addToCartRoute, () => cartOf([cartItem({ itemKey: 'k1' })])),
  );
  vi.stubGlobal('fetch', backend.fetch);
  // a shop with a cart page: the repeat still goes straight to payment
  const tenant = tenantFixture({ features: { cartPageAvailable: true, skipCartPageAtCheckout: false } });
  const view = render(<RepeatOrder items={items} orderNumber="SBX9" />, { tenant });
  const added = () => backend.calls.filter((call) => call.route === 'addToCart');
  return { ...view, added };
}

const button = () => screen.getByRole('button', { name: texts.labelOf!.replace('{{number}}', 'SBX9') });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('top up again', () => {
  it('one tap: the same number, product, amount and count through add to cart, then payment', async () => {
    const { user, added, router } = renderRepeat([
      ordered({ productId: 'testshop-topup-20', amount: 20, quantity: 2 }),
    ]);
    // the visible words are part of its name
    expect(button().textContent).toBe(texts.action);
    await user.click(button());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/shop/checkout/payment'));
    expect(added().map((call) => call.body)).toEqual([
      {
        items: [
          { productId: 'testshop-topup-20', amount: 20, phoneNumber: PHONE },
          { productId: 'testshop-topup-20', amount: 20, phoneNumber: PHONE },
        ],
      },
    ]);
  });

  it('a product no longer sold is said with the nearest amount, and nothing is added until it is taken', async () => {
    const { user, added, router } = renderRepeat([
      ordered({ productId: 'testshop-topup-25', productName: 'Top-up 25', amount: 25 }),
    ]);
    await user.click(button());
    const said = await screen.findByRole('status');
    expect(said.textContent).toContain(
      'Top-up 25 (€25.00) is no longer sold. The nearest amount offered is €20.00.',
    );
    expect(added()).toHaveLength(0);
    expect(router.push).not.toHaveBeenCalled();

    await user.click(
      screen.getByRole('button', { name: texts.takeNearest!.replace('{{amount}}', '€20.00') }),
    );
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/shop/checkout/payment'));
    expect(added().map((call) => call.body)).toEqual([
      { items: [{ productId: 'testshop-topup-20', amount: 20, phoneNumber: PHONE }] },
    ]);
  });

  it('nothing like it sold: said plainly, with nothing to take', async () => {
    const { user, added } = renderRepeat([
      ordered({ productId: 'gone-topup-15', productName: 'Gone 15', brand: { brandId: 'gone' } }),
    ]);
    await user.click(button());
    expect((await screen.findByRole('status')).textContent).toContain(
      'Gone 15 (€15.00) is no longer sold, and nothing like it is offered now.',
    );
    expect(screen.queryByRole('button', { name: texts.takeOffered })).toBeNull();
    expect(added()).toHaveLength(0);
  });

  it('an automatic top-up says before the tap that it is bought once, and goes in without its schedule', async () => {
    const { user, added, router } = renderRepeat([
      ordered({
        productId: 'testshop-topup-10',
        amount: 10,
        additionalData: { lowBalanceLimit: 5, autoTopupFrequency: 'LOW_BALANCE' },
      }),
    ]);
    // the notice is the button's description, so a screen reader hears it with the button
    const description = document.getElementById(button().getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(`${texts.oneOff} ${texts.manageAutomatic}`);
    expect(screen.getByRole('link', { name: texts.manageAutomatic }).getAttribute('href')).toBe(
      '/account/auto-topups',
    );
    await user.click(button());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/shop/checkout/payment'));
    expect(added().map((call) => call.body)).toEqual([
      { items: [{ productId: 'testshop-topup-10', amount: 10, phoneNumber: PHONE }] },
    ]);
  });

  it('a once-off order has no such notice', () => {
    renderRepeat([ordered({ productId: 'testshop-topup-10', amount: 10 })]);
    expect(screen.queryByTestId('repeat-one-off')).toBeNull();
  });

  it('an order that only registered an SMS top-up has nothing to buy again: no button', () => {
    renderRepeat([
      ordered({ productId: 'testshop-topup-10', amount: 0, additionalData: { topupConsentType: 'sms' } }),
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
