import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { Fragment } from 'react';
import type { OrderDetails } from '@/api/orders';
import { lineAmount } from '@/api/moneyLines';
import { MoneyLinesList } from '@/ui/money/MoneyLinesList';

const rowStyle = {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
} as const;

export interface OrderSummaryProps {
  order: OrderDetails;
  /** tenant's detailed success page: VAT per item, payment method, date and confirmation address */
  detailed: boolean;
  price: (amount: number) => string;
  /** a date as the shop writes it (SPEC §1 European date format) */
  date: (iso: string, withTime?: boolean) => string;
}

/** The order summary of the result page and the printed receipt: items, the money lines, the facts. */
export function OrderSummary({ order, detailed, price, date }: OrderSummaryProps) {
  const { t } = useTranslation('common');
  const written = useWrittenPhone(order.items.some((item) => item.phoneNumber));
  const { summary } = order;
  // SPEC §4: N/A is the method of a cash-code order
  const methodName = (name: string) =>
    t(`result.paymentMethods.${name === 'N/A' ? 'cash' : name}`, { defaultValue: name });
  const facts: Array<[string, string]> = [
    [t('result.summary.orderNumber'), order.orderNumber],
    [t('result.summary.currency'), summary.currency],
  ];
  if (detailed) {
    facts.push([t('result.summary.date'), date(order.createdAt, true)]);
    facts.push([t('result.summary.paymentMethod'), methodName(order.paymentMethod.name)]);
    const email = order.deliveryAddress?.email;
    if (email && email !== 'N/A') facts.push([t('result.summary.email'), email]);
  }
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('result.summary.items')}>
        {order.items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ ...rowStyle, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{item.productName}</Typography>
              {item.phoneNumber && (
                <Typography variant="body2" color="text.secondary">
                  {t('result.summary.forPhone', { phone: written(item.phoneNumber) })}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('result.summary.quantity', { quantity: item.quantity, price: price(item.amount) })}
              </Typography>
              {detailed &&
                item.taxRates.map((tax) => (
                  <Typography key={tax.rate} variant="body2" color="text.secondary">
                    {t('result.summary.vat', { rate: tax.rate, amount: price(tax.amount) })}
                  </Typography>
                ))}
            </Box>
            <Typography sx={{ textAlign: 'right' }}>{price(lineAmount(item))}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <MoneyLinesList summary={summary} detailed={detailed} price={price} testIdPrefix="result" />
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={rowStyle}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
