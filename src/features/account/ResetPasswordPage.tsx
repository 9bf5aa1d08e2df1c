import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { useNotify } from '@/ui/notifications/useNotify';
import { PageTitle } from '@/ui/shell/PageTitle';
import { IdentifierField, SecretField } from './AuthFields';
import { requestPasswordReset, resetPassword } from './authThunks';
import { codeError, identifierError, passwordError } from './formRules';

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
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (identifierError(userName, phoneAllowed)) return;
    setBusy(true);
    setFailure(null);
    const result = await dispatch(requestPasswordReset(userName.trim()));
    setBusy(false);
    if (requestPasswordReset.fulfilled.match(result)) {
      setSent(true);
      setChecked(false);
    } else setFailure(result.payload?.messageKey ?? 'generalErrorMessage');
  };
  const reset = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (codeError(code) || passwordError(password)) return;
    setBusy(true);
    setFailure(null);
    const result = await dispatch(resetPassword({ userName: userName.trim(), code: code.trim(), password }));
    setBusy(false);
    if (resetPassword.fulfilled.match(result)) {
      notify.success('passwordHasChanged');
      void router.push('/login');
    } else
      setFailure(
        result.payload?.errorCode === 'AUTHENTICATION_FAILED'
          ? 'auth.errors.codeWrong'
          : (result.payload?.messageKey ?? 'generalErrorMessage'),
      );
  };

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle titleKey="pages.resetPassword" />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('pages.resetPassword')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={sent ? reset : requestCode}
        aria-label={t('pages.resetPassword')}
      >
        <Stack spacing={2}>
          <Typography>{t(sent ? 'auth.resetCodeSent' : 'auth.resetIntro')}</Typography>
          {failure && <Alert severity="error">{t(failure)}</Alert>}
          <IdentifierField
            id="reset-user"
            value={userName}
            error={checked && !sent ? identifierError(userName, phoneAllowed) : null}
            onChange={setUserName}
          />
          {sent && (
            <>
              <SecretField
                id="reset-code"
                label={t('auth.code')}
                autoComplete="one-time-code"
                value={code}
                error={checked ? codeError(code) : null}
                onChange={setCode}
              />
              <SecretField
                id="reset-password"
                label={t('auth.newPassword')}
                autoComplete="new-password"
                value={password}
                error={checked ? passwordError(password) : null}
                onChange={setPassword}
              />
            </>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t(sent ? 'auth.resetAction' : 'auth.sendCode')}
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
