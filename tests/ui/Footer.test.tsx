import { describe, expect, it } from 'vitest';
import { Footer } from '@/ui/layout/Footer';
import { footerLinks } from '@/ui/layout/footerLinks';
import { render, screen, tenantFixture, within } from './render';

describe('footerLinks', () => {
  const seo = {
    aboutUs: '/info/about-us',
    contactUs: null,
    privacy: '/info/privacy',
    termsOfUse: 'https://brand.example/terms',
    blog: '/shop/blog',
    impressum: '/info/impressum',
  };

  it.each([
    [
      'SEO pages that are set, then support by mail',
      {},
      ['aboutUs', 'privacy', 'termsOfUse', 'blog', 'impressum', 'customerSupport'],
    ],
    [
      'impressum hidden by flag',
      { features: { hiddenImpressum: true } },
      ['aboutUs', 'privacy', 'termsOfUse', 'blog', 'customerSupport'],
    ],
    [
      'customer support hidden by flag',
      { features: { hiddenCustomerSupport: true } },
      ['aboutUs', 'privacy', 'termsOfUse', 'blog', 'impressum'],
    ],
  ] as const)('%s', (_name, overrides, keys) => {
    const links = footerLinks(tenantFixture({ seoPages: seo, ...overrides }), false);
    expect(links.map((link) => link.key)).toEqual(keys);
  });

  it('sends customers to the contact page, else to the support mailbox', () => {
    const mail = footerLinks(tenantFixture(), false).at(-1);
    expect(mail).toEqual({ key: 'customerSupport', href: 'mailto:support@test-mobile.example' });
    const page = footerLinks(tenantFixture({ contactPageUrl: 'https://brand.example/contact' }), false).at(
      -1,
    );
    expect(page?.href).toBe('https://brand.example/contact');
  });

  it('serves shop paths at the root when pinned', () => {
    const links = footerLinks(tenantFixture({ seoPages: seo }), true);
    expect(links.find((link) => link.key === 'blog')?.href).toBe('/blog');
    expect(links.find((link) => link.key === 'aboutUs')?.href).toBe('/info/about-us');
  });
});

describe('Footer', () => {
  it('shows the logo, page links, social and app links and the copyright', () => {
    const { i18n } = render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Test Mobile' }).getAttribute('src')).toBe(
      '/tenants/testshop/logo-footer.svg',
    );
    const nav = within(footer).getByRole('navigation', { name: i18n.t('footer.footerNavigation') });
    expect(
      within(nav)
        .getByRole('link', { name: i18n.t('footer.privacy') })
        .getAttribute('href'),
    ).toBe('/info/privacy');
    expect(within(nav).queryByRole('link', { name: i18n.t('footer.blog') })).toBeNull();
    expect(
      within(nav)
        .getByRole('link', { name: i18n.t('footer.customerSupport') })
        .getAttribute('href'),
    ).toBe('mailto:support@test-mobile.example');
    const facebook = within(footer).getByRole('link', {
      name: i18n.t('social.facebook', { brand: 'Test Mobile' }),
    });
    expect(facebook.getAttribute('href')).toBe('https://facebook.example/testmobile');
    expect(
      within(footer)
        .getByRole('link', { name: i18n.t('footer.appStore') })
        .getAttribute('href'),
    ).toBe('https://apps.example/testmobile');
    expect(within(footer).queryByRole('link', { name: i18n.t('footer.googlePlay') })).toBeNull();
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(i18n.t('footer.copyright', { year, provider: 'Test Mobile' })),
    ).toBeDefined();
  });

  it('lists the payment methods with their names (esim)', () => {
    const tenant = tenantFixture({ footerPaymentMethods: ['creditcard', 'paypal', 'ideal'] });
    const { i18n } = render(<Footer />, { tenant });
    const heading = screen.getByRole('heading', { name: i18n.t('footer.paymentMethods') });
    const list = heading.parentElement!.querySelector('ul')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      i18n.t('footer.paymentMethodNames.creditcard'),
      i18n.t('footer.paymentMethodNames.paypal'),
      i18n.t('footer.paymentMethodNames.ideal'),
    ]);
  });

  it('has no payment methods, social or app sections when the tenant has none', () => {
    const tenant = tenantFixture({ socialLinks: [], appStoreLinks: { apple: null, google: null } });
    const { i18n } = render(<Footer />, { tenant });
    for (const key of ['footer.paymentMethods', 'footer.followUs', 'footer.getTheApp'])
      expect(screen.queryByRole('heading', { name: i18n.t(key) })).toBeNull();
  });
});
