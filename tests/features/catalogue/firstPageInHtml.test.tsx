import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSearchResponse } from '@/api/products';
import { BrandPage } from '@/features/catalogue/BrandPage';
import { ShopHome, loadEsimLead, loadShopCatalogue } from '@/features/catalogue/ShopHome';
import { loadLoadedSearch } from '@/features/catalogue/search/SearchSection';
import { render, renderServerHtml, waitFor } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { NAMES, PLANS } from '../esimShop/plans';
import { fakeBackend, topups, type FakeBackend } from './fakeCatalogue';

// ADR 0028: the first page of a catalogue search is in the server's HTML, rendered by the same
// component the browser runs, from the answer the page was pre-rendered with.

const multiBrand = tenantFixture({
  mainPage: '/shop',
  features: { multipleBrands: true, advertisement: true },
  brandRoutes: { testshop: undefined, sfr: '/shop/topup/sfr', free: '/shop/topup/free' },
});
const singleBrand = tenantFixture({ features: { multipleBrands: false } });

const CATALOGUE = [...topups(14, 'sfr'), ...topups(2, 'free')];
/** The backend's answer to the search without a choice: 15 of the catalogue, with the total. */
const pageOf = (products = CATALOGUE): ProductSearchResponse => ({
  items: products.slice(0, 15),
  paginationParams: { page: 0, size: 15 },
  metadata: { count: Math.min(15, products.length), totalCount: products.length },
});

beforeAll(async () => {
  await Promise.all([loadShopCatalogue(), loadEsimLead(), loadLoadedSearch()]);
});

let backend: FakeBackend;
beforeEach(() => {
  backend = fakeBackend(CATALOGUE);
  vi.stubGlobal('fetch', backend.fetch);
  window.history.replaceState(null, '', '/shop');
});
afterEach(() => vi.unstubAllGlobals());

const productNames = (root: HTMLElement) =>
  [...root.querySelectorAll('#search h3')].map((heading) => heading.textContent);

describe('the first page of the search in the server HTML', () => {
  it('/shop: the 15 first products with their count, and no "Searching…"', () => {
    const html = renderServerHtml(<ShopHome initialProducts={CATALOGUE} firstPage={pageOf()} />, {
      tenant: multiBrand,
    });
    expect(productNames(html)).toHaveLength(15);
    expect(productNames(html)[0]).toBe('Top-up 1');
    const search = html.querySelector('#search')!;
    expect(search.textContent).toContain('Products 1–15 of 16');
    expect(search.textContent).not.toContain('Searching');
    // later pages are a press away, replayed once the search's code is in (ADR 15)
    expect(search.querySelector('nav[aria-label="Result pages"] [aria-current="page"]')).toBeTruthy();
  });

  it('a single-brand shop’s brand page: its search lists the shop’s first page', () => {
    const html = renderServerHtml(
      <BrandPage
        brandId="testshop"
        route="/shop/topup/testshop"
        initialProducts={CATALOGUE}
        firstPage={pageOf()}
      />,
      { tenant: singleBrand },
    );
    expect(productNames(html)).toEqual(CATALOGUE.slice(0, 15).map((product) => product.name));
    expect(html.querySelector('#search')!.textContent).not.toContain('Searching');
  });

  it('an eSIM shop’s home lists its plans', () => {
    const html = renderServerHtml(
      <ShopHome initialProducts={PLANS} firstPage={pageOf(PLANS)} countryNames={NAMES} />,
      {
        tenant: tenantFixture({
          mainPage: '/',
          brandRoutes: { testshop: undefined, esim: '/shop/topup/esim' },
        }),
      },
    );
    expect(productNames(html)).toEqual(PLANS.map((plan) => plan.name));
  });

  it('without the server’s answer (the backend was down) the search still loads in the browser', () => {
    const html = renderServerHtml(<ShopHome initialProducts={null} firstPage={null} />, {
      tenant: multiBrand,
    });
    expect(html.querySelector('#search')!.textContent).toContain('Searching');
  });
});

describe('the browser takes over the server’s first page', { timeout: 20_000 }, () => {
  // queried by selector, with room in the timeout: the whole home takes seconds to render in jsdom
  const status = (container: HTMLElement) => container.querySelector('#search [role="status"]')?.textContent;

  it('shows it without asking the backend again for a URL without a search', async () => {
    const { container } = render(<ShopHome initialProducts={CATALOGUE} firstPage={pageOf()} />, {
      tenant: multiBrand,
      router: { asPath: '/shop', pathname: '/shop', isReady: true },
    });
    expect(status(container)).toBe('Products 1–15 of 16');
    expect(productNames(container)).toHaveLength(15);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.searches).toEqual([]);
  });

  it('asks the backend for a search the URL holds (filters load in the browser)', async () => {
    window.history.replaceState(null, '', '/shop?q=Top-up+2');
    const { container } = render(<ShopHome initialProducts={CATALOGUE} firstPage={pageOf()} />, {
      tenant: multiBrand,
      router: { asPath: '/shop?q=Top-up+2', pathname: '/shop', isReady: true },
    });
    await waitFor(() => expect(status(container)).toBe('Products 1–2 of 2'));
    expect(backend.searches.at(-1)?.get('q')).toBe('Top-up 2');
  });
});

describe('the homes (ADR 0028)', () => {
  it('a shop whose catalogue has one brand does not ask to choose the provider', () => {
    const html = renderServerHtml(
      <ShopHome initialProducts={PLANS} firstPage={pageOf(PLANS)} countryNames={NAMES} />,
      {
        tenant: tenantFixture({
          mainPage: '/',
          brandRoutes: { testshop: undefined, esim: '/shop/topup/esim' },
        }),
      },
    );
    expect(html.querySelector('#brands')).toBeNull();
    expect(html.textContent).not.toContain('Choose your provider');
  });

  it('brand tiles show each brand’s logo, drawn by the artwork tooling where it has none', () => {
    const html = renderServerHtml(<ShopHome initialProducts={CATALOGUE} firstPage={pageOf()} />, {
      tenant: multiBrand,
    });
    const tiles = [...html.querySelectorAll('[data-testid="brand-card"]')];
    expect(tiles.map((tile) => tile.querySelector('img')?.getAttribute('src'))).toEqual([
      `/tenants/${multiBrand.assetFolder}/brands/sfr.svg`,
      `/tenants/${multiBrand.assetFolder}/brands/free.svg`,
    ]);
  });

  it('the advertisement comes after the brands, so a phone shows them first', () => {
    const html = renderServerHtml(<ShopHome initialProducts={CATALOGUE} firstPage={pageOf()} />, {
      tenant: multiBrand,
    });
    const brands = html.querySelector('#brands')!;
    const ad = html.querySelector('[data-testid="advertisement"]')!;
    expect(brands.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['an eSIM shop advertises travel data', PLANS, 'Online abroad with TestMobile', 'credit'],
    ['a top-up shop advertises mobile credit', CATALOGUE, 'Never run out of credit with TestMobile', 'eSIM'],
  ])('%s', (_rule, products, title, absent) => {
    const html = renderServerHtml(
      <ShopHome initialProducts={products} firstPage={pageOf(products)} countryNames={NAMES} />,
      {
        tenant: tenantFixture({ ...multiBrand, features: { ...multiBrand.features, advertisement: true } }),
      },
    );
    const ad = html.querySelector('[data-testid="advertisement"]')!;
    expect(ad.querySelector('h2, h3')?.textContent).toBe(title);
    expect(ad.textContent).not.toContain(absent);
  });
});
