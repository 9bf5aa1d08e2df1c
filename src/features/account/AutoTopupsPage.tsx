import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import type { AutoTopup } from '@/api/autoTopup';
import { weekdayName } from '@/features/cart';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { selectLanguage, selectTenant } from '@/tenancy/tenantSlice';
import { useNotify } from '@/ui/notifications/useNotify';
import { AccountFrame } from './AccountFrame';
import {
  loadAutoTopups,
  removeAutoTopup,
  selectAutoTopupBusy,
  selectAutoTopups,
  selectAutoTopupsFailed,
  setAutoTopupStatus,
} from './autoTopupSlice';
import { ConfirmDelete } from './ConfirmDelete';
import { autoTopupActions, lowBalanceMode, scheduleOf, shownStatus } from './rules';

const statusColours = {
  active: 'success',
  paused: 'default',
  invalid: 'error',
  rejected: 'error',
  deleted: 'default',
} as const;

function AutoTopupRow({ row, onDelete }: { row: AutoTopup; onDelete: (row: AutoTopup) => void }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const tenant = useAppSelector(selectTenant);
  const language = useAppSelector(selectLanguage);
  const busy = useAppSelector(selectAutoTopupBusy) === row.autoTopupId;
  if (!tenant) return null;
  const status = shownStatus(row.status);
  const actions = autoTopupActions(row.status, tenant.topup.allowAutoTopupPause);
  const schedule = scheduleOf(row);
  const price = (amount: number) => formatPrice(amount, tenant.currency, language);
  const values = {
    limit: 'limit' in schedule && schedule.limit !== null ? price(schedule.limit) : '',
    day:
      'day' in schedule
        ? schedule.key === 'cart.schedule.weekly'
          ? weekdayName(schedule.day, language)
          : schedule.day
        : '',
  };
  const change = async (next: 'ENABLED' | 'DISABLED') => {
    const result = await dispatch(setAutoTopupStatus({ row, status: next }));
    if (setAutoTopupStatus.fulfilled.match(result)) notify.success('successfulModification');
    else if (result.payload?.messageKey) notify.error(result.payload.messageKey);
  };
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} aria-label={row.msisdn ?? row.autoTopupId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {row.msisdn ?? row.autoTopupId}
        </Typography>
        <Chip size="small" color={statusColours[status]} label={t(`account.autoTopupStatus.${status}`)} />
      </Stack>
      <Typography variant="body2">
        {row.amount !== undefined ? `${price(row.amount)} · ` : ''}
        {row.productName ?? row.brand} · {t(schedule.key, values)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {actions.activate && (
          <Button size="small" variant="contained" disabled={busy} onClick={() => void change('ENABLED')}>
            {t('account.activate')}
          </Button>
        )}
        {actions.pause && (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => void change('DISABLED')}>
            {t('account.pause')}
          </Button>
        )}
        {actions.delete && (
          <Button size="small" color="error" disabled={busy} onClick={() => onDelete(row)}>
            {t('account.delete')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function AutoTopups() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const rows = useAppSelector(selectAutoTopups);
  const loadFailed = useAppSelector(selectAutoTopupsFailed);
  const [deleting, setDeleting] = useState<AutoTopup | null>(null);
  useEffect(() => {
    void dispatch(loadAutoTopups());
  }, [dispatch]);
  if (loadFailed && !rows) return <Alert severity="error">{t('generalErrorMessage')}</Alert>;
  if (!rows) return <CircularProgress aria-label={t('loading')} />;
  const remove = async () => {
    if (!deleting) return;
    const row = deleting;
    setDeleting(null);
    const result = await dispatch(removeAutoTopup(row));
    if (removeAutoTopup.fulfilled.match(result)) notify.success('successfulDelete');
    else if (result.payload?.messageKey) notify.error(result.payload.messageKey);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {/* SPEC §4: with no rows a notification may be shown */}
      {rows.length === 0 ? (
        <Alert severity="info">{t('account.noAutoTopups')}</Alert>
      ) : (
        <Typography color="text.secondary">{t(`account.lowBalanceMode.${lowBalanceMode(rows)}`)}</Typography>
      )}
      {rows.map((row) => (
        <AutoTopupRow key={row.autoTopupId} row={row} onDelete={setDeleting} />
      ))}
      <ConfirmDelete
        what={deleting ? (deleting.msisdn ?? deleting.autoTopupId) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}

/** Auto top-ups (SPEC §4 statuses and actions; pausing where the tenant allows it). */
export function AutoTopupsPage() {
  return (
    <AccountFrame section="autoTopups">
      <AutoTopups />
    </AccountFrame>
  );
}
