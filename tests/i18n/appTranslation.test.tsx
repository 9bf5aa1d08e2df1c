import { render, screen } from '@testing-library/react';
import { appWithTranslation, useTranslation } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nConfigFor, LazyTranslationBackend, translationCachePrefix } from '@/i18n/config';
import { buildI18nPageProps } from '@/i18n/serverTranslations';
import { getTenant } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';

const tenant = (id: string): TenantConfig => {
  const found = getTenant(id);
  if (!found) throw new Error(`tenant ${id} missing`);
  return found;
};

function Page() {
  const { t } = useTranslation('common');
  return (
    <>
      <h1>{t('hero.title', { brand: 'Brand' })}</h1>
      <p>{t('nav.login')}</p>
      <p>{t('pages.cart')}</p>
    </>
  );
}
const App = ({ Component, pageProps }: AppProps) => <Component {...pageProps} />;

function renderShop(id: string, language: string) {
  const config = tenant(id);
  const Translated = appWithTranslation(App, i18nConfigFor(config));
  const props = { Component: Page, pageProps: buildI18nPageProps(config, language) } as unknown as AppProps;
  return render(<Translated {...props} />);
}

describe('appWithTranslation with the hand-built page prop', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each tenant its own texts, without fetching what the page brought', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const congstar = renderShop('congstar', 'de');
    expect(screen.getByRole('heading').textContent).toBe('Brand Prepaid-Guthaben aufladen – in Sekunden');
    expect(screen.getByText('Anmelden')).toBeTruthy();
    congstar.unmount();

    renderShop('jamobil', 'de');
    expect(screen.getByRole('heading').textContent).toBe('Brand in Sekunden aufladen');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders a non-default language with the default language as fallback', () => {
    renderShop('reloadnow', 'en');
    expect(screen.getByText('Log in')).toBeTruthy();
    expect(screen.getByText('Cart')).toBeTruthy();
  });
});

describe('i18nConfigFor in the browser', () => {
  it("uses the shop's fallback, lower-case codes, both namespaces and no periodic reload", () => {
    const config = i18nConfigFor(tenant('reloadnow'));
    expect(config).toMatchObject({
      fallbackLng: 'fr',
      lowerCaseLng: true,
      ns: ['common', 'seo'],
      defaultNS: 'common',
      load: 'currentOnly',
      partialBundledLanguages: true,
      serializeConfig: false,
      react: { useSuspense: false },
      i18n: { defaultLocale: 'default', locales: ['default', 'en', 'fr', 'en-fr', 'fr-fr'] },
    });
    // the cache/http backends load on the first missing namespace, not with every page
    expect(config.use).toEqual([LazyTranslationBackend]);
    const backend = config.backend as {
      backendOptions: [
        { prefix: string; expirationTime: number },
        { customHeaders: object; loadPath: string; reloadInterval: unknown },
      ];
    };
    expect(backend.backendOptions[0].prefix).toBe(translationCachePrefix('reloadnow'));
    expect(backend.backendOptions[0].expirationTime).toBe(7 * 24 * 60 * 60 * 1000);
    expect(backend.backendOptions[1]).toMatchObject({
      loadPath: '/api/translations/{{lng}}/{{ns}}',
      customHeaders: { 'X-Tenant-Id': 'reloadnow' },
      reloadInterval: false,
    });
  });

  it('is built once per shop', () => {
    expect(i18nConfigFor(tenant('congstar'))).toBe(i18nConfigFor(tenant('congstar')));
    expect(i18nConfigFor(tenant('congstar'))).not.toBe(i18nConfigFor(tenant('jamobil')));
  });

  it('has no backend for pages without a shop', () => {
    const config = i18nConfigFor(null);
    expect(config.backend).toBeUndefined();
    expect(config.fallbackLng).toBe('en');
  });
});
