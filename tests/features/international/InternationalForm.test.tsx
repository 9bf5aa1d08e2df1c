import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCartRoute } from '@/api';
import { InternationalPage } from '@/features/international';
import { InternationalFormPart } from '@/features/international/InternationalFormPart';
import { render, screen, waitFor, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { cartItem, cartOf, fakeFetch, on, type ErrorReply } from '../cart/fakeCartBackend';
import { NAMES_EN, OFFERS } from './offerFixtures';

const shop = tenantFixture({
  shopId: 'abroadshop',
  features: { cartPageAvailable: true, skipCartPageAtCheckout: false },
});

let backend: ReturnType<typeof fakeFetch>;
let answer: () => object;
// the form is a deferred part of the page; its code is loaded ahead, as a customer's reach would
beforeAll(async () => {
  await InternationalFormPart.load();
});

beforeEach(() => {
  window.sessionStorage.clear();
  answer = () =>
    cartOf([
      cartItem({
        itemKey: 'item-1',
        productId: 'intl-ma-maroc-telecom-100',
        amount: 9.22,
        grossAmount: 10.21,
      }),
    ]);
  backend = fakeFetch(on(addToCartRoute, () => answer() as never));
  vi.stubGlobal('fetch', backend.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => ({
  ...render(<InternationalPage products={OFFERS} countryNames={NAMES_EN} />, { tenant: shop }),
  user: userEvent.setup({ delay: null }),
});

const phoneField = () => screen.getByRole('textbox', { name: /Phone number abroad/ });
const countryField = () => screen.getByRole('combobox', { name: /Destination country/ }) as HTMLSelectElement;
const helpOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('international top-up form', { timeout: 20_000 }, () => {
  it('formats the number as typed, digits only, and nationally once the country is chosen', async () => {
    const { user } = renderPage();
    await user.type(phoneField(), '+212612345678');
    await waitFor(() => expect(countryField().value).toBe('MA'));
    await user.clear(phoneField());
    await user.type(phoneField(), '+212 6x12-34/5678');
    expect((phoneField() as HTMLInputElement).value).toBe('+212 6 12 34 56 78');
    await user.clear(phoneField());
    await user.type(phoneField(), '0612345678');
    expect((phoneField() as HTMLInputElement).value).toBe('06 12 34 56 78');
  });

  it('takes the country from the number, then operator and amount, with both currencies, the rate and the fee', async () => {
    const { user, router } = renderPage();
    await user.type(phoneField(), '+212 612 345 678');
    await waitFor(() => expect(countryField().value).toBe('MA'));
    expect(helpOf(phoneField())).toBe('A number from Morocco');
    expect(screen.getByTestId('exchange-rate').textContent).toBe('Exchange rate: €1.00 = 10.85 MAD');

    const operators = screen.getByRole('radiogroup', { name: 'Operator in Morocco' });
    await user.click(within(operators).getByRole('radio', { name: 'Maroc Telecom' }));
    const amounts = screen.getByRole('radiogroup', { name: 'Amount' });
    expect(
      within(amounts)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['MAD 20 for €2.84 incl. €0.99 service fee', 'MAD 100 for €10.21 incl. €0.99 service fee']);
    await user.click(within(amounts).getByRole('radio', { name: /MAD\s100 for €10\.21/ }));
    expect(screen.getByTestId('international-total').textContent?.replace(/\s/g, ' ')).toBe(
      'MAD 100 credit abroad, you pay €10.21 incl. €0.99 service fee',
    );

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/shop/checkout/cart'));
    expect(backend.calls.map((call) => call.body)).toEqual([
      { items: [{ productId: 'intl-ma-maroc-telecom-100', phoneNumber: '+212612345678' }] },
    ]);
  });

  it('says at each field what is missing or wrong, and sends nothing', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // the check waits for the phone library, which a busy machine imports later than the click
    await waitFor(() => expect(helpOf(phoneField())).toBe('Enter the phone number to top up.'));
    expect(helpOf(countryField())).toBe('Choose the destination country.');

    await user.selectOptions(countryField(), 'SN');
    // Senegal's only operator is taken at once: the amount is asked
    await user.type(phoneField(), '+212 612 345 678');
    await waitFor(() => expect(countryField().value).toBe('MA'));
    await user.selectOptions(countryField(), 'SN');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(helpOf(phoneField())).toBe('This is not a complete phone number in Senegal.'));
    expect(screen.getByRole('radiogroup', { name: 'Amount' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Choose an amount.');
    expect(backend.calls).toEqual([]);
  });

  it('keeps the choice across a failed add and a reload', async () => {
    answer = () => ({ status: 422, errorCode: 'UNAVAILABLE_COUNTRY' }) satisfies ErrorReply;
    const first = renderPage();
    await first.user.type(phoneField(), '+213 551 23 45 67');
    await waitFor(() => expect(countryField().value).toBe('DZ'));
    await first.user.click(
      screen.getByRole('radio', { name: /DZD\s?1,000 for €7\.83 incl\. €0\.99 service fee/ }),
    );
    await first.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This product is not available in your country.')).toBeTruthy();
    expect(first.router.push).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: /DZD\s?1,000/ }) as HTMLInputElement).checked).toBe(true);

    first.unmount();
    renderPage();
    await waitFor(() => expect(countryField().value).toBe('DZ'));
    expect((phoneField() as HTMLInputElement).value).toBe('+213 551 23 45 67');
    expect((screen.getByRole('radio', { name: /DZD\s?1,000/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when the shop has no offer abroad', () => {
    render(<InternationalPage products={null} countryNames={{}} />, { tenant: shop });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('International top-up');
    expect(screen.getByText(/not available right now/)).toBeTruthy();
  });
});
