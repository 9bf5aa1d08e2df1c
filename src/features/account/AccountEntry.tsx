import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useEffect, useState, type MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ssoPortalHref } from '@/tenancy/routes';
import { PersonIcon } from '@/ui/icons/Icons';
import { StartIcon, TextAction } from '@/ui/layout/ShellButtons';
import type { NavItem } from '@/ui/layout/useNavItems';
import { useNotify } from '@/ui/notifications/useNotify';
import { deferredPart } from '@/ui/shell/deferredPart';
import { dialogOpened, selectSignedIn } from './authSlice';
import { takeLogoutAlert } from './logoutAlert';
import { useShop } from '@/tenancy/useShop';
import { useAccountSections } from './sections';

// The dialog (MUI Dialog, the forms, the calls) is only needed once the entry is used.
const LoginDialog = deferredPart(() => import('./signin/LoginDialog').then((module) => module.LoginDialog), {
  ssr: false,
});

/**
 * The phone menu's account entry: the account and its sections once signed in, else the login page (the portal on
 * single-sign-on tenants); none where auth is disabled.
 */
export function useAccountNavItem(): NavItem | null {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const signedIn = useAppSelector(selectSignedIn);
  const sections = useAccountSections();
  if (tenant.features.authDisabled) return null;
  if (signedIn)
    return {
      key: 'account',
      label: t('nav.account'),
      href: '/account',
      // every section a tap away: on a phone the account's own tabs are below the fold
      children: sections
        .filter((section) => section.key !== 'overview')
        .map((section) => ({
          key: section.key,
          label: t(`account.sections.${section.key}`),
          href: section.href,
        })),
    };
  if (tenant.ssoLoginUrl) return { key: 'login', label: t('nav.login'), href: ssoPortalHref(), reload: true };
  return { key: 'login', label: t('nav.login'), href: '/login' };
}

/**
 * The header's login entry (SPEC §2, §6): a link to /login that opens the login dialog instead once
 * the page's code runs; the account link once signed in; the portal on single-sign-on tenants;
 * nothing where auth is disabled.
 */
export function AccountEntry() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { tenant } = useShop();
  const signedIn = useAppSelector(selectSignedIn);
  // how often the dialog was asked for: each time retries its code, should it have failed to come
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (takeLogoutAlert()) notify.success('successfulLogout');
  }, [notify]);
  if (tenant.features.authDisabled) return null;

  const preload = () => void LoginDialog.load().catch(() => undefined);
  const openDialog = (event: MouseEvent) => {
    event.preventDefault();
    dispatch(dialogOpened('login'));
    setAsked((count) => count + 1);
  };
  // SPEC §2: the portal brings the customer back to the page they left
  const toPortal = (event: MouseEvent) => {
    event.preventDefault();
    window.location.assign(ssoPortalHref(`${window.location.pathname}${window.location.search}`));
  };
  const label = t(signedIn ? 'nav.account' : 'nav.login');
  const sso = !signedIn && Boolean(tenant.ssoLoginUrl);
  const entry = (
    <TextAction
      // the portal is an API route's redirect, which client-side routing cannot follow
      component={sso ? 'a' : ShopLink}
      href={signedIn ? '/account' : sso ? ssoPortalHref() : '/login'}
      aria-label={label}
      onClick={signedIn ? undefined : sso ? toPortal : openDialog}
      onPointerEnter={signedIn || sso ? undefined : preload}
      onFocus={signedIn || sso ? undefined : preload}
      sx={{ fontWeight: 600, minWidth: 40 }}
    >
      <StartIcon sx={{ mr: { xs: 0, sm: 1 } }}>
        <PersonIcon />
      </StartIcon>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </TextAction>
  );
  return (
    <>
      {entry}
      <LoginDialog fallback={null} active={asked > 0} retry={asked} />
    </>
  );
}
