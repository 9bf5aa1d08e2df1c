import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, type Ref } from 'react';
import type { ShownPayment } from './paymentFlow';

/**
 * A payment that goes on inside the shop (SPEC §4 step 4): the card or PayPal page in an iframe,
 * which sends the whole tab to the result page when done, or the bank-transfer request's link.
 */
export function PaymentFrame({ started }: { started: ShownPayment }) {
  const { t } = useTranslation('common');
  const shown = useRef<HTMLElement>(null);
  // the frame replaces the form where the customer pressed pay, which on a phone is far below the
  // top: brought into view and focused, so the card form is where the eyes and the keyboard are
  useEffect(() => {
    shown.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    shown.current?.focus({ preventScroll: true });
  }, [started.url]);
  if (started.kind === 'bankTransfer')
    return (
      <Alert
        ref={shown as Ref<HTMLDivElement>}
        tabIndex={-1}
        severity="info"
        action={
          <Button color="inherit" href={started.url}>
            {t('checkout.frame.bankTransferOpen')}
          </Button>
        }
      >
        {t('checkout.frame.bankTransfer')}
      </Alert>
    );
  const title = t(started.kind === 'paypalFrame' ? 'checkout.frame.paypal' : 'checkout.frame.card');
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, scrollMarginTop: 16 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box
        component="iframe"
        ref={shown as Ref<HTMLIFrameElement>}
        src={started.url}
        title={title}
        data-testid={`payment-frame-${started.kind}`}
        sx={{ width: '100%', height: 520, border: 0, borderRadius: 2, bgcolor: 'background.paper' }}
      />
    </Paper>
  );
}
