import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useNotify } from '@/ui/notifications/useNotify';
import { IdentifierField, SecretField } from './AuthFields';
import { AuthForm, useIdentifier, useSubmit } from './AuthForm';
import { registerAccount } from './authThunks';
import { passwordError, repeatError } from './formRules';
import { failureMessage } from '../rules';

export interface Registered {
  userName: string;
  /** kept for the sign-in after the confirmation (SPEC §4), never stored */
  password: string | null;
}

/** What the form holds; kept in memory only, so the code step can lead back to correct it. */
export interface RegisterDraft {
  userName: string;
  password: string;
  repeat: string;
  keepSignedIn: boolean;
}

export interface RegisterFormProps {
  idPrefix: string;
  onRegistered: (registered: Registered, draft: RegisterDraft) => void;
  onLogin: () => void;
  /** what was typed before the code step, back to be corrected */
  draft?: RegisterDraft | null;
}

/** SPEC §3 registration: an email-based user name (or a phone where allowed) and a password. */
export function RegisterForm({ idPrefix, onRegistered, onLogin, draft }: RegisterFormProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { userName, setUserName, error: userNameError } = useIdentifier(draft?.userName);
  const [password, setPassword] = useState(draft?.password ?? '');
  const [repeat, setRepeat] = useState(draft?.repeat ?? '');
  const [keepSignedIn, setKeepSignedIn] = useState(draft?.keepSignedIn ?? true);
  const { failure, busy, submit, shown } = useSubmit();
  const errors = {
    userName: userNameError,
    password: passwordError(password),
    repeat: repeatError(password, repeat),
  };

  const onSubmit = submit(
    () => !Object.values(errors).some(Boolean),
    async () => {
      const result = await dispatch(registerAccount({ userName: userName.trim(), password }));
      if (!registerAccount.fulfilled.match(result)) return failureMessage(result.payload);
      notify.success('registrationSent');
      onRegistered(
        { userName: result.payload.userName, password: keepSignedIn ? password : null },
        { userName, password, repeat, keepSignedIn },
      );
      return null;
    },
  );

  return (
    <AuthForm
      keep="register"
      label={t('auth.registerTitle')}
      failure={failure}
      busy={busy}
      action={t('auth.registerAction')}
      onSubmit={onSubmit}
      footer={
        <Link component="button" type="button" onClick={onLogin} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.toLogin')}
        </Link>
      }
    >
      <IdentifierField
        id={`${idPrefix}-user`}
        value={userName}
        error={shown(errors.userName)}
        onChange={setUserName}
      />
      {(
        [
          ['password', 'auth.newPassword', password, setPassword, errors.password],
          ['repeat', 'auth.repeatPassword', repeat, setRepeat, errors.repeat],
        ] as const
      ).map(([name, label, value, onChange, error]) => (
        <SecretField
          key={name}
          id={`${idPrefix}-${name}`}
          label={t(label)}
          autoComplete="new-password"
          value={value}
          error={shown(error)}
          onChange={onChange}
        />
      ))}
      <FormControlLabel
        control={
          <Checkbox checked={keepSignedIn} onChange={(event) => setKeepSignedIn(event.target.checked)} />
        }
        label={t('auth.signInAfterConfirm')}
      />
    </AuthForm>
  );
}
