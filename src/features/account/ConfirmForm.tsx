import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { useNotify } from '@/ui/notifications/useNotify';
import { SecretField } from './AuthFields';
import { AuthForm, useSubmit } from './AuthForm';
import { confirmRegistration } from './authThunks';
import { codeError } from './formRules';
import type { Registered } from './RegisterForm';
import { codeFailure } from './rules';

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
  const { failure, busy, submit, shown } = useSubmit();

  const onSubmit = submit(
    () => !codeError(code),
    async () => {
      const result = await dispatch(
        confirmRegistration({
          userName: registered.userName,
          code: code.trim(),
          password: registered.password,
        }),
      );
      if (!confirmRegistration.fulfilled.match(result)) return codeFailure(result.payload);
      notify.success(result.payload.signedIn ? 'successfulAuthentication' : 'successfulRegistration');
      onConfirmed(result.payload.signedIn);
      return null;
    },
  );

  return (
    <AuthForm
      keep="confirm"
      label={t('auth.confirmTitle')}
      failure={failure}
      busy={busy}
      action={t('auth.confirmAction')}
      onSubmit={onSubmit}
    >
      <Typography>{t('auth.confirmText', { userName: registered.userName })}</Typography>
      <SecretField
        id={`${idPrefix}-code`}
        label={t('auth.code')}
        autoComplete="one-time-code"
        value={code}
        error={shown(codeError(code))}
        onChange={setCode}
      />
    </AuthForm>
  );
}
