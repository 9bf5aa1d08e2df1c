import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { noteExtension } from '@/api/extensionSupport';
import { useAccountNavItem } from '@/features/account/AccountEntry';
import { AccountFrame } from '@/features/account/pages/AccountFrame';
import { useCartNavItem } from '@/features/cart/CartLink';
import { cartReceived } from '@/features/cart/cartSlice';
import type { RootState } from '@/store/makeStore';
import { AppLayout } from '@/ui/layout/AppLayout';
import { loadNavDrawer } from '@/ui/layout/Header';
import { user } from '../features/account/fixtures';
import { cartItem, cartOf as backendCart } from '../features/cart/fakeCartBackend';
import { fireEvent, render, screen, tenantFixture, waitFor, within } from './render';

/** The shell as `_app` builds it: the features add the account and the cart to the phone menu. */
function useMenuItems() {
  const account = useAccountNavItem();
  const cart = useCartNavItem();
  return [account, cart].filter((item) => item !== null);
}

let pageRenders = 0;
const countPageRender = () => {
  pageRenders += 1;
};

function Shell() {
  return (
    <AppLayout useMenuItems={useMenuItems}>
      <Profiler id="page" onRender={countPageRender}>
        <p>page</p>
      </Profiler>
    </AppLayout>
  );
}

const cartOf = (itemCount: number) => ({ cart: { cartName: 'c1', itemCount } }) as Partial<RootState>;
const signedIn = {
  auth: { user },
  authView: { dialog: { open: false, content: 'login' as const }, hydrated: true },
} as Partial<RootState>;

async function openMenu(options: Parameters<typeof render>[1]) {
  const view = render(<Shell />, options);
  fireEvent.click(screen.getByRole('button', { name: view.i18n.t('nav.openMenu'), hidden: true }));
  const dialog = await screen.findByRole('dialog', { name: view.i18n.t('nav.mainMenu') });
  const links = within(dialog).getAllByRole('link');
  return { ...view, dialog, links, hrefs: links.map((link) => link.getAttribute('href')) };
}

// the first render compiles MUI's modules on demand, which takes seconds on a busy machine
describe('the phone menu', { timeout: 20_000 }, () => {
  // the drawer is its own chunk, which vitest compiles on first use: once, ahead of the tests
  beforeAll(async () => {
    await loadNavDrawer();
  }, 30_000);

  it.each([
    [
      'a shop with a blog and a contact page, signed out',
      tenantFixture({ features: { blog: true }, seoPages: { blog: '/blog', contactUs: '/info/contact-us' } }),
      {},
      ['/shop/topup/testshop', '/blog', '/info/contact-us', '/login', '/shop/checkout/cart'],
    ],
    [
      'no blog, no contact page: customer support; signed in: the account',
      tenantFixture({ features: { blog: false }, seoPages: { blog: null, contactUs: null } }),
      signedIn,
      [
        '/shop/topup/testshop',
        'mailto:support@test-mobile.example',
        '/account',
        '/account/profile',
        '/account/orders',
        '/account/settings/payment-methods',
        '/account/auto-topups',
        '/account/sms-topups',
        '/account/saved-numbers',
        '/shop/checkout/cart',
      ],
    ],
    [
      'sign-in disabled, no cart page, support hidden',
      tenantFixture({
        features: { authDisabled: true, cartPageAvailable: false, hiddenCustomerSupport: true, blog: false },
        seoPages: { blog: null, contactUs: null },
      }),
      {},
      ['/shop/topup/testshop'],
    ],
  ] as const)('lists the shop sections the tenant has: %s', async (_name, tenant, state, hrefs) => {
    const { hrefs: shown } = await openMenu({ tenant, preloadedState: state });
    expect(shown).toEqual(hrefs);
  });

  it('lists the account’s sections under the account once signed in, each named in full', async () => {
    const { dialog, i18n } = await openMenu({ preloadedState: signedIn });
    const sections = within(dialog).getByRole('list', { name: i18n.t('nav.account') });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      ['profile', 'orders', 'paymentMethods', 'autoTopups', 'smsTopups', 'savedNumbers'].map((key) =>
        i18n.t(`account.sections.${key}`),
      ),
    );
  });

  it.each([
    ['found without saved numbers (a 404)', false],
    ['with saved numbers', true],
  ])('lists the sections the account’s tabs list, the backend %s', async (_name, supported) => {
    noteExtension('savedNumbers', supported);
    try {
      const view = render(
        <AppLayout useMenuItems={useMenuItems}>
          <AccountFrame section="overview">
            <p>overview</p>
          </AccountFrame>
        </AppLayout>,
        { preloadedState: signedIn },
      );
      const { t } = view.i18n;
      const tabs = within(screen.getByTestId('account-sections'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      fireEvent.click(screen.getByRole('button', { name: t('nav.openMenu'), hidden: true }));
      const dialog = await screen.findByRole('dialog', { name: t('nav.mainMenu') });
      const menu = within(within(dialog).getByRole('list', { name: t('nav.account') }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      // the menu names the overview as the account itself, above its sections
      expect(['/account', ...menu]).toEqual(tabs);
      expect(menu.includes('/account/saved-numbers')).toBe(supported);
    } finally {
      noteExtension('savedNumbers', true);
    }
  });

  it('shows the cart with its count, named with the count', async () => {
    const { dialog, i18n } = await openMenu({ preloadedState: cartOf(3) });
    const cart = within(dialog).getByRole('link', { name: i18n.t('cart.linkLabel', { count: 3 }) });
    expect(within(cart).getByTestId('menu-cart-count').textContent).toBe('3');
  });

  it('follows the cart as it changes without rendering the page again', async () => {
    pageRenders = 0;
    const { dialog, i18n, store } = await openMenu({ preloadedState: cartOf(1) });
    const rendered = pageRenders;
    act(() => {
      store.dispatch(cartReceived(backendCart([cartItem({ itemKey: 'item-1', quantity: 4 })])));
    });
    const cart = within(dialog).getByRole('link', { name: i18n.t('cart.linkLabel', { count: 4 }) });
    expect(within(cart).getByTestId('menu-cart-count').textContent).toBe('4');
    expect(pageRenders).toBe(rendered);
  });

  it('holds the language and the theme switch', async () => {
    const { dialog, i18n, store } = await openMenu({ colorScheme: 'light' });
    expect(within(dialog).getByRole('combobox', { name: i18n.t('language.label') })).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('theme.switchToDark') }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await waitFor(() => expect(store.getState().theme.colorScheme).toBe('dark'));
  });

  it('is a modal dialog that keeps the focus inside and closes on Escape', async () => {
    const { dialog, i18n } = await openMenu({});
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const open = screen.getByRole('button', { name: i18n.t('nav.openMenu'), hidden: true });
    await waitFor(() => expect(open.getAttribute('aria-expanded')).toBe('false'));
  });
});
