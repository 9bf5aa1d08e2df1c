import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import { useAppSelector } from '@/store/hooks';
import { shopHref, shopPageOf } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { deferredPart } from '@/ui/shell/deferredPart';
import { PersonalPageTitle } from '@/ui/shell/PageTitle';
import { Placeholder } from '@/ui/shell/Placeholder';
import { ContainedAction } from '@/ui/shell/ContainedAction';
import { SmartLink } from '@/ui/layout/ShopLink';
import { selectCommitView } from './commitSlice';
import { OutcomePanel, ResultActions, SummarySection } from './OutcomePanel';
import { ReceiptPrint } from './receiptPrint';
import { PENDING_POLLING } from './paymentStatus';
import { sameOutcome } from './sameOutcome';
import { useCommitRun } from './useCommitRun';
import { useShop } from '@/tenancy/useShop';

/**
 * Everything past the placeholder: rendered on the server where the request carried the order's
 * keys and the order could be read (ADR 0054); else the outcome exists only once the browser has
 * called the commit, so this code is fetched alongside that call instead of before hydration.
 */
export const ResultContents = deferredPart(() => import('./ResultContents').then((m) => m.ResultContents), {
  ssr: true,
  background: true,
});

export interface ResultPageProps {
  variant: 'order' | 'cashCode';
  /** the order number of the request's query, so the server's HTML names the order */
  orderNumber: string | null;
}

/** /shop/checkout/result and /cash-code: the commit's outcome, the codes delivered, the receipt. */
export function ResultPage({ variant, orderNumber: fromServer }: ResultPageProps) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const pinned = useAppSelector(selectPinned);
  const view = useAppSelector(selectCommitView, sameOutcome);
  const { key, hydrated } = useCommitRun();
  const titleKey = variant === 'cashCode' ? 'pages.cashCodeResult' : 'pages.result';
  const orderNumber = view.orderNumber ?? key?.orderNumber ?? fromServer;
  const home = shopHref(shopPageOf(tenant), pinned);
  const status = view.orderNumber && view.status;
  // the same object while the outcome is: a render of the page for anything else (the keys leaving
  // the address, the commit starting) then renders none of the outcome again (deferredPart)
  const shown = useMemo(() => ({ ...view, status: status || 'Pending' }), [view, status]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <ReceiptPrint providerName={tenant.providerName} />
      <PersonalPageTitle titleKey={titleKey} seoKey="result" />
      <Typography variant="h4" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      {orderNumber && (
        <Typography sx={{ mb: 3 }} data-testid="result-order-number">
          {t('result.orderNumber', { orderNumber })}
        </Typography>
      )}
      {hydrated && !orderNumber ? (
        <Box>
          <Typography sx={{ mb: 3 }}>{t('result.noOrder')}</Typography>
          <ContainedAction component={SmartLink} href={home}>
            {t('result.continueShopping')}
          </ContainedAction>
        </Box>
      ) : (
        <ResultContents
          ready={Boolean(status)}
          fallback={
            orderNumber ? (
              // the order is known: the page is laid out as its outcome will be, pending until then
              <Box aria-busy="true">
                <OutcomePanel status="Pending" message={t('result.message.pending', PENDING_POLLING)} />
                <ResultActions shopHref={home} />
                <SummarySection />
              </Box>
            ) : (
              <Box aria-busy="true">
                <Typography sx={{ mb: 2 }}>{t('result.checking')}</Typography>
                <Placeholder height={140} sx={{ mb: 2 }} />
                <Placeholder height={120} />
              </Box>
            )
          }
          variant={variant}
          view={shown}
          tenant={tenant}
          language={language}
          shopHref={home}
        />
      )}
    </Container>
  );
}
