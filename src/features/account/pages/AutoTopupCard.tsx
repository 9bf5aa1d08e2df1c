import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { AutoTopup } from '@/api/autoTopup';
import { weekdayName } from '@/features/cart';
import { formatPrice } from '@/tenancy/money';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { scheduleOf, shownStatus } from '../rules';
import { useShop } from '@/tenancy/useShop';

const statusColours = {
  active: 'success',
  paused: 'default',
  invalid: 'error',
  rejected: 'error',
  deleted: 'default',
} as const;

/**
 * One auto top-up as its customer reads it: the number, its SPEC §4 status, the amount, product and
 * schedule; below them what the page adds (its type, its actions).
 */
export function AutoTopupCard({ row, children }: { row: AutoTopup; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { tenant, language } = useShop();
  const written = useWrittenPhone(Boolean(row.msisdn));
  const name = row.msisdn ? written(row.msisdn) : row.autoTopupId;
  const status = shownStatus(row.status);
  const schedule = scheduleOf(row);
  const price = (amount: number) => formatPrice(amount, tenant.currency, language, tenant.moneyStyles);
  const values = {
    limit: 'limit' in schedule && schedule.limit !== null ? price(schedule.limit) : '',
    day:
      'day' in schedule
        ? schedule.key === 'cart.schedule.weekly'
          ? weekdayName(schedule.day, language)
          : schedule.day
        : '',
  };
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} aria-label={name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {name}
        </Typography>
        <Chip size="small" color={statusColours[status]} label={t(`account.autoTopupStatus.${status}`)} />
      </Stack>
      <Typography variant="body2">
        {row.amount !== undefined ? `${price(row.amount)} · ` : ''}
        {row.productName ?? row.brand} · {t(schedule.key, values)}
      </Typography>
      {children}
    </Paper>
  );
}
