import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useNotify } from '@/ui/notifications/useNotify';
import { SecretField } from './AuthFields';
import { confirmRegistration } from './authThunks';
import { codeError } from './formRules';
import type { Registered } from './RegisterForm';

export interface ConfirmFormProps {
  idPrefix: string;
  registered: Registered;
  /** signedIn: the kept password signed the customer in; else they go on to /login (SPEC §2) */
  onConfirmed: (signedIn: boolean) => void;
}

/** SPEC §4 registration confirmation: the code sent to the customer. */
export function ConfirmForm({ idPrefix, registered, onConfirmed }: ConfirmFormProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (codeError(code)) return;
    setBusy(true);
    setFailure(null);
    const result = await dispatch(
      confirmRegistration({
        userName: registered.userName,
        code: code.trim(),
        password: registered.password,
      }),
    );
    setBusy(false);
    if (confirmRegistration.fulfilled.match(result)) {
      notify.success(result.payload.signedIn ? 'successfulAuthentication' : 'successfulRegistration');
      onConfirmed(result.payload.signedIn);
    } else
      setFailure(
        result.payload?.errorCode === 'AUTHENTICATION_FAILED'
          ? 'auth.errors.codeWrong'
          : (result.payload?.messageKey ?? 'generalErrorMessage'),
      );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('auth.confirmTitle')}>
      <Stack spacing={2}>
        <Typography>{t('auth.confirmText', { userName: registered.userName })}</Typography>
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        <SecretField
          id={`${idPrefix}-code`}
          label={t('auth.code')}
          autoComplete="one-time-code"
          value={code}
          error={checked ? codeError(code) : null}
          onChange={setCode}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('auth.confirmAction')}
        </Button>
      </Stack>
    </Box>
  );
}
