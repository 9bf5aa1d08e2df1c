import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { GENERAL_ERROR } from '@/api/generalError';
import type { Order } from '@/api/orders';
import { OrderCard } from './OrderCard';
import type { ReadState } from '@/store/useRead';

/** Orders as loaded: a spinner, the failure, the empty history, or the cards. */
export function OrderList({
  loaded,
  headingLevel,
}: {
  loaded: ReadState<{ rows: Order[] }>;
  /** the orders' heading level below the page's or the section's */
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation('common');
  if (loaded.status === 'error') return <Alert severity="error">{t(GENERAL_ERROR)}</Alert>;
  // the page shown stays while the next one loads
  if (!loaded.data) return <CircularProgress aria-label={t('loading')} />;
  if (loaded.data.rows.length === 0)
    return <Typography color="text.secondary">{t('account.noOrders')}</Typography>;
  return (
    <Stack spacing={2}>
      {loaded.data.rows.map((order) => (
        <OrderCard key={order.orderNumber} order={order} headingLevel={headingLevel} />
      ))}
    </Stack>
  );
}
