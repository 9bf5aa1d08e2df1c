import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { preloadContract } from '@/api/client';
import type { Product } from '@/api';
import { selectSignedIn } from '@/features/account';
import { useAddToCart } from '@/features/cart';
import { NumberChoice, RememberNumber, useKnownNumbers, type KnownNumber } from '@/features/savedNumbers';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import type { TenantConfig } from '@/tenancy/schema';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { writtenPhone, type TypedPhone } from '@/tenancy/phone';
import { loadPhoneLib, type PhoneLib } from '@/tenancy/phoneLib';
import { rememberNumber } from '@/ui/fields/rememberedNumbers';
import { payableText } from '@/ui/money/payableText';
import { useKeptTyped } from '@/ui/shell/keptTyped';
import {
  initialFormState,
  topupFormReducer,
  type TopupField,
  type TopupFormProps,
  type TopupFormState,
} from './formModel';
import { FORM_KEY, prefillKey, type Prefill } from './prefill';
import { AmountPicker } from './parts/AmountPicker';
import { AutomaticOptions } from './parts/AutomaticOptions';
import { KindPicker } from './parts/KindPicker';
import { CashCodeOptions, QuantityField, SmsOptions, VoucherOptions } from './parts/KindOptions';
import { PhoneField } from './parts/PhoneField';
import {
  autoTypesFor,
  kindHasAmount,
  kindHasQuantity,
  kindsFor,
  kindsWithProducts,
  productsForKind,
} from './topupOptions';
import { MAX_QUANTITY, parseAmount, validateTopup, type FieldErrors } from './validation';

/** Where focus goes for the first field that failed, in the order the form shows them. */
const FIELD_SELECTORS: Record<TopupField, string> = {
  phone: 'input[name="phone"]',
  amount: 'input[name="customAmount"], input[name="amount"]:checked, input[name="amount"]:not(:disabled)',
  autoType: 'input[name="autoType"]',
  lowBalanceLimit: 'input[name="lowBalanceLimit"]',
  pin: 'input[name="pin"]',
  smsConsent: 'input[name="smsConsent"]',
  cashCode: 'input[name="cashCode"]',
  promoCode: 'input[name="promoCode"]',
  quantity: 'input[name="quantity"]',
};

/**
 * A failed web request comes back with msisdn and amount (SPEC §2); the hero's links carry an
 * amount, a product's card its product and face value.
 */
function prefillFrom(query: Record<string, string | string[] | undefined>): Prefill {
  const amount = typeof query.amount === 'string' ? parseAmount(query.amount) : null;
  const phone = typeof query.msisdn === 'string' ? query.msisdn.trim() : '';
  const productId = typeof query.product === 'string' ? query.product : '';
  return { phone: phone || undefined, amount: amount ?? undefined, productId: productId || undefined };
}

/**
 * What the customer will pay for the chosen amount, before add to cart: where a service fee comes
 * with it or more than one is bought, so the total differs from the amount chosen. Null otherwise,
 * and while the amount or the quantity is not one the cart would take.
 */
function totalOf(state: TopupFormState, products: Product[]) {
  const chosen = kindHasAmount(state.kind)
    ? products.find((p) => p.productId === state.productId)
    : undefined;
  const amount = chosen && (chosen.faceValue ?? parseAmount(state.customAmount));
  const quantity = kindHasQuantity(state.kind) ? Number(state.quantity) : 1;
  if (!chosen || chosen.status !== 'ACTIVE' || amount === null || amount === undefined) return null;
  if (chosen.faceValue === null && (amount < chosen.minAmount || amount > chosen.maxAmount)) return null;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return null;
  return chosen.serviceFee > 0 || quantity > 1 ? { amount, serviceFee: chosen.serviceFee, quantity } : null;
}

