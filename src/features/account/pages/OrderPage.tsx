import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { GENERAL_ERROR } from '@/api/generalError';
import { isApiError } from '@/api/apiError';
import { getAccountOrder } from '@/api/client';
import type { OrderDetails } from '@/api/orders';
import { RepeatOrder } from '@/features/cart';
import { Deliveries, OrderSummary, ReceiptPrint } from '@/features/commit';
import { useRead } from '@/store/useRead';
import { formatDate } from '@/tenancy/dates';
import { formatPrice } from '@/tenancy/money';
import { orderNumberIn, ORDERS_PATH } from '@/tenancy/routes';
import { ShopLink } from '@/ui/layout/ShopLink';
import { AccountFrame } from './AccountFrame';
import { ORDER_STATE_COLOURS } from './OrderCard';
import { hasReceipt, shownOrderState } from '../rules';
import { useAccountReads } from '../useAccountCall';
import { useShop } from '@/tenancy/useShop';

function OrderView({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const state = shownOrderState(order.orderStatus);
  const price = (amount: number) => formatPrice(amount, order.summary.currency, language, tenant.moneyStyles);
  const date = (iso: string, withTime = false) =>
    formatDate(new Date(iso), language, tenant.features, { withTime });
  return (
    <Box component="article" aria-labelledby="order-title">
      <ReceiptPrint providerName={tenant.providerName} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography id="order-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('account.orderLabel', { number: order.orderNumber })}
        </Typography>
        <Chip
          color={ORDER_STATE_COLOURS[state]}
          label={t(`account.orderStates.${state}`)}
          data-testid="order-state"
        />
      </Box>
      <Box data-noprint sx={{ mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <RepeatOrder items={order.items} orderNumber={order.orderNumber} variant="contained" />
        {hasReceipt(state) && (
          <Button variant="outlined" onClick={() => window.print()}>
            {t('result.print')}
          </Button>
        )}
      </Box>
      <Deliveries deliveries={order.deliveries} price={price} date={date} />
      <Box component="section" aria-labelledby="order-summary-title" sx={{ mt: 4 }}>
        <Typography id="order-summary-title" variant="h6" component="h2" gutterBottom>
          {t('result.summary.title')}
        </Typography>
        {/* the customer's record of the order: always with VAT, date and payment method */}
        <OrderSummary order={order} detailed price={price} date={date} />
      </Box>
    </Box>
  );
}

function Order({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('common');
  // null: an unknown number, or another customer's, which the backend does not tell apart
  const account = useAccountReads();
  const order = useRead(orderNumber, () =>
    account((ctx) =>
      getAccountOrder(ctx, orderNumber).catch((error: unknown) => {
        if (isApiError(error) && error.errorCode === 'UNKNOWN_ORDER') return null;
        throw error;
      }),
    ),
  );
  if (order.status === 'loading') return <CircularProgress aria-label={t('loading')} />;
  if (order.status === 'error') return <Alert severity="error">{t(GENERAL_ERROR)}</Alert>;
  if (!order.data) return <OrderNotFound />;
  return <OrderView order={order.data} />;
}

function OrderNotFound() {
  const { t } = useTranslation('common');
  return <Alert severity="info">{t('orderPage.notFound')}</Alert>;
}

/** /account/orders/<number>: one order with what it delivered and its receipt (ADR 0033). */
export function OrderPage() {
  const { t } = useTranslation('common');
  const router = useRouter();
  // the page is pre-rendered once for every order: its number is in the address only (ADR 0033)
  const orderNumber = orderNumberIn(router.asPath);
  return (
    <AccountFrame section="orders">
      <Stack spacing={2}>
        <Link component={ShopLink} href={ORDERS_PATH} data-noprint sx={{ alignSelf: 'flex-start' }}>
          {t('orderPage.backToOrders')}
        </Link>
        {orderNumber ? <Order orderNumber={orderNumber} /> : <OrderNotFound />}
      </Stack>
    </AccountFrame>
  );
}
