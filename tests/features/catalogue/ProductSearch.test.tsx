import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { KEPT_TYPED_GLOBAL } from '@/config/keptTyped';
import { LoadedSearch } from '@/features/catalogue/search/LoadedSearch';
import userEvent from '@testing-library/user-event';
import { act, fireEvent, render, screen, waitFor, within } from '../../ui/render';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { facetsOf } from '@/features/catalogue/catalogueSummary';
import { tenantFixture } from '../../ui/tenantFixture';
import { fakeBackend, product, topups, type FakeBackend } from './fakeCatalogue';

// The product cards are their own chunk, fetched with the first answer; loaded ahead, they show at once.
beforeAll(async () => {
  await ProductGrid.load();
});

const catalogue = [
  ...topups(20),
  product({
    productId: 'voucher-15',
    name: 'Voucher 15',
    objectType: 'VOUCHER',
    categoryId: 'voucher',
    faceValue: 15,
    serviceFee: 0.5,
  }),
  product({
    productId: 'esim-10gb',
    name: 'eSIM 10 GB',
    objectType: 'ESIM',
    categoryId: 'esim',
    status: 'OUT_OF_STOCK',
  }),
  product({
    productId: 'esim-unlimited',
    name: 'eSIM unlimited',
    objectType: 'ESIM',
    categoryId: 'esim',
    status: 'COMING_SOON',
  }),
  product({
    productId: 'gift-100',
    name: 'Gift card 100',
    objectType: 'GIFT_CARD',
    categoryId: 'giftcard',
    status: 'INACTIVE',
  }),
  product({ productId: 'topup-40', name: 'Old top-up 40', status: 'DISCONTINUED' }),
];

let backend: FakeBackend;

// the filters offer what the catalogue has, in its own names
const facets = facetsOf(catalogue);

