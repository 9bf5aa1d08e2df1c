import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { useNotify } from '@/ui/notifications/useNotify';
import { PageTitle } from '@/ui/shell/PageTitle';
import { IdentifierField, SecretField } from './AuthFields';
import { AuthForm, useSubmit } from './AuthForm';
import { requestPasswordReset, resetPassword } from './authThunks';
import { codeError, identifierError, passwordError } from './formRules';
import { codeFailure } from './rules';

/** SPEC §2: forgot password → /reset-password (code and new password) → /login. */
export function ResetPasswordPage() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const phoneAllowed = useAppSelector(selectTenant)?.phoneRegistrationAllowed ?? false;
  const [userName, setUserName] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const { checked, failure, busy, submit } = useSubmit();
  const errors = sent
    ? { userName: null, code: codeError(code), password: passwordError(password) }
    : { userName: identifierError(userName, phoneAllowed), code: null, password: null };
  const shown = (error: string | null) => (checked ? error : null);

  const onSubmit = submit(
    () => !Object.values(errors).some(Boolean),
    async () => {
      if (!sent) {
        const result = await dispatch(requestPasswordReset(userName.trim()));
        if (!requestPasswordReset.fulfilled.match(result))
          return result.payload?.messageKey ?? 'generalErrorMessage';
        setSent(true);
        return null;
      }
      const result = await dispatch(
        resetPassword({ userName: userName.trim(), code: code.trim(), password }),
      );
      if (!resetPassword.fulfilled.match(result)) return codeFailure(result.payload);
      notify.success('passwordHasChanged');
      void router.push('/login');
      return null;
    },
  );

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle titleKey="pages.resetPassword" />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('pages.resetPassword')}
      </Typography>
      <AuthForm
        label={t('pages.resetPassword')}
        failure={failure}
        busy={busy}
        action={t(sent ? 'auth.resetAction' : 'auth.sendCode')}
        onSubmit={onSubmit}
      >
        <Typography>{t(sent ? 'auth.resetCodeSent' : 'auth.resetIntro')}</Typography>
        <IdentifierField
          id="reset-user"
          value={userName}
          error={shown(errors.userName)}
          onChange={setUserName}
        />
        {sent && (
          <>
            <SecretField
              id="reset-code"
              label={t('auth.code')}
              autoComplete="one-time-code"
              value={code}
              error={shown(errors.code)}
              onChange={setCode}
            />
            <SecretField
              id="reset-password"
              label={t('auth.newPassword')}
              autoComplete="new-password"
              value={password}
              error={shown(errors.password)}
              onChange={setPassword}
            />
          </>
        )}
      </AuthForm>
    </Container>
  );
}
