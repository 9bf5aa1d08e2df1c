import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import type { Cart } from '@/api/cart';
import { isCashCodeCart } from '@/api/cartPayment';
import { GENERAL_ERROR } from '@/api/generalError';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import type { TenantConfig } from '@/tenancy/schema';
import { selectPinned } from '@/tenancy/tenantSlice';
import { useNotify } from '@/ui/notifications/useNotify';
import { validateAddress, type AddressErrors, type AddressForm, type AddressNeeds } from './addressForm';
import { fieldId } from './AddressFields';
import {
  askForOtp,
  needsOtp,
  pay,
  submitAddress,
  type CheckoutFailure,
  type Navigation,
} from './checkoutThunks';
import { NO_PAYMENT_METHOD } from '@/api/cartPayment';
import { itemKind } from '@/features/cart';
import { selectFlow } from './checkoutFlowSlice';
import { savedCardDefault, type PaymentChoice } from './paymentFlow';

/** The same object each render, so the memoised fields do not render again for it. */
const NO_ERRORS: AddressErrors = {};

/** The step a confirmed code lets go on: the address (then the payment), or the payment. */
type Interrupted = 'address' | 'pay';

/**
 * The pay button: check the address at each field, send it, open the OTP dialog when the server
 * asks, then create the order or start the payment and go where it says (SPEC §4 steps 2-5). A step
 * the server refuses with OTP_REQUIRED asks for the code, and runs again once it is confirmed.
 */
export function usePayment(tenant: TenantConfig, cart: Cart | null, form: AddressForm, needs: AddressNeeds) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const pinned = useAppSelector(selectPinned);
  // fields are checked from the first pay on, then as the customer corrects them
  const [checked, setChecked] = useState(false);
  const [chosen, setChoice] = useState<PaymentChoice | null>(null);
  const { tokens, methods } = useAppSelector(selectFlow);
  // a saved card stays the default, however the cart was filled (a form, or an order bought again)
  const savedCard = useMemo(
    () => savedCardDefault(tokens, methods, (cart?.items ?? []).map(itemKind)),
    [tokens, methods, cart],
  );
  const choice = chosen ?? savedCard;
  const [interrupted, setInterrupted] = useState<Interrupted>('pay');
  // paid in cash at a store: the order is created without a payment method (SPEC §4 step 3)
  const cashCode = cart !== null && isCashCodeCart(cart.items, tenant.topup.kinds);
  const needsPayment = !cashCode && (cart?.needsPayment ?? true);
  const effectiveChoice = needsPayment ? choice : { method: NO_PAYMENT_METHOD };

  const go = async (navigation: Navigation) => {
    if (navigation.to === 'external') window.location.assign(navigation.url);
    else await router.push(shopHref(navigation.url, pinned));
  };

  /** The server wants the code first: it is sent, the dialog opens, and `step` runs after it. */
  const askForCode = async (refused: CheckoutFailure, step: Interrupted) => {
    const asked = await dispatch(askForOtp(refused));
    if (askForOtp.rejected.match(asked)) notify.error(asked.payload?.messageKey ?? GENERAL_ERROR);
    else setInterrupted(step);
  };

  /** After the address (and the OTP, where asked): the order or the payment. */
  const proceed = async () => {
    if (!effectiveChoice) return;
    const result = await dispatch(pay(effectiveChoice));
    if (pay.rejected.match(result)) {
      // a second press while the first pay is under way: nothing to say
      if (result.meta.condition) return;
      if (result.payload && needsOtp(result.payload)) return askForCode(result.payload, 'pay');
      notify.error(result.payload?.messageKey ?? GENERAL_ERROR);
      if (result.payload?.toMainPage) await router.push(shopHref(tenant.mainPage, pinned));
      return;
    }
    if (result.payload.to !== 'here') await go(result.payload);
  };

  const submit = async () => {
    setChecked(true);
    const first = Object.keys(validateAddress(form, needs))[0] as keyof AddressErrors | undefined;
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!effectiveChoice) {
      document.querySelector<HTMLInputElement>('input[name="paymentMethod"]')?.focus();
      return;
    }
    const sent = await dispatch(submitAddress());
    if (submitAddress.rejected.match(sent)) {
      if (sent.payload && needsOtp(sent.payload)) return askForCode(sent.payload, 'address');
      notify.error(sent.payload?.messageKey ?? GENERAL_ERROR);
      return;
    }
    if (sent.payload === 'otp') return setInterrupted('pay');
    await proceed();
  };

  /** The code is confirmed: the step it held up runs again. */
  const codeConfirmed = () => (interrupted === 'address' ? submit() : proceed());

  return {
    errors: checked ? validateAddress(form, needs) : NO_ERRORS,
    choice,
    choiceError: checked && !effectiveChoice ? 'method' : undefined,
    needsPayment,
    cashCode,
    choose: setChoice,
    submit,
    codeConfirmed,
  };
}
