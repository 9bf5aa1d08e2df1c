import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { CODE_RESEND_AFTER_SECONDS } from '@/config/constants';
import { useAppDispatch } from '@/store/hooks';
import { useNotify } from '@/ui/notifications/useNotify';
import { useSecondsUntil } from '@/ui/shell/useSecondsUntil';
import { SecretField } from './AuthFields';
import { AuthForm, useSubmit } from './AuthForm';
import { confirmRegistration, resendRegistrationCode } from './authThunks';
import { codeError } from './formRules';
import type { Registered } from './RegisterForm';
import { codeFailure, failureMessage } from '../rules';

export interface ConfirmFormProps {
  idPrefix: string;
  registered: Registered;
  /** signedIn: the kept password signed the customer in; else they go on to /login (SPEC §2) */
  onConfirmed: (signedIn: boolean) => void;
  /** back to the registration form, as it was typed, to correct the address */
  onCorrect: () => void;
}

const inSeconds = (seconds: number) => Date.now() + seconds * 1000;

/**
 * "Send the code again", once the backend's wait since the last code is over: the registration
 * sent the first, so the wait starts here; a refusal's seconds restart it (ADR 0033).
 */
function ResendCode({ userName }: { userName: string }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [resendAt, setResendAt] = useState(() => inSeconds(CODE_RESEND_AFTER_SECONDS));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const wait = useSecondsUntil(resendAt);
  const resend = async () => {
    setBusy(true);
    setSent(false);
    const result = await dispatch(resendRegistrationCode(userName));
    setBusy(false);
    if (!resendRegistrationCode.fulfilled.match(result)) {
      notify.error(failureMessage(result.payload));
      return;
    }
    setResendAt(inSeconds(result.payload.waitSeconds));
    setSent(result.payload.sent);
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="text"
        onClick={() => void resend()}
        disabled={busy || wait > 0}
        data-testid="resend-code"
        // the wait is read, not only a greyed-out control: the secondary text colour keeps its contrast
        sx={{ fontVariantNumeric: 'tabular-nums', '&.Mui-disabled': { color: 'text.secondary' } }}
      >
        {wait > 0 ? t('signInDialog.resendIn', { seconds: wait }) : t('signInDialog.resend')}
      </Button>
      <Typography role="status" variant="body2" color="text.secondary">
        {sent ? t('signInDialog.resent', { userName }) : ''}
      </Typography>
    </Stack>
  );
}

/** SPEC §4 registration confirmation: the code sent to the customer, again on request. */
export function ConfirmForm({ idPrefix, registered, onConfirmed, onCorrect }: ConfirmFormProps) {
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
      footer={
        <>
          <ResendCode userName={registered.userName} />
          <Link
            component="button"
            type="button"
            onClick={onCorrect}
            sx={{ alignSelf: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {t('signInDialog.correct', { userName: registered.userName })}
          </Link>
        </>
      }
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
