import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, type FormEvent } from 'react';
import {
  AFTER_PAYMENT,
  AUTO_TOPUPS_PATH,
  fetchCart,
  itemKind,
  recurringCharges,
  RecurringNotice,
  selectCart,
  selectCartHydrated,
  selectCartName,
  selectCartStatus,
} from '@/features/cart';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { shopHref } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import { selectPinned } from '@/tenancy/tenantSlice';
import { ButtonAction } from '@/ui/shell/ButtonAction';
import { deferredPart, useServerRender } from '@/ui/shell/deferredPart';
import { typedText, useKeptTyped } from '@/ui/shell/keptTyped';
import { PersonalPageTitle } from '@/ui/shell/PageTitle';
import { LoadingRegion, Placeholder } from '@/ui/shell/Placeholder';
import { emptyAddress, needsOf, typedAddress, type AddressForm } from './addressForm';
import { AddressFields } from './AddressFields';
import { CheckoutSummary } from './CheckoutSummary';
import { addressTyped, selectAddress } from './checkoutSlice';
import { selectFlow } from './checkoutFlowSlice';
import { loadCheckout, loadCustomer, loadPaymentMethods, prefillFromSession } from './checkoutThunks';
import { PaymentMethods } from './PaymentMethods';
import { useDeviceCheck } from '@/ui/payment/useDeviceCheck';
import { afterPaymentOf, payLabel } from './payLabel';
import { methodChoice } from './paymentFlow';
import { usePayment } from './usePayment';
import { useShop } from '@/tenancy/useShop';

// loaded only when the server asks for a code, or a payment goes on inside the shop
const OtpDialog = deferredPart(() => import('./OtpDialog').then((m) => m.OtpDialog), { ssr: false });
const PaymentFrame = deferredPart(() => import('./PaymentFrame').then((m) => m.PaymentFrame), { ssr: false });

export interface PaymentPageProps {
  /** the object types the shop sells; null when the server could not read its catalogue */
  soldKinds?: string[] | null;
}

/** /shop/checkout/payment: what is paid for, the delivery address, the method, and pay (SPEC §4). */
export function PaymentPage({ soldKinds }: PaymentPageProps) {
  const { tenant } = useShop();
  return <PaymentView tenant={tenant} soldKinds={soldKinds ?? undefined} />;
}

