import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandPage } from '@/features/catalogue';
import { render, screen, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { loadOtherProducts } from '@/features/catalogue/BrandPage';
import { fakeBackend, product, topups, type FakeBackend } from './fakeCatalogue';

// The brand's other products are an island whose code comes when seen; loaded ahead, they show at once.
beforeAll(async () => {
  await loadOtherProducts();
});

const multiBrand = tenantFixture({
  features: { multipleBrands: true },
  brandRoutes: { testshop: undefined, sfr: '/shop/topup/sfr', free: '/shop/topup/free' },
});

const catalogue = [
  ...topups(6, 'sfr').map((p) => ({ ...p, faceValue: p.faceValue! * 5 })),
  ...topups(3, 'free'),
  product({
    productId: 'sfr-voucher-15',
    name: 'SFR voucher 15',
    brandId: 'sfr',
    objectType: 'VOUCHER',
    categoryId: 'voucher',
    faceValue: 15,
  }),
  product({
    productId: 'esim-10gb',
    name: 'eSIM 10 GB',
    brandId: 'sfr',
    objectType: 'ESIM',
    categoryId: 'esim',
    status: 'OUT_OF_STOCK',
  }),
];

let backend: FakeBackend;
beforeEach(() => {
  backend = fakeBackend(catalogue);
  vi.stubGlobal('fetch', backend.fetch);
  window.history.replaceState(null, '', '/shop/topup/sfr');
});
afterEach(() => vi.unstubAllGlobals());

function renderBrand(tenant = multiBrand, props: { advertisement?: boolean } = {}) {
  return render(<BrandPage brandId="sfr" route="/shop/topup/sfr" {...props} />, {
    tenant,
    router: { asPath: '/shop/topup/sfr', pathname: '/shop/topup/sfr', isReady: true },
  });
}

const quickAmounts = () => screen.queryAllByTestId('quick-amount').map((link) => link.textContent);

describe('brand page', () => {
  it('loads the brand’s products: quick amounts from its face values, then its other products', async () => {
    renderBrand();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Top up Sfr in seconds');
    expect(quickAmounts()).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'More from Sfr' })).toBeTruthy();
    expect(quickAmounts()).toEqual(['€5.00', '€10.00', '€15.00', '€20.00']);
    expect(screen.getAllByTestId('quick-amount')[0]!.getAttribute('href')).toBe(
      '/shop/topup/sfr?amount=5#topup',
    );
    expect(backend.searches).toHaveLength(1);
    expect(Object.fromEntries(backend.searches[0]!)).toMatchObject({ brandId: 'sfr' });
    const more = screen.getByRole('heading', { name: 'More from Sfr' }).closest('section')!;
    expect(
      within(more)
        .getAllByTestId('product-card')
        .map((card) => card.dataset.status),
    ).toEqual(['ACTIVE']);
    // the sold-out plan is not listed: a list shows what can be bought
    expect(within(more).queryByRole('article', { name: 'eSIM 10 GB' })).toBeNull();
    // a multi-brand shop searches on /shop, not on each brand page
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('a failed catalogue call says so; retry loads the products without leaving the page', async () => {
    backend.failWith = 502;
    const user = userEvent.setup();
    renderBrand();
    const message = await screen.findByText(/The products could not be loaded\./);
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(screen.getByRole('heading', { name: 'Top up Sfr' })).toBeTruthy();
    backend.failWith = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'More from Sfr' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(quickAmounts()).toHaveLength(4);
    expect(backend.searches).toHaveLength(2);
  });

  it('a single-brand shop has its product search on the brand page', async () => {
    renderBrand(tenantFixture({ brandRoutes: { testshop: undefined, sfr: '/shop/topup/sfr' } }));
    expect(await screen.findByRole('search', { name: 'Find a product' })).toBeTruthy();
    await screen.findByText('Products 1–10 of 10');
    expect(screen.queryByRole('heading', { name: 'More from Sfr' })).toBeNull();
  });

  it('shows the advertisement on the category route of a shop with the flag', async () => {
    renderBrand(tenantFixture({ ...multiBrand, features: { ...multiBrand.features, advertisement: true } }), {
      advertisement: true,
    });
    const ad = screen.getByRole('complementary', { name: 'Never run out of credit with TestMobile' });
    expect(ad.textContent).toContain('Advertisement');
    await screen.findByRole('heading', { name: 'More from Sfr' });
  });

  it('names the brand, its categories and filter types as the catalogue does, in the page language', async () => {
    const named = catalogue.map((p) => ({
      ...p,
      brandName: 'SFR La Carte',
      categoryName: { topup: 'Crédit', voucher: 'Codes de recharge', esim: 'Forfaits data eSIM' }[
        p.categoryId
      ],
    }));
    backend = fakeBackend(named);
    vi.stubGlobal('fetch', backend.fetch);
    renderBrand(tenantFixture({ brandRoutes: { testshop: undefined, sfr: '/shop/topup/sfr' } }));
    expect(await screen.findByRole('heading', { name: 'Top up SFR La Carte' })).toBeTruthy();
    expect(Object.fromEntries(backend.searches[0]!)).toMatchObject({ lang: 'en' });
    await screen.findByText('Products 1–10 of 10');
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Category')).toEqual([
      'All categories',
      'Crédit',
      'Codes de recharge',
      'Forfaits data eSIM',
    ]);
    // only the types this catalogue sells: no gift cards
    expect(options('Product type')).toEqual(['All types', 'Top-up', 'Voucher', 'eSIM']);
  });

  it('a brand with nothing on sale says so instead of offering a form', async () => {
    backend = fakeBackend(catalogue.map((p) => ({ ...p, status: 'OUT_OF_STOCK' as const })));
    vi.stubGlobal('fetch', backend.fetch);
    renderBrand();
    expect((await screen.findByTestId('nothing-on-sale')).textContent).toBe(
      'Sfr has nothing on sale right now. Please come back soon.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
