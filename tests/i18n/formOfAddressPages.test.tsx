import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  commitOrderRoute,
  getCartRoute,
  orderDetailsRoute,
  paymentMethodsV3Route,
  paymentTokensRoute,
  profileRoute,
  type CommitOrderResponse,
} from '@/api';
import { PaymentMethodsPage } from '@/features/account/pages/PaymentMethodsPage';
import { CartPage } from '@/features/cart/CartPage';
import { BrandPage } from '@/features/catalogue';
import { ProductGrid } from '@/features/catalogue/ProductGrid';
import { PaymentPage } from '@/features/checkout/PaymentPage';
import { ResultContents, ResultPage } from '@/features/commit/ResultPage';
import { commitViewSlice } from '@/features/commit/slices';
import type { TranslationTree } from '@/i18n/merge';
import { getTranslations } from '@/i18n/serverTranslations';
import type { RootState } from '@/store/makeStore';
import { getTenantRegistry } from '@/tenancy/registry';
import { user } from '../features/account/fixtures';
import { cartItem, cartOf, fakeFetch, on } from '../features/cart/fakeCartBackend';
import { fakeBackend, topups } from '../features/catalogue/fakeCatalogue';
import { configure, render, screen } from '../ui/render';
import { tenantFixture } from '../ui/tenantFixture';
import { other, uses, type Language } from './formsOfAddress';

// the pages load their parts lazily: room for a busy machine
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await Promise.all([ProductGrid.load(), ResultContents.load(), import('@/api/orders')]);
});
afterEach(() => vi.unstubAllGlobals());

/** A real tenant's merged texts (overlay and overrides) around the test shop's settings. */
function shop(id: string, lng: Language) {
  const tenant = getTenantRegistry().get(id);
  if (!tenant) throw new Error(`no tenant ${id}`);
  const texts = { common: getTranslations(tenant, lng, 'common'), seo: getTranslations(tenant, lng, 'seo') };
  // helper texts shown, as on the shops that show them: more of the texts on the page
  const config = tenantFixture({
    formOfAddress: tenant.formOfAddress,
    locales: [lng],
    defaultLocale: lng,
    features: { inputHelperText: true },
  });
  return { form: tenant.formOfAddress, options: { tenant: config, language: lng, texts } };
}

const serveAll = () => {
  const catalogue = fakeBackend(topups(4));
  const backend = fakeFetch(
    on(getCartRoute, () => cartOf([cartItem({ itemKey: 'item-1', productName: 'Top-up 15' })])),
    on(paymentMethodsV3Route, () => ({
      paymentMethods: [{ name: 'creditcard', iframe: false, savable: true }],
    })),
    on(profileRoute, () => ({ userId: 'u1', ...user })),
    on(paymentTokensRoute, () => ({ paymentTokens: [] })),
    on(
      commitOrderRoute,
      () =>
        ({
          orderNumber: 'SBX42',
          orderStatus: 'committed',
          paymentStatus: 'paymentAuthorized',
          messages: [],
          commitOrderRetries: 0,
        }) as CommitOrderResponse,
    ),
    on(orderDetailsRoute, () => ({ status: 404, errorCode: 'ORDER_NOT_FOUND' })),
  );
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    /\/(products|catalog)/.test(String(input)) ? catalogue.fetch(input, init) : backend.fetch(input, init),
  );
};

const withCart: Partial<RootState> = {
  cart: { cartName: 'cart-1', itemCount: 1 },
  cartContent: { cart: null, status: 'idle', busy: false, hydrated: true },
};
const text = (texts: TranslationTree, key: string) =>
  key
    .split('.')
    .reduce<TranslationTree | string>((node, part) => (node as TranslationTree)[part]!, texts) as string;

/** SPEC's customer journey: brand, cart, payment (back from a failed payment), result, account. */
const pages: {
  name: string;
  ui: () => ReactElement;
  state: Partial<RootState>;
  query?: Record<string, string>;
  ready: (common: TranslationTree) => Promise<unknown>;
}[] = [
  {
    name: 'brand',
    ui: () => <BrandPage brandId="testshop" route="/shop/topup/testshop" />,
    state: {},
    ready: () => screen.findAllByTestId('product-card'),
  },
  {
    name: 'cart',
    ui: () => <CartPage />,
    state: withCart,
    ready: () => screen.findByRole('listitem', { name: 'Top-up 15' }),
  },
  {
    name: 'payment',
    ui: () => <PaymentPage />,
    state: withCart,
    query: { after: 'failed' },
    ready: () => screen.findAllByRole('radio'),
  },
  {
    name: 'result',
    ui: () => <ResultPage variant="order" orderNumber="SBX42" />,
    // a result page past hydration that has not yet heard of the order
    state: { commitView: { ...commitViewSlice.getInitialState(), hydrated: true } },
    query: { orderNumber: 'SBX42' },
    ready: () => screen.findByRole('heading', { level: 1 }),
  },
  {
    name: 'account',
    ui: () => <PaymentMethodsPage />,
    state: { auth: { user }, authView: { dialog: { open: false, content: 'login' }, hydrated: true } },
    ready: (common) => screen.findByText(text(common, 'account.noPaymentMethods')),
  },
];

/** Each text node on its own: `textContent` runs "Aufladungen" and "Du hast" into one word. */
function textNodes(root: Node): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return texts;
}

const cases = [
  ['congstar', 'de'],
  ['kaufland', 'de'],
  ['tmobilenl', 'nl'],
  ['whitelabel_tmobilenl', 'nl'],
] as const;

describe('rendered pages speak in the tenant’s one form (ADR 0025)', { timeout: 20_000 }, () => {
  it.each(cases.flatMap(([id, lng]) => pages.map((page) => [id, lng, page.name, page] as const)))(
    '%s (%s): the %s page uses no word of the other form',
    async (id, lng, _name, page) => {
      serveAll();
      const { form, options } = shop(id, lng);
      render(page.ui(), {
        ...options,
        preloadedState: page.state,
        router: { asPath: '/shop/topup/testshop', pathname: '/shop/topup/testshop', query: page.query ?? {} },
      });
      await page.ready(options.texts.common);
      const text = textNodes(document.body).join('\n');
      expect(uses(lng, other(form), text), text).toBe(false);
    },
  );
});
