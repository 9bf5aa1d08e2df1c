import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/SmartLink';
import { useRouter } from 'next/router';
import { useDeferredValue, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { PageTitle } from '@/ui/shell/PageTitle';
import { logout } from './authThunks';
import { rememberLogoutAlert } from './logoutAlert';
import { useSignedInGuard } from './useSignedInGuard';

/** Where a customer adds a payment method (other pages send them there). */
export const PAYMENT_METHODS_PATH = '/account/settings/payment-methods';

/** The account's sections, each a page of its own (paths under /account). */
export const ACCOUNT_SECTIONS = [
  { key: 'overview', href: '/account' },
  { key: 'profile', href: '/account/profile' },
  { key: 'orders', href: '/account/orders' },
  { key: 'paymentMethods', href: PAYMENT_METHODS_PATH },
  { key: 'autoTopups', href: '/account/auto-topups' },
  { key: 'smsTopups', href: '/account/sms-topups' },
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]['key'];

/** Title, section tabs and logout around an account page; its content only for a signed-in customer. */
export function AccountFrame({ section, children }: { section: AccountSection; children: ReactNode }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const tenant = useAppSelector(selectTenant);
  const allowed = useSignedInGuard();
  // The section appears in a render React can interrupt: at once, it made the task that brings the
  // stored user back a long one on every account page (ADR 18).
  const showSection = useDeferredValue(allowed);
  const signOut = async () => {
    await dispatch(logout());
    // SPEC §4: a reload leaves no customer data in the page's memory; the alert follows it
    rememberLogoutAlert();
    window.location.assign(router.basePath + (tenant?.mainPage ?? '/'));
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle titleKey={`account.sections.${section}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t(`account.sections.${section}`)}
        </Typography>
        {allowed && (
          <Button variant="outlined" onClick={() => void signOut()}>
            {t('account.logout')}
          </Button>
        )}
      </Box>
      <Box
        component="nav"
        aria-label={t('account.navigation')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        <Box
          component="ul"
          // wrapped, not scrolled: on a phone a scrolled strip hid the current section off-screen
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0, pb: 1 }}
        >
          {ACCOUNT_SECTIONS.map((entry) => (
            <li key={entry.key}>
              <Button
                component={ShopLink}
                href={entry.href}
                variant={entry.key === section ? 'contained' : 'text'}
                aria-current={entry.key === section ? 'page' : undefined}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t(`account.sections.${entry.key}`)}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
      {showSection ? (
        children
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
    </Container>
  );
}
