import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { OrderDetails } from '@/api/orders';
import type { TFunction } from 'i18next';
import { useRouter } from 'next/router';
import { useState } from 'react';
import {
  AFTER_PAYMENT,
  AUTO_TOPUPS_PATH,
  CASH_CODE_RESULT_PATH,
  PAYMENT_PATH,
  RESULT_PATH,
  RecurringNotice,
  RepeatOrder,
  scheduleOfOrdered,
  type RecurringCharge,
} from '@/features/cart';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { shopHref as hrefOf } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import type { TenantConfig } from '@/tenancy/schema';
import { formatDate } from '@/tenancy/dates';
import { formatPrice } from '@/tenancy/money';
import type { CommitViewState } from './commitSlice';
import { Deliveries } from './Deliveries';
import { NextCheck } from './NextCheck';
import { OrderSummary } from './OrderSummary';
import { OutcomePanel, ResultActions, SummarySection } from './OutcomePanel';
import { RESULT_IMAGE, resultMessage, type PaymentUiStatus } from './paymentStatus';
import { ResultImage } from './ResultImage';

export interface ResultContentsProps {
  variant: 'order' | 'cashCode';
  view: CommitViewState & { status: PaymentUiStatus };
  tenant: TenantConfig;
  language: string;
  /** the shop's main page, where "continue shopping" goes */
  shopHref: string;
}

/** Outcomes after which what was bought runs, automatic top-ups included. */
const DELIVERED = new Set<PaymentUiStatus>(['Success', 'PartialSuccess', 'PartiallyRefunded']);

/** Outcomes that were paid, and so have a receipt (a refund's too). */
const RECEIPT = new Set<PaymentUiStatus>([...DELIVERED, 'Refunded']);

/** A message to the shop's support that names the order, so nobody has to ask for it. */
const supportHref = (tenant: TenantConfig, orderNumber: string, t: TFunction) =>
  `mailto:${tenant.supportEmail}?subject=${encodeURIComponent(t('result.supportSubject', { orderNumber }))}`;

/** The failed order's items in a new cart, then the payment page, which says the last one failed. */
function PayAgainButton({ cartName }: { cartName: string }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const pinned = useAppSelector(selectPinned);
  const [busy, setBusy] = useState(false);
  const payAgainNow = async () => {
    setBusy(true);
    // the commit's thunks come with the commit run, not with this page's first load
    const { payAgain } = await import('./commitThunks');
    const added = await dispatch(payAgain(cartName));
    if (added.payload) await router.push(`${hrefOf(PAYMENT_PATH, pinned)}?${AFTER_PAYMENT}=failed`);
    else setBusy(false);
  };
  return (
    <Button variant="contained" disabled={busy} onClick={() => void payAgainNow()}>
      {t('result.payAgain')}
    </Button>
  );
}

/** The automatic items of an order, with the schedule each keeps. */
const recurringOfOrder = (items: OrderDetails['items']): RecurringCharge[] =>
  items.flatMap((item) => {
    const schedule = scheduleOfOrdered(item.additionalData);
    return schedule ? [{ key: item.id, amount: item.amount, phoneNumber: item.phoneNumber, schedule }] : [];
  });

/** The outcome of the commit, what was delivered, and the order summary (the printable receipt). */
export function ResultContents({ variant, view, tenant, language, shopHref }: ResultContentsProps) {
  const pinned = useAppSelector(selectPinned);
  const { t } = useTranslation('common');
  const price = (amount: number) => formatPrice(amount, tenant.currency, language, tenant.moneyStyles);
  const date = (iso: string, withTime = false) =>
    formatDate(new Date(iso), language, tenant.features, { withTime });
  const message = resultMessage(view, variant);
  const detailed = tenant.features.detailedSuccessPage || tenant.hasDetailedSuccessPage;
  // SPEC records the 10th retry as a Failure; the customer reads a payment still being confirmed
  const shown = view.unconfirmed ? 'Pending' : view.status;
  const checking = shown === 'Pending';
  const delivered = DELIVERED.has(view.status);
  const support = view.unconfirmed || view.status === 'Failure' || view.status === 'Cancelled';
  const resultPath = variant === 'cashCode' ? CASH_CODE_RESULT_PATH : RESULT_PATH;
  return (
    <>
      <OutcomePanel
        status={shown}
        image={<ResultImage image={RESULT_IMAGE[shown]} />}
        message={'key' in message ? t(message.key, message.values) : message.text}
      >
        {checking && (
          <NextCheck nextCheckAt={view.nextCheckAt} unreachable={view.unreachable} language={language} />
        )}
      </OutcomePanel>
      {view.unconfirmed && view.orderNumber && (
        <Typography sx={{ mt: 2 }} data-testid="result-reopen">
          {t('result.unconfirmed.reopen')}{' '}
          <Link
            href={`${hrefOf(resultPath, pinned)}?${new URLSearchParams({ orderNumber: view.orderNumber })}`}
          >
            {t('result.unconfirmed.link', { orderNumber: view.orderNumber })}
          </Link>
        </Typography>
      )}
      <ResultActions shopHref={shopHref}>
        {/* only an outcome known to be unpaid: one that may have been paid is never paid twice */}
        {view.payAgain && view.cartName && <PayAgainButton cartName={view.cartName} />}
        {support && view.orderNumber && (
          <Button variant="outlined" href={supportHref(tenant, view.orderNumber, t)}>
            {t('result.contactSupport', { orderNumber: view.orderNumber })}
          </Button>
        )}
        {/* what went through can be bought again at once; a failure has its own way back */}
        {view.details && view.status === 'Success' && (
          <RepeatOrder items={view.details.items} orderNumber={view.details.orderNumber} />
        )}
        {/* a receipt for what was paid: never for an order that was not */}
        {RECEIPT.has(view.status) && (
          <Button variant="outlined" onClick={() => window.print()}>
            {t('result.print')}
          </Button>
        )}
      </ResultActions>
      {view.details && delivered && (
        <Box sx={{ mt: 3 }}>
          <RecurringNotice
            charges={recurringOfOrder(view.details.items)}
            language={language}
            price={price}
            manageHref={hrefOf(AUTO_TOPUPS_PATH, pinned)}
            when="after"
            pausable={tenant.topup.allowAutoTopupPause}
          />
        </Box>
      )}
      {view.details && <Deliveries deliveries={view.details.deliveries} price={price} date={date} />}
      <SummarySection>
        {view.details && <OrderSummary order={view.details} detailed={detailed} price={price} date={date} />}
      </SummarySection>
    </>
  );
}
