import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { TenantConfig } from '@/tenancy/schema';
import { formatDate } from '@/tenancy/dates';
import { formatPrice } from '@/tenancy/money';
import { SmartLink } from '@/ui/layout/SmartLink';
import type { CommitViewState } from './commitSlice';
import { Deliveries } from './Deliveries';
import { NextCheck } from './NextCheck';
import { OrderSummary } from './OrderSummary';
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
      <Paper
        variant="outlined"
        data-status={view.status}
        sx={{
          p: { xs: 2, md: 3 },
          display: 'flex',
          gap: { xs: 2, md: 3 },
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <ResultImage image={RESULT_IMAGE[view.status]} />
        <Box sx={{ flex: '1 1 260px' }}>
          <Box aria-live="polite">
            <Typography variant="h5" component="h2" data-testid="result-status">
              {t(`result.status.${view.status}`)}
            </Typography>
            <Typography data-testid="result-message" sx={{ mt: 1 }}>
              {'key' in message ? t(message.key) : message.text}
            </Typography>
          </Box>
          {pending && <NextCheck nextCheckAt={view.nextCheckAt} language={language} />}
        </Box>
      </Paper>
      {!pending && (
        <Box data-noprint sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          <Button variant="contained" component={SmartLink} href={shopHref}>
            {t('result.continueShopping')}
          </Button>
          <Button variant="outlined" onClick={() => window.print()}>
            {t('result.print')}
          </Button>
        </Box>
      )}
      {view.details && <Deliveries deliveries={view.details.deliveries} price={price} date={date} />}
      <Box component="section" aria-labelledby="summary-title" sx={{ mt: 4 }}>
        <Typography id="summary-title" variant="h5" component="h2" gutterBottom>
          {t('result.summary.title')}
        </Typography>
        {view.details ? (
          <OrderSummary order={view.details} detailed={detailed} price={price} date={date} />
        ) : (
          <Skeleton variant="rounded" height={120} aria-hidden="true" />
        )}
      </Box>
    </>
  );
}