function PaymentView({ tenant, soldKinds }: { tenant: TenantConfig; soldKinds: string[] | undefined }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { language } = useShop();
  const pinned = useAppSelector(selectPinned);
  const hydrated = useAppSelector(selectCartHydrated);
  const cartName = useAppSelector(selectCartName);
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const stored = useAppSelector(selectAddress);
  const flow = useAppSelector(selectFlow);
  // Stable props: the page re-renders on each store change while it loads (stored state, the cart,
  // the methods), and the form, the methods and the summary render again only when theirs change.
  const form = useMemo(() => stored ?? emptyAddress(tenant), [stored, tenant]);
  // before the cart is read: what a cart of the shop's kinds may need (ADR 0032)
  const needs = useMemo(
    () => needsOf(tenant, cart?.items ?? soldKinds?.map((objectType) => ({ objectType }))),
    [tenant, cart, soldKinds],
  );
  const cartKinds = useMemo(() => (cart?.items ?? []).map(itemKind), [cart]);
  const charges = useMemo(() => recurringCharges(cart?.items ?? []), [cart]);
  const after = afterPaymentOf(useRouter().query[AFTER_PAYMENT]);
  const payment = usePayment(tenant, cart, form, needs);
  // The methods' answer renders the methods in the background, in slices: the store's update
  // renders at once, in one piece (react-redux), and holds only the form, whose typed values must
  // show at once. (The summary stays in the stored cart's render: apart, it shifted the form.)
  const shownMethods = useDeferredValue(flow.methods);
  useDeviceCheck(tenant);

  // the cart the server rendered from the request is not read again as the page hydrates (ADR 0050)
  const hydrating = useServerRender();
  const served = useRef(hydrating && cart !== null && cart.cartName === cartName);
  // and so are its payment methods and a signed-in customer's cards, read beside it
  const servedMethods = useRef(hydrating && flow.methods !== null);
  const servedCustomer = useRef(hydrating && flow.signedIn);
  useEffect(() => {
    if (!hydrated) return;
    if (served.current) {
      served.current = false;
      if (servedCustomer.current) void dispatch(prefillFromSession());
      else void dispatch(loadCustomer());
      if (!servedMethods.current) void dispatch(loadPaymentMethods());
    } else void dispatch(fetchCart()).then(() => dispatch(loadCheckout()));
  }, [dispatch, hydrated, cartName]);

  const price = useCallback(
    (amount: number) => formatPrice(amount, tenant.currency, language, tenant.moneyStyles),
    [tenant.currency, language, tenant.moneyStyles],
  );
  const empty = hydrated && status !== 'loading' && status !== 'idle' && (!cart || cart.items.length === 0);
  const onChange = useCallback(
    (patch: Partial<AddressForm>) => dispatch(addressTyped({ ...form, ...patch })),
    [dispatch, form],
  );
  // Typed into the server's form before hydration, or before the stored address came back: kept
  // over the stored one, as is a method the server rendered and the customer chose, and a pay
  // pressed meanwhile is carried out once (ADR 22).
  const kept = useKeptTyped(
    'payment-address',
    (typed) => {
      dispatch(addressTyped({ ...form, ...typedAddress(typed) }));
      const method = typedText(typed, 'paymentMethod');
      const chosen = method && flow.methods ? methodChoice(flow.methods, method) : null;
      if (chosen) payment.choose(chosen);
    },
    hydrated,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void payment.submit();
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PersonalPageTitle titleKey="pages.payment" seoKey="payment" />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('checkout.title')}
      </Typography>
      {empty ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', borderRadius: 3 }}>
          <Typography sx={{ mb: 3 }}>{t('checkout.empty')}</Typography>
          <ButtonAction component={ShopLink} href={shopHref(tenant.mainPage, pinned)} variant="contained">
            {t('checkout.continueShopping')}
          </ButtonAction>
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ order: { xs: 2, md: 1 } }}>
            {flow.started ? (
              <PaymentFrame fallback={null} started={flow.started} />
            ) : (
              <Paper
                component="form"
                {...kept}
                variant="outlined"
                noValidate
                aria-labelledby="checkout-address-title"
                onSubmit={onSubmit}
                sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
              >
                <Stack spacing={3}>
                  {after && (
                    <Alert severity="warning" role="status">
                      {t(`checkout.after.${after}`)}
                    </Alert>
                  )}
                  <Typography id="checkout-address-title" variant="h6" component="h2">
                    {t('checkout.addressTitle')}
                  </Typography>
                  {tenant.features.requiredFieldAsterisk && (
                    <Typography variant="body2" color="text.secondary">
                      {t('checkout.requiredNote')}
                    </Typography>
                  )}
                  <AddressFields
                    tenant={tenant}
                    form={form}
                    needs={needs}
                    errors={payment.errors}
                    language={language}
                    onChange={onChange}
                  />
                  {payment.needsPayment ? (
                    <PaymentMethods
                      tenant={tenant}
                      methods={shownMethods}
                      cartKinds={cartKinds}
                      failed={flow.methodsFailed}
                      tokens={flow.tokens}
                      signedIn={flow.signedIn}
                      choice={payment.choice}
                      error={payment.choiceError}
                      onChoose={payment.choose}
                    />
                  ) : (
                    <Alert severity="info">
                      {t(payment.cashCode ? 'checkout.cashCodeNote' : 'checkout.noPayment')}
                    </Alert>
                  )}
                  {flow.paypalTransactionError && (
                    <Alert severity="warning">{t('checkout.paypalError')}</Alert>
                  )}
                  <RecurringNotice
                    charges={charges}
                    language={language}
                    price={price}
                    manageHref={shopHref(AUTO_TOPUPS_PATH, pinned)}
                    when="before"
                    pausable={tenant.topup.allowAutoTopupPause}
                  />
                  <ButtonAction type="submit" variant="contained" size="large" disabled={flow.busy || !cart}>
                    {payLabel(t, payment, charges, cart ? price(cart.summary.grossAmount) : '')}
                  </ButtonAction>
                </Stack>
              </Paper>
            )}
          </Box>
          <Box sx={{ order: { xs: 1, md: 2 } }}>
            {cart ? (
              <CheckoutSummary cart={cart} detailed={tenant.features.detailedCart} price={price} />
            ) : (
              <LoadingRegion label={t('checkout.loading')}>
                <Placeholder height={200} />
              </LoadingRegion>
            )}
          </Box>
        </Box>
      )}
      {flow.otpOpen && (
        <OtpDialog fallback={null} open={flow.otpOpen} onConfirmed={() => void payment.codeConfirmed()} />
      )}
    </Container>
  );
}
