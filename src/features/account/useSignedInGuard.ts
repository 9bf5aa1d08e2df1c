import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ssoPortalHref } from '@/tenancy/routes';
import { selectAuthHydrated, selectSignedIn } from './authSlice';
import { recoverSession } from './signin/authThunks';
import { useShop } from '@/tenancy/useShop';

/**
 * SPEC §6: account pages need a signed-in customer. Pages are pre-rendered for everyone, so the
 * browser decides once the persisted user is back: a guest goes to the login (the portal on
 * single-sign-on tenants) and returns here afterwards, unless the backend knows a session the
 * browser has no user for; where auth is disabled, to the main page.
 * Answers whether the page may show the customer's data.
 */
export function useSignedInGuard(): boolean {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { tenant } = useShop();
  const hydrated = useAppSelector(selectAuthHydrated);
  const signedIn = useAppSelector(selectSignedIn);
  const guest = hydrated && !signedIn;
  useEffect(() => {
    if (!guest) return;
    if (tenant.features.authDisabled) {
      void router.replace(tenant.mainPage);
      return;
    }
    let active = true;
    void dispatch(recoverSession()).then((result) => {
      if (!active || result.payload) return;
      if (tenant.ssoLoginUrl) window.location.assign(ssoPortalHref(router.asPath));
      else void router.replace({ pathname: '/login', query: { from: router.asPath } });
    });
    return () => {
      active = false;
    };
  }, [guest, tenant, router, dispatch]);
  return hydrated && signedIn;
}
