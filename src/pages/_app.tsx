import type { EmotionCache } from '@emotion/cache';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { appWithTranslation } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { Activity, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
// Imported apart from the features' indexes, which would pull whole pages into every page.
import { AccountEntry, useAccountNavItem } from '@/features/account/AccountEntry';
import { CartCookie } from '@/features/cart/CartCookie';
import { CartLink, useCartNavItem } from '@/features/cart/CartLink';
import { ConsentManager, ConsentSettingsLink } from '@/features/consent';
import { TrackingManager } from '@/features/tracking';
import { i18nConfigFor } from '@/i18n/config';
import { usePageTexts } from '@/i18n/usePageTexts';
import type { ShellProps } from '@/server/pageLoad';
import { useAppSelector } from '@/store/hooks';
import { makeStore, type RootState } from '@/store/makeStore';
import { PersistenceBoundary } from '@/store/PersistenceBoundary';
import { persistedSlices } from '@/store/rootReducer';
import { tenantLoaded } from '@/tenancy/tenantSlice';
import type { TenantConfig } from '@/tenancy/schema';
import { useShopOrNull } from '@/tenancy/useShop';
import { AppLayout } from '@/ui/layout/AppLayout';
import type { NavItem } from '@/ui/layout/useNavItems';
import { SandboxBand } from '@/ui/layout/SandboxBand';
import { NotificationsProvider } from '@/ui/notifications/NotificationsProvider';
import { deferredPart } from '@/ui/shell/deferredPart';
import { replayKeptPresses } from '@/ui/shell/keptRecords';
import { LoadingPage } from '@/ui/shell/LoadingPage';
import { createShopEmotionCache } from '@/ui/theme/emotionCache';
import { TenantThemeProvider } from '@/ui/theme/TenantThemeProvider';
import { selectColorScheme } from '@/ui/theme/themeSlice';

// Only a page opened with msisdn and amount needs the request handler (SPEC §4), so its code loads
// then (docs/architecture.md §7).
const WebRequestHandler = deferredPart(
  () => import('@/features/topup/WebRequestHandler').then((module) => module.WebRequestHandler),
  { ssr: false },
);

function WebRequests() {
  const { isReady, query } = useRouter();
  return isReady && query.msisdn && query.amount ? <WebRequestHandler ready fallback={null} /> : null;
}

/** The phone menu's entries of the features; the header calls it (see Header's `useMenuItems`). */
function useShellMenuItems(): NavItem[] {
  const accountItem = useAccountNavItem();
  const cartItem = useCartNavItem();
  return [accountItem, cartItem].filter((item) => item !== null);
}

// The same elements on every render of the shell, so that the header and footer are not rendered
// again for them.
const headerActions = (
  <>
    <AccountEntry />
    <CartLink />
  </>
);
const footerLinks = <ConsentSettingsLink />;

/**
 * The theme of the store's scheme. Read here rather than in Shell: a switch renders the provider
 * with the same children, which React does not render again, instead of the whole shell in the
 * press's frame.
 */
function StoreThemeProvider({ tenant, children }: { tenant: TenantConfig | null; children: ReactNode }) {
  const colorScheme = useAppSelector(selectColorScheme);
  return (
    <TenantThemeProvider tenant={tenant} colorScheme={colorScheme}>
      {children}
    </TenantThemeProvider>
  );
}

function Shell({ Component, pageProps }: ShellAppProps) {
  const tenant = useShopOrNull()?.tenant ?? null;
  // The page renders when its props change, not with every render of the shell around it: each
  // render of a whole page is a long task on a phone.
  const page = useMemo(() => <Component {...pageProps} />, [Component, pageProps]);
  // the page has hydrated and its parts listen: a button pressed before is pressed again (ADR 22)
  useEffect(replayKeptPresses, []);
  let content;
  if (pageProps.host && pageProps.host !== 'shop') {
    content = <main id="main-content">{page}</main>;
  } else if (!tenant) {
    content = <LoadingPage />;
  } else {
    content = (
      <AppLayout headerActions={headerActions} useMenuItems={useShellMenuItems} footerLinks={footerLinks}>
        <WebRequests />
        <CartCookie />
        <ConsentManager />
        <TrackingManager />
        {page}
      </AppLayout>
    );
  }
  return (
    <StoreThemeProvider tenant={tenant}>
      <NotificationsProvider>
        {/* decided at build (next.config.ts): a build without the band carries none of its code */}
        {process.env.SANDBOX_BAND === 'true' && <SandboxBand />}
        {content}
      </NotificationsProvider>
    </StoreThemeProvider>
  );
}

/** The browser's Emotion cache; on the server `_document` passes one per render as `emotionCache`. */
const browserEmotionCache = createShopEmotionCache();

function App(props: ShellAppProps & { emotionCache?: EmotionCache }) {
  const { initialReduxState, _nextI18Next } = props.pageProps;
  usePageTexts(_nextI18Next?.initialI18nStore);
  const [store] = useState(() =>
    makeStore(initialReduxState, `shop:${initialReduxState?.tenant?.config?.shopId ?? ''}`),
  );
  // the persisted slices the first page's server read from the request (the cart, the session)
  const [fromServer] = useState(() =>
    persistedSlices.filter((name) => initialReduxState?.[name as keyof RootState]),
  );
  // Client-side navigation brings the next page's tenant state (e.g. another language).
  const tenantState = initialReduxState?.tenant;
  useEffect(() => {
    if (tenantState) store.dispatch(tenantLoaded(tenantState));
  }, [store, tenantState]);
  return (
    <AppCacheProvider {...props} emotionCache={props.emotionCache ?? browserEmotionCache}>
      <Provider store={store}>
        {/* Hydration of the page is one long task for React, unless it meets a boundary: the
            content of an Activity is hydrated after the first commit, in slices between which the
            browser can paint and answer input (ADR 14). Persistence starts inside it, so the stored
            state arrives only once the server's HTML has been hydrated with the server's state. */}
        <Activity>
          <PersistenceBoundary store={store} fromServer={fromServer}>
            <Shell {...props} />
          </PersistenceBoundary>
        </Activity>
      </Provider>
    </AppCacheProvider>
  );
}

type ShellAppProps = AppProps<Partial<ShellProps>>;
const translatedApps = new Map<string, ComponentType<ShellAppProps>>();

/**
 * appWithTranslation takes its config once, and the config depends on the shop (fallback language,
 * cache key), so each shop gets its own wrapped App; the wrappers hold no request data.
 */
export default function TranslatedApp(props: ShellAppProps) {
  const tenant = props.pageProps.initialReduxState?.tenant?.config ?? null;
  const key = tenant?.shopId ?? '';
  let Translated = translatedApps.get(key);
  if (!Translated) {
    Translated = appWithTranslation(App, i18nConfigFor(tenant)) as ComponentType<ShellAppProps>;
    translatedApps.set(key, Translated);
  }
  // One wrapper per shop, memoised above, so its identity never changes between renders.
  // eslint-disable-next-line react-hooks/static-components
  return <Translated {...props} />;
}
