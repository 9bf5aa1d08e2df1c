import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { deferredPart } from '@/ui/shell/deferredPart';
import { AuthPage } from './AuthPage';

/**
 * The sign-in (the call, its spinner and its failure) is an island that wakes at load: the server's
 * HTML shows the spinner from the first paint, and the code that signs in comes after hydration,
 * not before it (ADR 0016).
 */
const SsoReturn = deferredPart(() => import('./SsoReturn').then((module) => module.SsoReturn), { ssr: true });

/** SPEC §2 /login/sso: where the tenant's portal sends the customer back. */
export function SsoReturnPage() {
  const { t } = useTranslation('common');
  return (
    <AuthPage titleKey="pages.login" heading={t('auth.loginTitle')}>
      <SsoReturn fallback={<Typography aria-busy="true">{t('auth.signingIn')}</Typography>} />
    </AuthPage>
  );
}
