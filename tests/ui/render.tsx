/**
 * Custom render for component tests: every test gets fresh providers — a Redux store with a
 * tenant, the tenant's MUI theme, an i18n instance with the English base texts (or the bare keys
 * when locales/en is absent), a mock Next router and notistack.
 */
import { render as rtlRender, type RenderOptions as RtlRenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { NextRouter } from 'next/router';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { RouterContext } from '@/framework/routerContext';
import { useAppSelector } from '@/store/hooks';
import { makeStore, type RootState } from '@/store/makeStore';
import type { TenantConfig } from '@/tenancy/schema';
import type { ColorScheme } from '@/tenancy/theme';
import { NotificationsProvider } from '@/ui/notifications/NotificationsProvider';
import { TenantThemeProvider } from '@/ui/theme/TenantThemeProvider';
import { selectColorScheme } from '@/ui/theme/themeSlice';
import { tenantFixture } from './tenantFixture';

export { tenantFixture };

const NAMESPACES = ['common', 'seo'] as const;

/** The base texts of `language` from locales/<language>/<ns>.json, where present. */
export function baseTexts(language: string): Resource[string] {
  const texts: Resource[string] = {};
  for (const ns of NAMESPACES) {
    const file = path.join(process.cwd(), 'locales', language, `${ns}.json`);
    if (existsSync(file)) texts[ns] = JSON.parse(readFileSync(file, 'utf8'));
  }
  return texts;
}

export function createTestI18n(language = 'en', texts: Resource[string] = baseTexts(language)): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [language]: texts },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

export function createMockRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  return {
    route: '/',
    pathname: '/',
    query: {},
    asPath: '/',
    basePath: '',
    locale: 'default',
    locales: ['default'],
    defaultLocale: 'default',
    domainLocales: undefined,
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(async () => undefined),
    beforePopState: vi.fn(),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    ...overrides,
  };
}

/** As in _app: the theme follows the scheme in the store (the toggle changes it). */
function ThemeFromStore({ tenant, children }: { tenant: TenantConfig | null; children: ReactNode }) {
  const colorScheme = useAppSelector(selectColorScheme);
  return (
    <TenantThemeProvider tenant={tenant} colorScheme={colorScheme}>
      {children}
    </TenantThemeProvider>
  );
}

export interface RenderOptions extends Omit<RtlRenderOptions, 'wrapper' | 'queries'> {
  /** the tenant in the store; `null` renders as while the shop id is unknown */
  tenant?: TenantConfig | null;
  colorScheme?: ColorScheme;
  language?: string;
  pinned?: boolean;
  /** further preloaded slices (merged over tenant and theme) */
  preloadedState?: Partial<RootState>;
  router?: Partial<NextRouter>;
  /** texts per namespace instead of locales/<language> */
  texts?: Resource[string];
}

/** The app's providers around a test's element, with the store, router and i18n they hold. */
function providers(options: RenderOptions) {
  const {
    tenant = tenantFixture(),
    language = 'en',
    pinned = false,
    preloadedState,
    router: routerOverrides,
    texts,
    ...rtlOptions
  } = options;
  const colorScheme = options.colorScheme ?? tenant?.defaultColorScheme ?? 'light';
  const store = makeStore({
    tenant: { config: tenant, language, pinned },
    theme: { colorScheme },
    ...preloadedState,
  });
  const router = createMockRouter(routerOverrides);
  const i18n = createTestI18n(language, texts);

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RouterContext.Provider value={router}>
        <I18nextProvider i18n={i18n}>
          <Provider store={store}>
            <ThemeFromStore tenant={tenant}>
              <NotificationsProvider>{children}</NotificationsProvider>
            </ThemeFromStore>
          </Provider>
        </I18nextProvider>
      </RouterContext.Provider>
    );
  }

  return { store, router, i18n, Wrapper, rtlOptions };
}

/** Renders `ui` inside the app's providers; returns the store, router, i18n and a userEvent. */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  const { Wrapper, rtlOptions, ...held } = providers(options);
  // user-event calls advanceTimers itself, so pass it only with fake timers.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { ...held, user, ...rtlRender(ui, { wrapper: Wrapper, ...rtlOptions }) };
}

/**
 * The HTML the server sends for `ui` (React's server renderer, as `next build` pre-renders a page),
 * in a detached element to query: what a crawler or a browser without scripts reads.
 */
export function renderServerHtml(ui: ReactElement, options: RenderOptions = {}): HTMLElement {
  // a pre-rendered page knows no query: Next renders it before the router is ready
  const { Wrapper } = providers({ ...options, router: { isReady: false, ...options.router } });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Wrapper>{ui}</Wrapper>);
  return container;
}

export * from '@testing-library/react';
