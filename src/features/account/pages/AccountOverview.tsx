import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import { getOrderHistory } from '@/api/client';
import { ACCOUNT_OVERVIEW_ORDERS } from '@/config/constants';
import { useAppSelector } from '@/store/hooks';
import { useRead } from '@/store/useRead';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { AccountFrame } from './AccountFrame';
import { selectUser } from '../authSlice';
import { OrderList } from './OrderList';
import { useAccountReads } from '../useAccountCall';

type History = Awaited<ReturnType<typeof getOrderHistory>>;

export interface AccountOverviewProps {
  /** the latest orders the server read with the session (ADR 0050); null: the browser reads them */
  orders?: History | null;
}

function Overview({ orders: served }: AccountOverviewProps) {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectUser);
  const written = useWrittenPhone(!user?.email && Boolean(user?.phoneNumber));
  const account = useAccountReads();
  const orders = useRead(
    'overview',
    () => account((ctx) => getOrderHistory(ctx, { offset: 0, limit: ACCOUNT_OVERVIEW_ORDERS })),
    served ? { key: 'overview', data: served } : undefined,
  );
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}
    >
      <Paper variant="outlined" component="section" aria-labelledby="overview-profile" sx={{ p: 2 }}>
        <Typography id="overview-profile" variant="h6" component="h2" gutterBottom>
          {t('account.sections.profile')}
        </Typography>
        {name && <Typography>{name}</Typography>}
        <Typography color="text.secondary">
          {user?.email ?? (user?.phoneNumber ? written(user.phoneNumber) : null)}
        </Typography>
        <Button component={ShopLink} href="/account/profile" sx={{ mt: 1, px: 0 }}>
          {t('account.editProfile')}
        </Button>
      </Paper>
      <Box component="section" aria-labelledby="overview-orders">
        <Typography id="overview-orders" variant="h6" component="h2" gutterBottom>
          {t('account.latestOrders')}
        </Typography>
        <OrderList loaded={orders} headingLevel="h3" />
        <Button component={ShopLink} href="/account/orders" sx={{ mt: 1, px: 0 }}>
          {t('account.allOrders')}
        </Button>
      </Box>
    </Box>
  );
}

/** SPEC §2 account: the profile in short and the first 3 orders (SPEC §9). */
export function AccountOverview({ orders }: AccountOverviewProps) {
  return (
    <AccountFrame section="overview">
      <Overview orders={orders} />
    </AccountFrame>
  );
}