/** The form itself, once the brand's products are known (TopupForm shows a placeholder until then). */
export function LoadedForm({
  tenant,
  brandId,
  products,
  typed,
}: Omit<TopupFormProps, 'loading'> & {
  tenant: TenantConfig;
  /** what was typed into the server's form before this code arrived */
  typed?: Partial<TopupFormState>;
}) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const language = useAppSelector(selectLanguage);
  const brandProducts = useMemo(() => products.filter((p) => p.brandId === brandId), [products, brandId]);
  const kinds = useMemo(() => kindsWithProducts(kindsFor(tenant), brandProducts), [tenant, brandProducts]);
  const [state, dispatch] = useReducer(topupFormReducer, undefined, () => {
    const { kind, ...fields } = typed ?? {};
    const initial = { ...initialFormState(tenant, brandProducts, prefillFrom(router.query)), ...fields };
    // a kind chosen in the server's form brings that kind's products, as choosing it here does
    return kind && kind !== initial.kind && kinds.includes(kind)
      ? topupFormReducer(initial, { type: 'kind', kind, products: brandProducts })
      : initial;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // Whenever the page's query changes, what it asks for is chosen, however long the form has been
  // in: a customer's own choice after it stands until the query changes again. In the render, not
  // an effect, so that no paint shows the choice the address no longer names. A static page learns
  // its query after hydration (router.isReady).
  const asked = router.isReady ? prefillKey(router.query) : null;
  const [answered, setAnswered] = useState(asked);
  if (asked !== null && asked !== answered) {
    setAnswered(asked);
    dispatch({ type: 'prefill', prefill: prefillFrom(router.query), tenant, products: brandProducts });
    // what the link filled in is not yet checked
    setErrors(({ phone: _phone, amount: _amount, ...others }) => others);
  }
  const [attempted, setAttempted] = useState(false);
  // only the checks use the phone metadata, so its arrival renders nothing again
  const lib = useRef<PhoneLib | null>(null);
  const { submit, submitting } = useAddToCart();
  // what was typed into the server's form comes from the island (`typed`); a press of add to cart
  // before this code was in is carried out once it is (ADR 22)
  const kept = useKeptTyped(FORM_KEY);
  // the numbers this customer tops up: saved in the account, or remembered by this browser
  const known = useKnownNumbers(useAppSelector(selectSignedIn));
  const [chosenNumber, setChosenNumber] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const shopCountries = tenant.phoneCountryCodes;
  const fits = (entry: KnownNumber) => shopCountries.includes(entry.country.toLowerCase());
  const chooseNumber = (entry: KnownNumber) => {
    setChosenNumber(entry.msisdn);
    const phone = lib.current ? writtenPhone(entry.msisdn, lib.current) : entry.msisdn;
    change({ phone, country: entry.country.toLowerCase() });
  };

  useEffect(() => {
    // the form is in use: its add to cart will need the contract
    preloadContract();
    let active = true;
    loadPhoneLib().then(
      (loaded) => {
        if (active) lib.current = loaded;
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  const validate = (next: TopupFormState, phoneLib: PhoneLib) =>
    validateTopup(next, tenant, brandProducts, phoneLib);
  const change = (patch: Partial<TopupFormState>, typed?: TypedPhone) => {
    const next = { ...state, ...patch };
    dispatch({ type: 'set', patch });
    // after a first attempt, errors follow the typing so a fixed field clears at once
    if (attempted && lib.current) {
      const result = validate(next, lib.current);
      setErrors(result.ok ? {} : result.errors);
    } else if (typed) {
      // a +CC of a country the shop does not top up is said at once, not at add to cart
      setErrors(({ phone: _shown, ...others }) =>
        typed.foreign ? { ...others, phone: 'wrongCountry' } : others,
      );
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting) return;
    setAttempted(true);
    let phoneLib = lib.current;
    try {
      phoneLib ??= await loadPhoneLib();
    } catch {
      setErrors({ phone: 'unchecked' });
      return;
    }
    lib.current = phoneLib;
    const result = validate(state, phoneLib);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (Object.keys(FIELD_SELECTORS) as TopupField[]).find((field) => result.errors[field]);
      if (first) form.querySelector<HTMLInputElement>(FIELD_SELECTORS[first])?.focus();
      return;
    }
    setErrors({});
    const { phoneNumber } = result.entry;
    await submit(result.entry, result.promoCode, {
      onAdded: () => {
        if (remember && known.mayRemember && phoneNumber)
          rememberNumber({ msisdn: phoneNumber, country: state.country.toUpperCase() });
      },
    });
  };

  if (kinds.length === 0) return <Alert severity="info">{t('topup.noProducts')}</Alert>;
  const kindProducts = productsForKind(brandProducts, state.kind);
  const options = { state, errors, onChange: change };
  const total = totalOf(state, kindProducts);
  return (
    <Paper
      component="form"
      {...kept}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('topup.title')}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack spacing={3}>
        {kinds.length > 1 && (
          <KindPicker
            kinds={kinds}
            value={state.kind}
            onChange={(kind) => dispatch({ type: 'kind', kind, products: brandProducts })}
          />
        )}
        <NumberChoice
          numbers={known.numbers.filter(fits)}
          chosen={chosenNumber}
          onChoose={chooseNumber}
          onForget={known.forget}
        />
        <PhoneField
          value={state.phone}
          country={state.country}
          countries={tenant.phoneCountryCodes}
          countryNames={tenant.phoneCountryNames[language] ?? {}}
          callingCodes={tenant.phoneCallingCodes}
          error={errors.phone}
          onChange={(patch, typed) => {
            setChosenNumber(null);
            change(patch, typed);
          }}
        />
        {kindHasAmount(state.kind) && (
          <AmountPicker
            products={kindProducts}
            productId={state.productId}
            customAmount={state.customAmount}
            currency={tenant.currency}
            language={language}
            moneyStyles={tenant.moneyStyles}
            placeholder={tenant.topup.differentAmountPlaceholder}
            error={errors.amount}
            onChange={change}
          />
        )}
        {state.kind === 'AUTOMATIC' && (
          <AutomaticOptions tenant={tenant} types={autoTypesFor(tenant)} language={language} {...options} />
        )}
        {state.kind === 'SMS' && <SmsOptions exampleSms={tenant.topup.exampleSms} {...options} />}
        {state.kind === 'CASH_CODE' && <CashCodeOptions {...options} />}
        {state.kind === 'VOUCHER' && <VoucherOptions tenant={tenant} {...options} />}
        {kindHasQuantity(state.kind) && <QuantityField max={MAX_QUANTITY} {...options} />}
        <Box aria-live="polite">
          {total && (
            <Typography sx={{ fontWeight: 700 }} data-testid="topup-total">
              {t('topup.total', {
                price: payableText(
                  t,
                  (amount) => formatPrice(amount, tenant.currency, language, tenant.moneyStyles),
                  total.amount,
                  total.serviceFee,
                  total.quantity,
                ),
              })}
            </Typography>
          )}
        </Box>
        {known.mayRemember && <RememberNumber checked={remember} onChange={setRemember} />}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, px: 4 }}
        >
          {submitting ? t('topup.submitting') : t('topup.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
