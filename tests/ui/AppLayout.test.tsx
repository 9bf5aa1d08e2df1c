import { describe, expect, it } from 'vitest';
import { AppLayout } from '@/ui/layout/AppLayout';
import { fireEvent, render, screen, tenantFixture, within } from './render';

const page = <h1>Top up</h1>;

describe('AppLayout', () => {
  it('has a skip link to <main> and the page landmarks', () => {
    const { i18n } = render(<AppLayout>{page}</AppLayout>);
    const skip = screen.getByRole('link', { name: i18n.t('nav.skipToContent') });
    expect(skip).toHaveProperty('hash', '#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(screen.getByRole('navigation', { name: i18n.t('footer.footerNavigation') })).toBeDefined();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Top up' })).toBeDefined();
  });

  // SPEC §2: the logo goes to / or /shop, never straight to a brand page
  it.each([
    ['/ for a brand-page shop', {}, false, '/'],
    ['/ for a brand-page shop when pinned', {}, true, '/'],
    ['/ for a shop whose main page is /', { mainPage: '/' }, false, '/'],
    ['/shop for a shop whose main page is /shop', { mainPage: '/shop' }, false, '/shop'],
    ['/ for a /shop main page when pinned', { mainPage: '/shop' }, true, '/'],
    [
      "the brand's own site",
      { headerLogo: { file: 'logo.svg', redirection: 'https://brand.example/' } },
      false,
      'https://brand.example/',
    ],
  ] as const)('header logo links to %s', (_name, overrides, pinned, href) => {
    render(<AppLayout>{page}</AppLayout>, { tenant: tenantFixture(overrides), pinned });
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'Test Mobile' });
    expect(logo.getAttribute('src')).toBe('/tenants/testshop/logo.svg');
    expect(logo.closest('a')?.getAttribute('href')).toBe(href);
  });

  it.each([
    // The shop link names the page /shop ends on: the browser's router follows no redirects.
    ['shop link, single-brand shop', {}, ['/shop/topup/testshop']],
    ['shop link, multi-brand shop', { mainPage: '/shop' }, ['/shop']],
    // the login entry is the account feature's header action (tests/features/account)
    [
      'no login link in the navigation',
      { ssoLoginUrl: 'https://portal.example/login' },
      ['/shop/topup/testshop'],
    ],
  ] as const)('header navigation: %s', (_name, overrides, hrefs) => {
    const { i18n } = render(<AppLayout>{page}</AppLayout>, { tenant: tenantFixture(overrides) });
    const nav = screen.getByRole('navigation', { name: i18n.t('nav.mainMenu'), hidden: true });
    const links = within(nav).queryAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(hrefs);
  });

  it('opens the phone menu as a dialog with the navigation and closes it', async () => {
    const { i18n } = render(<AppLayout>{page}</AppLayout>);
    const open = screen.getByRole('button', { name: i18n.t('nav.openMenu'), hidden: true });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    // the drawer is not part of the first load: nothing of it is rendered before the first press
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(open);
    // its chunk is fetched on the first press; vitest compiles that module on demand, which can
    // take longer than findBy's default second on a busy machine
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const nav = within(dialog).getByRole('navigation', { name: i18n.t('nav.mainMenu') });
    expect(
      within(nav)
        .getByRole('link', { name: i18n.t('nav.shop') })
        .getAttribute('href'),
    ).toBe('/shop/topup/testshop');
    expect(within(dialog).getByRole('combobox', { name: i18n.t('language.label') })).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('nav.closeMenu') }));
    expect(open.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone menu after a language is picked', async () => {
    const { i18n, router } = render(<AppLayout>{page}</AppLayout>);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('nav.openMenu'), hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('nav.mainMenu') }, { timeout: 10_000 });
    fireEvent.change(within(dialog).getByRole('combobox', { name: i18n.t('language.label') }), {
      target: { value: 'en' },
    });
    expect(router.push).toHaveBeenCalledWith('/', '/', { locale: 'en' });
    expect(
      screen
        .getByRole('button', { name: i18n.t('nav.openMenu'), hidden: true })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('keeps <html lang> in step with the page language', () => {
    render(<AppLayout>{page}</AppLayout>, { language: 'en' });
    expect(document.documentElement.lang).toBe('en');
  });

  it('has no menu button when there is nothing to navigate', () => {
    const tenant = tenantFixture({
      locales: ['de'],
      themes: { dark: undefined },
      seoPages: { blog: null, contactUs: null },
      features: { authDisabled: true, hiddenShopLinkInMenu: true, hiddenCustomerSupport: true },
    });
    const { i18n } = render(<AppLayout>{page}</AppLayout>, { tenant });
    expect(screen.queryByRole('button', { name: i18n.t('nav.openMenu'), hidden: true })).toBeNull();
    expect(screen.queryByRole('navigation', { name: i18n.t('nav.mainMenu'), hidden: true })).toBeNull();
  });

  it('shows the theme toggle only for tenants with both schemes', () => {
    const { i18n, unmount } = render(<AppLayout>{page}</AppLayout>);
    expect(screen.getByRole('button', { name: i18n.t('theme.switchToDark') })).toBeDefined();
    unmount();
    render(<AppLayout>{page}</AppLayout>, { tenant: tenantFixture({ themes: { dark: undefined } }) });
    expect(screen.queryByRole('button', { name: i18n.t('theme.switchToDark') })).toBeNull();
  });
});
