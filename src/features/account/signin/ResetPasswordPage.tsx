import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { deferredPart } from '@/ui/shell/deferredPart';
import { AuthPage } from './AuthPage';

/** The form is an island that wakes when reached for, as the login page's (ADR 0016). */
const LoadedForm = deferredPart(
  () => import('./ResetPasswordForm').then((module) => module.ResetPasswordForm),
  { ssr: true },
);

const adoptTyped = (root: HTMLElement) => ({
  typed: root.querySelector<HTMLInputElement>('#reset-user')?.value ?? '',
});

/** SPEC §2 /reset-password: the form in the server's HTML. */
export function ResetPasswordPage() {
  const { t } = useTranslation('common');
  return (
    <AuthPage titleKey="pages.resetPassword" heading={t('pages.resetPassword')}>
      <LoadedForm
        fallback={<Typography aria-busy="true">{t('loading')}</Typography>}
        adopt={adoptTyped}
        wake="interaction"
      />
    </AuthPage>
  );
}