function renderSearch(path = '/shop', typed?: string) {
  window.history.replaceState(null, '', path);
  return render(<LoadedSearch facets={facets} typed={typed} />, {
    // a shop that sells the catalogue's vouchers: its cards link to them
    tenant: tenantFixture({ topup: { kinds: ['ONCE_OFF', 'VOUCHER'], hasVouchers: true } }),
    router: { asPath: path, pathname: '/shop', isReady: true },
  });
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const cards = () => screen.queryAllByTestId('product-card');
const searchField = () => screen.getByRole('searchbox', { name: 'Search products' });

beforeEach(() => {
  backend = fakeBackend(catalogue);
  vi.stubGlobal('fetch', backend.fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('product search', () => {
  it('shows the first page of 15 with the count, then page 2 through the pagination', async () => {
    const user = userEvent.setup();
    renderSearch();
    expect(screen.getByTestId('products-loading')).toBeTruthy();
    await screen.findByText('Products 1–15 of 21');
    // the cards follow the count in a render of their own, which React may interrupt (deferredPart)
    await waitFor(() => expect(cards()).toHaveLength(15));

    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Products 16–21 of 21');
    expect(cards()).toHaveLength(6);
    expect(backend.searches.at(-1)?.get('page')).toBe('1');
    expect(backend.searches.at(-1)?.get('size')).toBe('15');
    expect(window.location.search).toBe('?page=2');
    expect(within(pages).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends general search 500 ms after the last keystroke, once, and keeps it in the URL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSearch();
    await act(async () => {});
    expect(backend.searches).toHaveLength(1);

    for (const text of ['V', 'Vo', 'Vou', 'Voucher']) {
      fireEvent.change(searchField(), { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100));
    }
    expect(backend.searches).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(backend.searches).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(backend.searches).toHaveLength(2);
    expect(backend.searches[1]?.get('q')).toBe('Voucher');
    expect(window.location.search).toBe('?q=Voucher');

    vi.useRealTimers();
    await screen.findByText('Products 1–1 of 1');
    expect(screen.getByRole('heading', { name: 'Voucher 15' })).toBeTruthy();
    // what the customer pays for it, the fee included
    expect(screen.getByText('€15.50 incl. €0.50 service fee')).toBeTruthy();
  });

  it(
    'Enter sends the typed text at once, without waiting for the debounce',
    { timeout: 20_000 },
    async () => {
      renderSearch();
      await screen.findByText('Products 1–15 of 21', {}, { timeout: 10_000 });
      expect(backend.searches).toHaveLength(1);
      // from here on no timer runs unless the test says so: only Enter can send the text
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.change(searchField(), { target: { value: 'eSIM' } });
      fireEvent.submit(screen.getByRole('search'));
      await act(async () => {});
      expect(backend.searches).toHaveLength(2);
      expect(backend.searches.at(-1)?.get('q')).toBe('eSIM');
      // and the debounce does not send it a second time
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(backend.searches).toHaveLength(2);
    },
  );

  it("searches at once for text typed into the server's field before the code came, over the URL's", async () => {
    renderSearch('/shop?q=Old&page=2', 'Voucher');
    await screen.findByText('Products 1–1 of 1');
    expect(valueOf(searchField())).toBe('Voucher');
    expect(backend.searches).toHaveLength(1);
    expect(backend.searches[0]?.get('q')).toBe('Voucher');
    expect(backend.searches[0]?.get('page')).toBe('0');
    expect(window.location.search).toBe('?q=Voucher');
  });

  describe('choices made before the router knows the URL (a pre-rendered page: its search code may come first)', () => {
    /** The router as the page's hydration leaves it: the URL it read then, its query not known yet. */
    function renderBeforeTheUrl() {
      window.history.replaceState(null, '', '/shop');
      const view = render(<LoadedSearch facets={facets} />, {
        router: { asPath: '/shop', pathname: '/shop', isReady: false },
      });
      const urlKnown = () => {
        // Next's query update puts back the URL it read at hydration, then renders with the router ready
        window.history.replaceState(null, '', '/shop');
        Object.assign(view.router, { isReady: true });
        view.rerender(<LoadedSearch facets={facets} />);
      };
      return { ...view, urlKnown };
    }
    const productType = () => screen.getByRole('combobox', { name: 'Product type' });

    afterEach(() => {
      delete (window as unknown as Record<string, unknown>)[KEPT_TYPED_GLOBAL];
    });

    it("a type chosen in the server's form before the code came stays once the URL is known", async () => {
      // the keeper noted it (ADR 22), as the e2e's early selectOption('VOUCHER') was
      Object.assign(window, {
        [KEPT_TYPED_GLOBAL]: { 'product-search': { values: { 'search-type': 'VOUCHER' }, submitted: false } },
      });
      const { urlKnown } = renderBeforeTheUrl();
      expect(valueOf(productType())).toBe('VOUCHER');
      act(urlKnown);
      expect(valueOf(productType())).toBe('VOUCHER');
      await screen.findByText('Products 1–1 of 1');
      expect(backend.searches.at(-1)?.get('object-type')).toBe('VOUCHER');
      expect(window.location.search).toBe('?type=VOUCHER');
    });

    it('a type chosen and text typed in its controls before the URL is known stay too', async () => {
      const user = userEvent.setup();
      const { urlKnown } = renderBeforeTheUrl();
      await user.selectOptions(productType(), 'VOUCHER');
      // typed, the debounce not run out yet
      fireEvent.change(searchField(), { target: { value: '15' } });
      act(urlKnown);
      expect(valueOf(productType())).toBe('VOUCHER');
      expect(valueOf(searchField())).toBe('15');
      await screen.findByText('Products 1–1 of 1');
      expect(Object.fromEntries(backend.searches.at(-1)!)).toMatchObject({
        'object-type': 'VOUCHER',
        q: '15',
      });
      expect(window.location.search).toBe('?q=15&type=VOUCHER');
    });
  });

  it('says so when nothing matches, and clearing starts over', async () => {
    const user = userEvent.setup();
    renderSearch('/shop?q=nothing-like-this');
    expect((await screen.findByTestId('search-empty')).textContent).toContain(
      'No products match your search.',
    );
    expect(valueOf(searchField())).toBe('nothing-like-this');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByText('Products 1–15 of 21');
    expect(window.location.search).toBe('');
  });

  it('filters by category, type and sort from the URL and the controls, starting at page 1', async () => {
    const user = userEvent.setup();
    renderSearch('/shop?category=voucher&page=3');
    expect(valueOf(screen.getByRole('combobox', { name: 'Category' }))).toBe('voucher');
    // a page past the end (an old link) moves to the last page there is
    await screen.findByText('Products 1–1 of 1');
    expect(window.location.search).toBe('?category=voucher');
    expect(backend.searches.at(-1)?.get('categoryId')).toBe('voucher');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'VOUCHER');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '-price');
    await screen.findByText('Products 1–1 of 1');
    const last = backend.searches.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      'object-type': 'VOUCHER',
      status: 'ACTIVE',
      sortBy: '-price',
      lang: 'en',
      page: '0',
      size: '15',
    });
    expect(window.location.search).toBe('?type=VOUCHER&sort=-price');
  });

  it('marks products that cannot be bought and disables them; unavailable ones only on request', async () => {
    const user = userEvent.setup();
    renderSearch('/shop?category=esim');
    // by default a list shows what can be bought: this category has nothing on sale
    await screen.findByTestId('search-empty');
    expect(backend.searches.at(-1)?.get('status')).toBe('ACTIVE');
    await user.click(screen.getByRole('checkbox', { name: 'Also show products that cannot be bought' }));
    await screen.findByText('Products 1–2 of 2');
    const outOfStock = await screen.findByRole('article', { name: 'eSIM 10 GB' });
    expect(within(outOfStock).getByText('Out of stock')).toBeTruthy();
    expect(within(outOfStock).getByRole('button', { name: 'Not available' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      within(screen.getByRole('article', { name: 'eSIM unlimited' })).getByText('Coming soon'),
    ).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '');
    await screen.findByText('Products 1–15 of 25');
    expect(backend.searches.at(-1)?.get('status')).toBe(
      'ACTIVE,INACTIVE,OUT_OF_STOCK,COMING_SOON,DISCONTINUED',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'GIFT_CARD');
    const inactive = await screen.findByRole('article', { name: 'Gift card 100' });
    expect(within(inactive).getByText('Inactive')).toBeTruthy();
    expect(within(inactive).getByRole('button', { name: 'Not available' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('links a product that can be bought to its brand page with the product preselected', async () => {
    renderSearch('/shop?q=Voucher');
    const card = await screen.findByRole('article', { name: 'Voucher 15' });
    expect(within(card).getByRole('link', { name: 'Choose Voucher 15' }).getAttribute('href')).toBe(
      '/shop/topup/testshop?product=voucher-15&amount=15',
    );
  });

  it('a failed search says so with a retry that keeps the search', async () => {
    backend.failWith = 503;
    const user = userEvent.setup();
    renderSearch('/shop?q=Top-up');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The products could not be loaded.');
    backend.failWith = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Products 1–15 of 20');
    expect(valueOf(searchField())).toBe('Top-up');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
