import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { lineAmount } from '@/api/moneyLines';
import type { Order } from '@/api/orders';
import { paymentMethodKey } from '@/api/cartPayment';
import { formatPrice } from '@/tenancy/money';
import { orderPath } from '@/tenancy/routes';
import { useShop } from '@/tenancy/useShop';
import { ShopLink } from '@/ui/layout/ShopLink';
import { MoneyLinesList } from '@/ui/money/MoneyLinesList';
import { RepeatOrder } from '@/features/cart';
import { shownOrderState } from '../rules';

/** an order's state chip, in the history and on the order's page */
export const ORDER_STATE_COLOURS = {
  completed: 'success',
  pending: 'info',
  partial: 'warning',
  refunded: 'default',
  failed: 'error',
} as const;

/** One order of the history: when, its items with phone and amount, its money lines, status, payment method. */
export function OrderCard({ order, headingLevel }: { order: Order; headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('common');
  const written = useWrittenPhone(order.items.some((item) => item.phoneNumber));
  const { tenant, language } = useShop();
  const state = shownOrderState(order.orderStatus);
  const price = (amount: number) => formatPrice(amount, order.summary.currency, language, tenant.moneyStyles);
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: 2 }}
      aria-label={t('account.orderLabel', { number: order.orderNumber })}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {/* the order opens on its own page: its deliveries, the full receipt */}
          <Link component={ShopLink} href={orderPath(order.orderNumber)}>
            {t('account.orderLabel', { number: order.orderNumber })}
          </Link>
        </Typography>
        <Chip size="small" color={ORDER_STATE_COLOURS[state]} label={t(`account.orderStates.${state}`)} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(order.createdAt),
        )}
        {' · '}
        {t(`result.paymentMethods.${paymentMethodKey(order.paymentMethod.name)}`, {
          defaultValue: order.paymentMethod.name,
        })}
      </Typography>
      <Box component="ul" sx={{ pl: 2, my: 1 }}>
        {order.items.map((item) => (
          <li key={item.id}>
            <Typography variant="body2">
              {item.quantity > 1 ? `${item.quantity} × ` : ''}
              {item.productName}
              {item.phoneNumber ? ` · ${written(item.phoneNumber)}` : ''}
              {' · '}
              {price(lineAmount(item))}
            </Typography>
          </li>
        ))}
      </Box>
      {/* the same lines as the cart, the payment and the receipt (one money model, ADR 0024) */}
      <MoneyLinesList
        summary={order.summary}
        detailed={false}
        price={price}
        testIdPrefix={`order-${order.orderNumber}`}
      />
      <Box sx={{ mt: 1 }}>
        <RepeatOrder items={order.items} orderNumber={order.orderNumber} />
      </Box>
    </Paper>
  );
}
