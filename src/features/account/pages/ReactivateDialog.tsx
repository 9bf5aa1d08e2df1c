import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { GENERAL_ERROR } from '@/api/generalError';
import { cardExpired } from '@/api/account';
import type { AutoTopup } from '@/api/autoTopup';
import { listPaymentTokens } from '@/api/client';
import { cardExpiry } from '@/ui/payment/cardExpiry';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useRead } from '@/store/useRead';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { PAYMENT_METHODS_PATH } from '../sections';
import { useAccountReads } from '../useAccountCall';
import { useTokenName } from '../signin/useTokenName';

export interface ReactivateDialogProps {
  row: AutoTopup;
  busy: boolean;
  onCancel: () => void;
  /** activates the top-up with the chosen saved payment method */
  onConfirm: (paymentToken: string) => void;
}

/**
 * An invalid auto top-up lost the payment method that paid it: the customer picks another of their
 * saved ones, or is sent to add one (SPEC §7 PUT autotopup with paymentToken).
 */
export function ReactivateDialog({ row, busy, onCancel, onConfirm }: ReactivateDialogProps) {
  const { t } = useTranslation('common');
  const account = useAccountReads();
  const tokens = useRead(`tokens:${row.autoTopupId}`, () => account(listPaymentTokens));
  const tokenName = useTokenName();
  const written = useWrittenPhone(Boolean(row.msisdn));
  const [chosen, setChosen] = useState<string | null>(null);
  const saved = tokens.status === 'success' ? tokens.data.paymentTokens : [];
  const now = new Date();
  return (
    <Dialog open onClose={onCancel} aria-labelledby="reactivate-title" fullWidth maxWidth="xs">
      <DialogTitle id="reactivate-title">{t('account.reactivate.title')}</DialogTitle>
      <DialogContent>
        {tokens.status === 'loading' && <CircularProgress aria-label={t('loading')} />}
        {tokens.status === 'error' && <Alert severity="error">{t(GENERAL_ERROR)}</Alert>}
        {tokens.status === 'success' && saved.length === 0 && (
          <Alert
            severity="info"
            action={
              <Button component={ShopLink} href={PAYMENT_METHODS_PATH} color="inherit" size="small">
                {t('account.reactivate.addMethod')}
              </Button>
            }
          >
            {t('account.reactivate.noMethods')}
          </Alert>
        )}
        {saved.length > 0 && (
          <>
            <DialogContentText id="reactivate-text" sx={{ mb: 1 }}>
              {t('account.reactivate.text', { number: row.msisdn ? written(row.msisdn) : row.autoTopupId })}
            </DialogContentText>
            <RadioGroup
              name="paymentToken"
              aria-labelledby="reactivate-text"
              value={chosen ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {saved.map((token) => {
                // the backend refuses an expired card: it is shown, but cannot be chosen
                const expired = cardExpired(token.cardExpiryDate, now);
                const expiry = t('account.expires', { expiry: cardExpiry(token.cardExpiryDate) });
                return (
                  <FormControlLabel
                    key={token.id}
                    value={token.id}
                    control={<Radio />}
                    disabled={expired}
                    label={`${tokenName(token)} · ${expiry}${expired ? ` (${t('account.reactivate.expired')})` : ''}`}
                  />
                );
              })}
            </RadioGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('account.cancel')}</Button>
        {saved.length > 0 && (
          <Button variant="contained" disabled={!chosen || busy} onClick={() => chosen && onConfirm(chosen)}>
            {t('account.reactivate.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
