import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { useNotify } from '@/ui/notifications/useNotify';
import { IdentifierField, SecretField } from './AuthFields';
import { registerAccount } from './authThunks';
import { identifierError, passwordError, repeatError } from './formRules';

export interface Registered {
  userName: string;
  /** kept for the sign-in after the confirmation (SPEC §4), never stored */
  password: string | null;
}

export interface RegisterFormProps {
  idPrefix: string;
  onRegistered: (registered: Registered) => void;
  onLogin: () => void;
}

/** SPEC §3 registration: an email-based user name (or a phone where allowed) and a password. */
export function RegisterForm({ idPrefix, onRegistered, onLogin }: RegisterFormProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const phoneAllowed = useAppSelector(selectTenant)?.phoneRegistrationAllowed ?? false;
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorsOf = () => ({
    userName: identifierError(userName, phoneAllowed),
    password: passwordError(password),
    repeat: repeatError(password, repeat),
  });
  const errors = checked ? errorsOf() : { userName: null, password: null, repeat: null };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(errorsOf()).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    const result = await dispatch(registerAccount({ userName: userName.trim(), password }));
    setBusy(false);
    if (registerAccount.fulfilled.match(result)) {
      notify.success('registrationSent');
      onRegistered({ userName: result.payload.userName, password: keepSignedIn ? password : null });
    } else setFailure(result.payload?.messageKey ?? 'generalErrorMessage');
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('auth.registerTitle')}>
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
          label={t('auth.newPassword')}
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={setPassword}
        />
        <SecretField
          id={`${idPrefix}-repeat`}
          label={t('auth.repeatPassword')}
          autoComplete="new-password"
          value={repeat}
          error={errors.repeat}
          onChange={setRepeat}
        />
        <FormControlLabel
          control={
            <Checkbox checked={keepSignedIn} onChange={(event) => setKeepSignedIn(event.target.checked)} />
          }
          label={t('auth.signInAfterConfirm')}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('auth.registerAction')}
        </Button>
        <Link component="button" type="button" onClick={onLogin} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.toLogin')}
        </Link>
      </Stack>
    </Box>
  );
}
