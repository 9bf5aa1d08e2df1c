import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useRouter } from 'next/router';
import { useDeferredValue, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { PersonalPageTitle } from '@/ui/shell/PageTitle';
import { logout } from '../signin/authThunks';
import { rememberLogoutAlert } from '../logoutAlert';
import { useAccountSections, type AccountSection } from '../sections';
import { useSignedInGuard } from '../useSignedInGuard';
import { useShop } from '@/tenancy/useShop';

/** Section tabs, logout and title around an account page; its content only for a signed-in customer. */
export function AccountFrame({ section, children }: { section: AccountSection; children: ReactNode }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { tenant } = useShop();
  const allowed = useSignedInGuard();
  const sections = useAccountSections(section);
  // The section appears in a render React can interrupt: at once, it made the task that brings the
  // stored user back a long one on every account page (ADR 18).
  const showSection = useDeferredValue(allowed);
  const stripRef = useRef<HTMLElement>(null);
  // the current section in view in the strip, without scrolling the page itself
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [section]);
  const signOut = async () => {
    await dispatch(logout());
    // SPEC §4: a reload leaves no customer data in the page's memory; the alert follows it
    rememberLogoutAlert();
    window.location.assign(router.basePath + (tenant.mainPage ?? '/'));
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <PersonalPageTitle titleKey={`account.sections.${section}`} />
      {/* From a tablet's width up, one row: the sections scroll sideways should they not fit, and
          sign-out keeps its place at the row's end. Narrower, the row cut labels and hid sections
          under sign-out: the sections are a grid of whole labels, each one tap, sign-out below. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'center' },
          gap: 1,
          borderBottom: 1,
          borderColor: 'divider',
          mb: { xs: 2, md: 3 },
        }}
      >
        <Box
          component="nav"
          aria-label={t('account.navigation')}
          ref={stripRef}
          data-testid="account-sections"
          sx={{
            position: 'relative',
            flex: { md: 1 },
            minWidth: 0,
            overflowX: { md: 'auto' },
            scrollbarWidth: 'thin',
          }}
        >
          <Box
            component="ul"
            sx={{
              display: { xs: 'grid', md: 'flex' },
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
              flexWrap: 'nowrap',
              gap: 0.5,
              listStyle: 'none',
              m: 0,
              p: 0,
              py: 1,
            }}
          >
            {sections.map((entry) => (
              <li key={entry.key}>
                <Button
                  component={ShopLink}
                  href={entry.href}
                  size="small"
                  variant={entry.key === section ? 'contained' : 'text'}
                  aria-current={entry.key === section ? 'page' : undefined}
                  sx={{
                    whiteSpace: { xs: 'normal', md: 'nowrap' },
                    width: { xs: '100%', md: 'auto' },
                    minHeight: 44,
                    justifyContent: { xs: 'flex-start', md: 'center' },
                    textAlign: 'start',
                  }}
                >
                  {t(`account.sections.${entry.key}`)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void signOut()}
          data-testid="account-sign-out"
          // kept in the row while the customer is not known yet, so nothing moves when it is
          sx={{
            flexShrink: 0,
            alignSelf: { xs: 'flex-end', md: 'auto' },
            mb: { xs: 1, md: 0 },
            whiteSpace: 'nowrap',
            visibility: allowed ? 'visible' : 'hidden',
          }}
        >
          {t('account.logout')}
        </Button>
      </Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        {t(`account.sections.${section}`)}
      </Typography>
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
