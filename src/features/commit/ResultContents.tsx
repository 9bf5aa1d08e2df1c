import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
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

/** The outcome of the commit, what was delivered, and the order summary (the printable receipt). */
export function ResultContents({ variant, view, tenant, language, shopHref }: ResultContentsProps) {
  const { t } = useTranslation('common');
  const price = (amount: number) => formatPrice(amount, tenant.currency, language);
  const date = (iso: string, withTime = false) =>
    formatDate(new Date(iso), language, tenant.features, { withTime });
  const message = resultMessage(view, variant);
  const detailed = tenant.features.detailedSuccessPage || tenant.hasDetailedSuccessPage;
  const pending = view.status === 'Pending';
  return (
    <>
      <OutcomePanel
        status={view.status}
        image={<ResultImage image={RESULT_IMAGE[view.status]} />}
        message={'key' in message ? t(message.key) : message.text}
      >
        {pending && <NextCheck nextCheckAt={view.nextCheckAt} language={language} />}
      </OutcomePanel>
      <ResultActions shopHref={shopHref}>
        {/* the receipt, once the outcome is settled */}
        {!pending && (
          <Button variant="outlined" onClick={() => window.print()}>
            {t('result.print')}
          </Button>
        )}
      </ResultActions>
      {view.details && <Deliveries deliveries={view.details.deliveries} price={price} date={date} />}
      <SummarySection>
        {view.details && <OrderSummary order={view.details} detailed={detailed} price={price} date={date} />}
      </SummarySection>
    </>
  );
}
