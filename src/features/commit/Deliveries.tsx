import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Delivery } from '@/api/orders';
import { CashCodeDelivery } from './CashCodeDelivery';
import { CopyCode } from './CopyCode';
import { EsimActivation } from './EsimActivation';

/** What was bought, handed over on the page: codes to copy, eSIM activations, the cash code. */
export function Deliveries({
  deliveries,
  price,
  date,
}: {
  deliveries: Delivery[];
  price: (amount: number) => string;
  date: (iso: string) => string;
}) {
  const { t } = useTranslation('common');
  if (deliveries.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="deliveries-title" sx={{ mt: 4 }}>
      <Typography id="deliveries-title" variant="h5" component="h2" gutterBottom>
        {t('result.deliveries.title')}
      </Typography>
      {deliveries.map((delivery, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2, mb: 2, breakInside: 'avoid' }}>
          {delivery.kind === 'esim' && <EsimActivation esim={delivery} />}
          {delivery.kind === 'cashCode' && <CashCodeDelivery cashCode={delivery} price={price} date={date} />}
          {(delivery.kind === 'voucher' || delivery.kind === 'giftCard') && (
            <>
              <Typography variant="h6" component="h3">
                {delivery.productName}
              </Typography>
              <CopyCode label={t(`result.deliveries.${delivery.kind}`)} code={delivery.code} />
            </>
          )}
        </Paper>
      ))}
    </Box>
  );
}
