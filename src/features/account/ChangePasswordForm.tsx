import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { changePassword } from '@/api/client';
import { SecretField } from './AuthFields';
import { passwordError, repeatError } from './formRules';
import { useAccountChange } from './useAccountCall';

/** Change password: AUTHENTICATION_FAILED is a wrong current one (SPEC §8 incorrectCurrentPassword). */
export function ChangePasswordForm() {
  const { t } = useTranslation('common');
  const change = useAccountChange('changePassword');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorsOf = () => ({
    current: current ? null : 'passwordRequired',
    next: passwordError(next),
    repeat: repeatError(next, repeat),
  });
  const errors = checked ? errorsOf() : { current: null, next: null, repeat: null };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(errorsOf()).some(Boolean)) return;
    setBusy(true);
    const body = { currentPassword: current, newPassword: next };
    if (await change((ctx) => changePassword(ctx, body), 'passwordHasChanged')) {
      setCurrent('');
      setNext('');
      setRepeat('');
      setChecked(false);
    }
    setBusy(false);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="change-password-title"
      sx={{ maxWidth: 520 }}
    >
      <Typography id="change-password-title" variant="h6" component="h2" gutterBottom>
        {t('account.changePassword')}
      </Typography>
      <Stack spacing={2}>
        <SecretField
          id="password-current"
          label={t('account.currentPassword')}
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onChange={setCurrent}
        />
        <SecretField
          id="password-new"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          value={next}
          error={errors.next}
          onChange={setNext}
        />
        <SecretField
          id="password-repeat"
          label={t('auth.repeatPassword')}
          autoComplete="new-password"
          value={repeat}
          error={errors.repeat}
          onChange={setRepeat}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('account.changePassword')}
        </Button>
      </Stack>
    </Box>
  );
}
