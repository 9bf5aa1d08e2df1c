import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { changePassword } from '@/api/client';
import { SecretField } from '../signin/AuthFields';
import { AuthForm, useSubmit } from '../signin/AuthForm';
import { passwordError, repeatError } from '../signin/formRules';
import { useAccountChange } from '../useAccountCall';

const FIELDS = [
  ['current', 'account.currentPassword', 'current-password'],
  ['next', 'auth.newPassword', 'new-password'],
  ['repeat', 'auth.repeatPassword', 'new-password'],
] as const;
type Passwords = Record<(typeof FIELDS)[number][0], string>;
const EMPTY: Passwords = { current: '', next: '', repeat: '' };

/** Change password: AUTHENTICATION_FAILED is a wrong current one (SPEC §8 incorrectCurrentPassword). */
export function ChangePasswordForm() {
  const { t } = useTranslation('common');
  const change = useAccountChange('changePassword');
  const [form, setForm] = useState(EMPTY);
  const { busy, submit, shown } = useSubmit();
  const errors: Record<keyof Passwords, string | null> = {
    current: form.current ? null : 'passwordRequired',
    next: passwordError(form.next),
    repeat: repeatError(form.next, form.repeat),
  };

  // the backend's answer is an alert (useAccountChange), so the form keeps no failure of its own
  const onSubmit = submit(
    () => !Object.values(errors).some(Boolean),
    async () => {
      const body = { currentPassword: form.current, newPassword: form.next };
      if (await change((ctx) => changePassword(ctx, body), 'passwordHasChanged')) setForm(EMPTY);
      return null;
    },
  );

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('account.changePassword')}
      </Typography>
      <AuthForm
        keep="change-password"
        label={t('account.changePassword')}
        failure={null}
        busy={busy}
        action={t('account.changePassword')}
        onSubmit={onSubmit}
      >
        {FIELDS.map(([name, label, autoComplete]) => (
          <SecretField
            key={name}
            id={`password-${name}`}
            label={t(label)}
            autoComplete={autoComplete}
            value={form[name]}
            error={shown(errors[name])}
            onChange={(value) => setForm({ ...form, [name]: value })}
          />
        ))}
      </AuthForm>
    </Box>
  );
}
