import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useNotify } from '@/ui/notifications/useNotify';
import { IdentifierField, SecretField } from './AuthFields';
import { AuthForm, useIdentifier, useSubmit } from './AuthForm';
import { login } from './authThunks';
import { typedPasswordError } from './formRules';
import { failureMessage } from '../rules';

export interface LoginFormProps {
  /** id prefix, so the page and the dialog never share ids */
  idPrefix: string;
  /** after a successful sign-in */
  onSignedIn?: () => void;
  /** switches to the registration */
  onRegister: () => void;
  /** what was typed into the server's form before this code came (the /login page's island) */
  typed?: Credentials;
}

export interface Credentials {
  userName: string;
  password: string;
}

/** SPEC §2 login: identifier, password, the SPEC §8 login errors; also the server HTML of /login. */
export function LoginForm({ idPrefix, onSignedIn, onRegister, typed }: LoginFormProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { userName, setUserName, error: userNameError } = useIdentifier(typed?.userName);
  const [password, setPassword] = useState(typed?.password ?? '');
  const { failure, busy, submit, shown } = useSubmit();
  const errors = { userName: userNameError, password: typedPasswordError(password) };

  const onSubmit = submit(
    () => !errors.userName && !errors.password,
    async () => {
      const result = await dispatch(login({ userName: userName.trim(), password }));
      if (!login.fulfilled.match(result)) return failureMessage(result.payload);
      notify.success('successfulAuthentication');
      onSignedIn?.();
      return null;
    },
  );

  return (
    <AuthForm
      keep="login"
      label={t('auth.loginTitle')}
      failure={failure}
      busy={busy}
      action={t('auth.loginAction')}
      onSubmit={onSubmit}
      footer={
        // a flex gap, not margins: the wrapped second link kept its margin and stood indented
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Link component={ShopLink} href="/reset-password">
            {t('auth.forgotPassword')}
          </Link>
          <Link component="button" type="button" onClick={onRegister}>
            {t('auth.toRegistration')}
          </Link>
        </Stack>
      }
    >
      <IdentifierField
        id={`${idPrefix}-user`}
        value={userName}
        error={shown(errors.userName)}
        onChange={setUserName}
      />
      <SecretField
        id={`${idPrefix}-password`}
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        error={shown(errors.password)}
        onChange={setPassword}
      />
    </AuthForm>
  );
}
