import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { GENERAL_ERROR } from '@/api/generalError';
import { createPaymentToken, deletePaymentToken, listPaymentTokens } from '@/api/client';
import { deviceId } from '@/ui/payment/browserIds';
import { cardExpiry } from '@/ui/payment/cardExpiry';
import { useDeviceCheck } from '@/ui/payment/useDeviceCheck';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useRead } from '@/store/useRead';
import { sendsDeviceId } from '@/tenancy/thirdPartyScripts';
import type { TenantConfig } from '@/tenancy/schema';
import { useNotify } from '@/ui/notifications/useNotify';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { AccountFrame } from './AccountFrame';
import { selectUser } from '../authSlice';
import { loadAutoTopups, selectAutoTopups } from '../autoTopupSlice';
import { ConfirmDelete } from './ConfirmDelete';
import { useAccountChange, useAccountReads } from '../useAccountCall';
import { useTokenName } from '../signin/useTokenName';
import { useShop } from '@/tenancy/useShop';

/**
 * The payer page sends the browser back here with how adding the card went: the SPEC §8
 * paymentMethodAdded alert, or the general error; the query is dropped so a reload says nothing.
 */
function useAddedAlert() {
  const router = useRouter();
  const notify = useNotify();
  const { paymentStatus } = router.query;
  useEffect(() => {
    if (typeof paymentStatus !== 'string') return;
    if (paymentStatus === 'approved') notify.success('paymentMethodAdded');
    else notify.error(GENERAL_ERROR);
    void router.replace(router.asPath.split('?')[0] ?? '/', undefined, { shallow: true });
  }, [paymentStatus, notify, router]);
}

/**
 * The numbers each saved method pays an auto top-up for: a card kept by an auto top-up's checkout
 * is shown with what it pays, so the customer knows why it is there and what removing it stops.
 */
function useAutoTopupsByToken(): Map<string, string[]> {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectAutoTopups);
  useEffect(() => {
    void dispatch(loadAutoTopups());
  }, [dispatch]);
  const written = useWrittenPhone(Boolean(rows?.length));
  const byToken = new Map<string, string[]>();
  for (const row of rows ?? []) {
    if (!row.paymentToken || row.status === 'DELETED') continue;
    const numbers = byToken.get(row.paymentToken) ?? [];
    const number = row.msisdn ? written(row.msisdn) : row.autoTopupId;
    // a number's low-balance and monthly top-ups are one line
    if (!numbers.includes(number)) numbers.push(number);
    byToken.set(row.paymentToken, numbers);
  }
  return byToken;
}

function PaymentMethods({ tenant }: { tenant: TenantConfig }) {
  useAddedAlert();
  // saving a card passes the same fraud check as paying with one (SPEC §5, §7)
  useDeviceCheck(tenant);
  const { t } = useTranslation('common');
  const { language } = useShop();
  const user = useAppSelector(selectUser);
  const account = useAccountReads();
  const tokens = useRead('tokens', () => account(listPaymentTokens));
  const tokenName = useTokenName();
  const paysFor = useAutoTopupsByToken();
  const change = useAccountChange();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (tokens.status === 'error') return <Alert severity="error">{t(GENERAL_ERROR)}</Alert>;
  // the list stays while it is read again after a removal
  if (!tokens.data) return <CircularProgress aria-label={t('loading')} />;

  const remove = async () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    if (await change((ctx) => deletePaymentToken(ctx, id), 'successfulDelete')) tokens.retry();
  };
  // SPEC §7: creating a token answers the payer page where the card is added; it comes back saved
  const add = async () => {
    setBusy(true);
    let payerUrl = '';
    const deliveryAddress = {
      email: user?.email ?? undefined,
      firstname: user?.firstName ?? undefined,
      lastname: user?.lastName ?? undefined,
      language,
      deviceId: sendsDeviceId(tenant.settings) ? deviceId() : undefined,
    };
    const started = await change(async (ctx) => {
      payerUrl = (await createPaymentToken(ctx, { paymentMethod: 'creditcard', deliveryAddress })).payerUrl;
    });
    if (started) window.location.assign(payerUrl);
    else setBusy(false);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      {tokens.data.paymentTokens.length === 0 && (
        <Typography color="text.secondary">{t('account.noPaymentMethods')}</Typography>
      )}
      {tokens.data.paymentTokens.map((token) => {
        const name = `${tokenName(token)} ${cardExpiry(token.cardExpiryDate)}`;
        return (
          <Paper
            key={token.id}
            variant="outlined"
            sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
          >
            <Stack sx={{ flexGrow: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{tokenName(token)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('account.expires', { expiry: cardExpiry(token.cardExpiryDate) })}
              </Typography>
              {paysFor.get(token.id)?.map((phone) => (
                <Typography key={phone} variant="body2" data-testid="method-auto-topup">
                  {t('paymentMethodUse.autoTopup', { phone })}
                </Typography>
              ))}
            </Stack>
            <Button
              color="error"
              onClick={() => setDeleting({ id: token.id, name })}
              aria-label={t('account.deleteNamed', { what: name })}
            >
              {t('account.delete')}
            </Button>
          </Paper>
        );
      })}
      <Button variant="contained" onClick={() => void add()} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('account.addPaymentMethod')}
      </Button>
      <ConfirmDelete
        what={deleting?.name ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}

/**
 * SPEC §2 /account/settings/payment-methods: saved cards with their expiry as MM/YY (SPEC §5) and
 * the auto top-ups each pays.
 */
export function PaymentMethodsPage() {
  const { tenant } = useShop();
  return (
    <AccountFrame section="paymentMethods">
      <PaymentMethods tenant={tenant} />
    </AccountFrame>
  );
}
