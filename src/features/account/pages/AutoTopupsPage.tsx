import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { GENERAL_ERROR } from '@/api/generalError';
import type { AutoTopup } from '@/api/autoTopup';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useNotify } from '@/ui/notifications/useNotify';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { deferredPart } from '@/ui/shell/deferredPart';
import { AccountFrame } from './AccountFrame';
import {
  loadAutoTopups,
  loadLowBalanceType,
  removeAutoTopup,
  selectAutoTopupBusy,
  selectAutoTopups,
  selectAutoTopupsFailed,
  selectLowBalanceAnswers,
  setAutoTopupStatus,
} from '../autoTopupSlice';
import { AutoTopupCard } from './AutoTopupCard';
import { ConfirmDelete } from './ConfirmDelete';
import { autoTopupActions, isLowBalance, lowBalanceNumbers } from '../rules';
import { useShop } from '@/tenancy/useShop';

/**
 * An automatic top-up is cancelled, as the checkout promises ("you can cancel it at any time",
 * `recurringControl`), not deleted like a saved card or number.
 */
const CANCEL_WORDING = {
  action: 'autoTopupCancel.action',
  title: 'autoTopupCancel.title',
  text: 'autoTopupCancel.text',
  confirm: 'autoTopupCancel.confirm',
  keep: 'autoTopupCancel.keep',
} as const;

/** The dialog's code (the saved methods, their names) comes only when an invalid top-up is revived. */
const ReactivateDialog = deferredPart(() => import('./ReactivateDialog').then((m) => m.ReactivateDialog), {
  ssr: false,
});

/** SPEC §4 low-balance type of the row's number; with none running, the notification. */
function LowBalanceType({ msisdn }: { msisdn: string }) {
  const { t } = useTranslation('common');
  const answer = useAppSelector(selectLowBalanceAnswers)[msisdn];
  if (!answer) return null;
  if ('messageKey' in answer)
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {t(answer.messageKey)}
      </Alert>
    );
  if (answer.type === 'NONE')
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {t('account.lowBalanceType.NONE')}
      </Alert>
    );
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {t(`account.lowBalanceType.${answer.type}`)}
    </Typography>
  );
}

function AutoTopupRow({ row, onDelete }: { row: AutoTopup; onDelete: (row: AutoTopup) => void }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { tenant } = useShop();
  const busy = useAppSelector(selectAutoTopupBusy) === row.autoTopupId;
  const [choosing, setChoosing] = useState(false);
  const actions = autoTopupActions(row.status, tenant.topup.allowAutoTopupPause);
  const change = async (next: 'ENABLED' | 'DISABLED', paymentToken?: string) => {
    const result = await dispatch(setAutoTopupStatus({ row, status: next, paymentToken }));
    if (setAutoTopupStatus.fulfilled.match(result)) {
      setChoosing(false);
      notify.success('successfulModification');
    } else if (result.payload?.messageKey) notify.error(result.payload.messageKey);
  };
  return (
    <AutoTopupCard row={row}>
      {isLowBalance(row) && <LowBalanceType msisdn={row.msisdn} />}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {actions.activate && (
          <Button size="small" variant="contained" disabled={busy} onClick={() => void change('ENABLED')}>
            {t('account.activate')}
          </Button>
        )}
        {actions.reactivate && (
          <Button size="small" variant="contained" disabled={busy} onClick={() => setChoosing(true)}>
            {t('account.reactivate.action')}
          </Button>
        )}
        {actions.pause && (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => void change('DISABLED')}>
            {t('account.pause')}
          </Button>
        )}
        {actions.delete && (
          <Button size="small" color="error" disabled={busy} onClick={() => onDelete(row)}>
            {t(CANCEL_WORDING.action)}
          </Button>
        )}
      </Stack>
      {choosing && (
        <ReactivateDialog
          ready
          fallback={null}
          row={row}
          busy={busy}
          onCancel={() => setChoosing(false)}
          onConfirm={(paymentToken) => void change('ENABLED', paymentToken)}
        />
      )}
    </AutoTopupCard>
  );
}

function AutoTopups() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const rows = useAppSelector(selectAutoTopups);
  const loadFailed = useAppSelector(selectAutoTopupsFailed);
  const [deleting, setDeleting] = useState<AutoTopup | null>(null);
  const written = useWrittenPhone(Boolean(rows?.length));
  useEffect(() => {
    void dispatch(loadAutoTopups());
  }, [dispatch]);
  // asked again after every change: a pause or delete here changes what runs on the number
  useEffect(() => {
    for (const row of lowBalanceNumbers(rows ?? [])) void dispatch(loadLowBalanceType(row));
  }, [rows, dispatch]);
  if (loadFailed && !rows) return <Alert severity="error">{t(GENERAL_ERROR)}</Alert>;
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
      {rows.length === 0 && <Alert severity="info">{t('account.noAutoTopups')}</Alert>}
      {rows.map((row) => (
        <AutoTopupRow key={row.autoTopupId} row={row} onDelete={setDeleting} />
      ))}
      <ConfirmDelete
        what={deleting ? (deleting.msisdn ? written(deleting.msisdn) : deleting.autoTopupId) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
        wording={CANCEL_WORDING}
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
