import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { ssoPortalHref } from '@/tenancy/routes';
import { selectTenant } from '@/tenancy/tenantSlice';
import type { NavItem } from '@/ui/layout/useNavItems';
import { selectSignedIn } from './authSlice';

// Apart from AccountEntry (every page's first load): only the phone menu's chunk uses it.
/**
 * The phone menu's account entry: the account once signed in, else the login page (the portal on
 * single-sign-on tenants); none where auth is disabled.
 */
export function useAccountNavItem(): NavItem | null {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const signedIn = useAppSelector(selectSignedIn);
  if (!tenant || tenant.features.authDisabled) return null;
  if (signedIn) return { key: 'account', label: t('nav.account'), href: '/account' };
  if (tenant.ssoLoginUrl) return { key: 'login', label: t('nav.login'), href: ssoPortalHref(), reload: true };
  return { key: 'login', label: t('nav.login'), href: '/login' };
}
