import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopHome } from '@/features/catalogue';
import { loadEsimLead, loadShopCatalogue } from '@/features/catalogue/ShopHome';
import { render, screen, within } from '../../ui/render';
import { tenantFixture } from '../../ui/tenantFixture';
import { NAMES, PLANS } from '../esimShop/plans';
import { fakeBackend, product, topups, type FakeBackend } from './fakeCatalogue';

const shop = (features: { categoryMenu?: boolean; advertisement?: boolean }) =>
  tenantFixture({
    mainPage: '/shop',
    features: { multipleBrands: true, ...features },
    brandRoutes: {
      testshop: undefined,
      sfr: '/shop/topup/sfr',
      free: '/shop/topup/free',
      orange: '/shop/topup/orange',
    },
  });

const catalogue = [
  ...topups(3, 'sfr').map((p) => ({ ...p, faceValue: p.faceValue! * 10 })),
  ...topups(2, 'free'),
  product({
    productId: 'giftcard-25',
    name: 'Gift card 25',
    brandId: 'sfr',
    objectType: 'GIFT_CARD',
    categoryId: 'giftcard',
    faceValue: 25,
  }),
];

// the brands and the search, and an eSIM shop's lead, are parts of their own, loaded ahead to render at once
beforeAll(async () => {
  await Promise.all([loadShopCatalogue(), loadEsimLead()]);
});

let backend: FakeBackend;
beforeEach(() => {
  backend = fakeBackend(catalogue);
  vi.stubGlobal('fetch', backend.fetch);
  window.history.replaceState(null, '', '/shop');
});
afterEach(() => vi.unstubAllGlobals());

const renderHome = (tenant: ReturnType<typeof shop>) =>
  render(<ShopHome />, { tenant, router: { asPath: '/shop', pathname: '/shop', isReady: true } });

describe('multi-brand main page', () => {
  it('lists every brand of brandRoutes with its lowest price from the catalogue', async () => {
    renderHome(shop({}));
    const brands = screen.getByRole('region', { name: 'Choose your provider' });
    await within(brands).findByText('from €10.00');
    expect(
      within(brands)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Sfrfrom €10.00', '/shop/topup/sfr'],
      ['Freefrom €1.00', '/shop/topup/free'],
      ['Orange', '/shop/topup/orange'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(screen.queryByTestId('advertisement')).toBeNull();
    expect(screen.getByRole('search', { name: 'Find a product' })).toBeTruthy();
  });

  it('names the shop, not a brand, in its title: its name may be a word of the sentence', () => {
    renderHome(shop({}));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Top up your mobile credit in seconds',
    );
  });

  it('the category menu lists the catalogue’s categories and filters the search', async () => {
    const user = userEvent.setup();
    renderHome(shop({ categoryMenu: true }));
    const menu = screen.getByRole('navigation', { name: 'Categories' });
    const giftCards = await within(menu).findByRole('link', { name: 'Gift cards' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All products', 'Top-ups', 'Gift cards']);
    expect(giftCards.getAttribute('href')).toBe('/shop?category=giftcard#search');
    await user.click(giftCards);
    await screen.findByText('Products 1–1 of 1');
    expect(backend.searches.at(-1)?.get('categoryId')).toBe('giftcard');
    expect(window.location.search).toBe('?category=giftcard');
    expect(giftCards.getAttribute('aria-current')).toBe('true');
  });

  it('shows the advertisement where the flag is on', () => {
    renderHome(shop({ advertisement: true }));
    expect(screen.getByTestId('advertisement').textContent).toContain('Advertisement');
  });
});

describe('main page of a one-brand shop (esim)', () => {
  it('names the shop in its title and offers its brand’s amounts', async () => {
    renderHome(
      tenantFixture({ mainPage: '/', brandRoutes: { testshop: undefined, sfr: '/shop/topup/sfr' } }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Top up TestMobile in seconds');
    const hero = screen.getByRole('region', { name: 'Top up TestMobile in seconds' });
    expect((await within(hero).findAllByRole('link')).map((link) => link.getAttribute('href'))).toEqual([
      '/shop/topup/sfr?amount=10#topup',
      '/shop/topup/sfr?amount=20#topup',
      '/shop/topup/sfr?amount=30#topup',
    ]);
  });
});

describe('main page of an eSIM shop', () => {
  it('leads with where are you travelling, and a destination typed shows its suggestions', async () => {
    const user = userEvent.setup();
    render(<ShopHome initialProducts={PLANS} countryNames={NAMES} />, {
      tenant: tenantFixture({ mainPage: '/', brandRoutes: { esim: undefined } }),
      router: { asPath: '/', pathname: '/', isReady: true },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Where are you travelling?');
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Fra');
    const suggestions = screen.getByRole('listbox', { name: 'Destinations' });
    expect(within(suggestions).getAllByRole('option')[0]!.textContent).toBe('FranceCountry');
  });
});
