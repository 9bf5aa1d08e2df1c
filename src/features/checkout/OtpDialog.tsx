import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { GENERAL_ERROR } from '@/api/generalError';
import { useAppDispatch } from '@/store/hooks';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import { otpClosed } from './checkoutFlowSlice';
import { confirmOtp, resendOtp } from './checkoutThunks';

const CODE = /^\d{4,8}$/;

/**
 * SPEC §4 step 2: the one-time password the server asked for. A confirmed code lets the step it
 * held up go on (`onConfirmed`); a new code can be asked for, which the server may refuse for a while
 * (OTP_RESEND_TIME_LIMIT_RESTRICTION → otpResendTimeLimit).
 */
export function OtpDialog({ open, onConfirmed }: { open: boolean; onConfirmed: () => void }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!CODE.test(code.trim())) return setError('checkout.otp.format');
    setBusy(true);
    const result = await dispatch(confirmOtp(code.trim()));
    setBusy(false);
    if (confirmOtp.rejected.match(result)) return setError(result.payload?.messageKey ?? GENERAL_ERROR);
    setError(null);
    setCode('');
    onConfirmed();
  };

  const resend = async () => {
    setError(null);
    setBusy(true);
    const result = await dispatch(resendOtp());
    setBusy(false);
    if (resendOtp.rejected.match(result)) setError(result.payload?.messageKey ?? GENERAL_ERROR);
    else setStatus('checkout.otp.sent');
  };

  return (
    <Dialog
      open={open}
      onClose={() => dispatch(otpClosed())}
      aria-labelledby="otp-title"
      aria-describedby="otp-text"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="otp-title">{t('checkout.otp.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="otp-text" sx={{ mb: 2 }}>
            {t('checkout.otp.text')}
          </DialogContentText>
          <OutlinedField
            id="otp-code"
            label={t('checkout.otp.code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric', autoFocus: true }}
            error={Boolean(error)}
            helperText={error ? t(error) : undefined}
            helperRole={error ? 'alert' : undefined}
            fullWidth
          />
          {status && (
            <Typography role="status" sx={{ mt: 1 }}>
              {t(status)}
            </Typography>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => void resend()} disabled={busy}>
            {t('checkout.otp.resend')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('checkout.otp.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
