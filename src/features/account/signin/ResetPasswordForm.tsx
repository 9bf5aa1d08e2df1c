import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useNotify } from '@/ui/notifications/useNotify';
import { IdentifierField, SecretField } from './AuthFields';
import { AuthForm, useIdentifier, useSubmit } from './AuthForm';
import { requestPasswordReset, resetPassword } from './authThunks';
import { codeError, passwordError } from './formRules';
import { passwordResetFailure } from '../rules';

/**
 * SPEC §2: forgot password → /reset-password (code and new password) → /login. `typed` is the user
 * name typed into the server's form before this code came.
 */
export function ResetPasswordForm({ typed }: { typed?: string }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const { userName, setUserName, error: userNameError } = useIdentifier(typed);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const { failure, busy, submit, shown } = useSubmit();
  const errors = sent
    ? { userName: null, code: codeError(code), password: passwordError(password) }
    : { userName: userNameError, code: null, password: null };

  const onSubmit = submit(
    () => !Object.values(errors).some(Boolean),
    async () => {
      if (!sent) {
        const result = await dispatch(requestPasswordReset(userName.trim()));
        if (!requestPasswordReset.fulfilled.match(result)) return passwordResetFailure(result.payload);
        setSent(true);
        return null;
      }
      const result = await dispatch(
        resetPassword({ userName: userName.trim(), code: code.trim(), password }),
      );
      if (!resetPassword.fulfilled.match(result)) return passwordResetFailure(result.payload);
      notify.success('passwordHasChanged');
      void router.push('/login');
      return null;
    },
  );

  // the code and the new password come once the code was sent
  const secrets = [
    ['code', 'auth.code', 'one-time-code', code, setCode, errors.code],
    ['password', 'auth.newPassword', 'new-password', password, setPassword, errors.password],
  ] as const;
  return (
    <AuthForm
      keep="reset-password"
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
      {sent &&
        secrets.map(([name, label, autoComplete, value, onChange, error]) => (
          <SecretField
            key={name}
            id={`reset-${name}`}
            label={t(label)}
            autoComplete={autoComplete}
            value={value}
            error={shown(error)}
            onChange={onChange}
          />
        ))}
    </AuthForm>
  );
}
