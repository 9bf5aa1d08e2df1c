import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { getOrderHistory } from '@/api/client';
import { ORDER_HISTORY_PAGE_SIZE } from '@/config/constants';
import { useRead } from '@/store/useRead';
import { AccountFrame } from './AccountFrame';
import { OrderList } from './OrderList';
import { useAccountReads } from '../useAccountCall';

function Orders() {
  const { t } = useTranslation('common');
  const [page, setPage] = useState(1);
  const account = useAccountReads();
  const orders = useRead(`orders:${page}`, () =>
    account((ctx) =>
      getOrderHistory(ctx, { offset: (page - 1) * ORDER_HISTORY_PAGE_SIZE, limit: ORDER_HISTORY_PAGE_SIZE }),
    ),
  );
  const total = orders.data?.metadata.totalCount ?? 0;
  const pages = Math.ceil(total / ORDER_HISTORY_PAGE_SIZE);
  return (
    <Stack spacing={3}>
      <OrderList loaded={orders} headingLevel="h2" />
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          getItemAriaLabel={(type, item) => t(`account.pagination.${type}`, { page: item })}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}

/** SPEC §2 order history in pages of 15 (SPEC §9). */
export function OrderHistory() {
  return (
    <AccountFrame section="orders">
      <Orders />
    </AccountFrame>
  );
}
