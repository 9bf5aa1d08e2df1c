import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/ui/layout/LanguageSwitch';
import { fireEvent, render, screen, tenantFixture } from './render';

describe('LanguageSwitch', () => {
  it('lists the tenant languages by name, the current one selected', () => {
    const tenant = tenantFixture({ locales: ['de', 'en', 'tr'], defaultLocale: 'de' });
    const { i18n } = render(<LanguageSwitch />, { tenant, router: { locale: 'en' } });
    const select = screen.getByRole('combobox', { name: i18n.t('language.label') }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['de', i18n.t('language.names.de')],
      ['en', i18n.t('language.names.en')],
      ['tr', i18n.t('language.names.tr')],
    ]);
    expect(select.value).toBe('en');
  });

  it('reads the unprefixed path as the default language', () => {
    const { i18n } = render(<LanguageSwitch />, { router: { locale: 'default' } });
    expect(
      (screen.getByRole('combobox', { name: i18n.t('language.label') }) as HTMLSelectElement).value,
    ).toBe('de');
  });

  it.each([
    ['en', 'en'],
    ['de', 'default'],
  ])('switching to %s pushes the same path in locale %s', (language, locale) => {
    const current = language === 'en' ? 'default' : 'en';
    const { router, i18n } = render(<LanguageSwitch />, { router: { locale: current, asPath: '/shop?x=1' } });
    fireEvent.change(screen.getByRole('combobox', { name: i18n.t('language.label') }), {
      target: { value: language },
    });
    expect(router.push).toHaveBeenCalledWith('/shop?x=1', '/shop?x=1', { locale });
  });

  it('is absent for a tenant with one language', () => {
    render(<LanguageSwitch />, { tenant: tenantFixture({ locales: ['de'], defaultLocale: 'de' }) });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
