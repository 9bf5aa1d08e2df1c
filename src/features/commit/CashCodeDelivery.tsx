import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Delivery } from '@/api/orders';
import { CopyCode } from './CopyCode';

type CashCode = Extract<Delivery, { kind: 'cashCode' }>;

const STEPS = ['one', 'two', 'three'] as const;

/** The cash code of a cash-code order and how to pay with it at a store. */
export function CashCodeDelivery({
  cashCode,
  price,
  date,
}: {
  cashCode: CashCode;
  price: (amount: number) => string;
  date: (iso: string) => string;
}) {
  const { t } = useTranslation('common');
  const expires = date(cashCode.expiresAt);
  return (
    <Box>
      <CopyCode label={t('result.cashCode.code')} code={cashCode.code} />
      <Typography sx={{ fontWeight: 600 }}>
        {t('result.cashCode.amount', { amount: price(cashCode.amount), date: expires })}
      </Typography>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('result.cashCode.howTo')}
      </Typography>
      <Box component="ol" sx={{ pl: 3, my: 1 }}>
        {STEPS.map((step) => (
          <Typography component="li" key={step} sx={{ mb: 0.5 }}>
            {t(`result.cashCode.steps.${step}`, { amount: price(cashCode.amount) })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
