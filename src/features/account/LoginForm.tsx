import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import NextLink from 'next/link';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { useNotify } from '@/ui/notifications/useNotify';
import { IdentifierField, SecretField } from './AuthFields';
import { login } from './authThunks';
import { identifierError, passwordError } from './formRules';

export interface LoginFormProps {
  /** id prefix, so the page and the dialog never share ids */
  idPrefix: string;
  /** after a successful sign-in */
  onSignedIn?: () => void;
  /** switches to the registration */
  onRegister: () => void;
}

/** SPEC §2 login: identifier, password, the SPEC §8 login errors; also the server HTML of /login. */
export function LoginForm({ idPrefix, onSignedIn, onRegister }: LoginFormProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const phoneAllowed = useAppSelector(selectTenant)?.phoneRegistrationAllowed ?? false;
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = checked
    ? { userName: identifierError(userName, phoneAllowed), password: passwordError(password) }
    : { userName: null, password: null };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (identifierError(userName, phoneAllowed) || passwordError(password)) return;
    setBusy(true);
    setFailure(null);
    const result = await dispatch(login({ userName: userName.trim(), password }));
    setBusy(false);
    if (login.fulfilled.match(result)) {
      notify.success('successfulAuthentication');
      onSignedIn?.();
    } else setFailure(result.payload?.messageKey ?? 'generalErrorMessage');
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('auth.loginTitle')}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        <IdentifierField
          id={`${idPrefix}-user`}
          value={userName}
          error={errors.userName}
          onChange={setUserName}
        />
        <SecretField
          id={`${idPrefix}-password`}
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={setPassword}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('auth.loginAction')}
        </Button>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Link component={NextLink} href="/reset-password">
            {t('auth.forgotPassword')}
          </Link>
          <Link component="button" type="button" onClick={onRegister}>
            {t('auth.toRegistration')}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
