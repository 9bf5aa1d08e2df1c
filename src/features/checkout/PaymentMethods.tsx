import Checkbox from '@mui/material/Checkbox';
import { memo } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { PaymentMethod } from '@/api/checkout';
import { WALLET_SCRIPT_DELAY_MS } from '@/config/constants';
import type { TenantConfig, TopupKind } from '@/tenancy/schema';
import { OutlinedSelect } from '@/ui/fields/OutlinedField';
import { LoadingRegion, Placeholder } from '@/ui/shell/Placeholder';
import { methodChoice, type PaymentChoice, type SavedToken } from './paymentFlow';
import { useDeferredScript } from '@/ui/payment/useDeferredScript';

const TOKEN = 'token:';

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };

export interface PaymentMethodsProps {
  tenant: TenantConfig;
  methods: PaymentMethod[] | null;
  /** the SPEC §4 kinds of the cart's items: a method the backend says cannot pay one is disabled */
  cartKinds: readonly TopupKind[];
  failed: boolean;
  tokens: SavedToken[];
  signedIn: boolean;
  choice: PaymentChoice | null;
  error?: string;
  onChoose: (choice: PaymentChoice) => void;
}

const valueOf = (choice: PaymentChoice | null) =>
  choice ? (choice.savedTokenId ? `${TOKEN}${choice.savedTokenId}` : choice.method) : '';

/** The shop's payment methods, the customer's saved ones first (SPEC §1, §3). */
export const PaymentMethods = memo(function PaymentMethods({
  tenant,
  methods,
  cartKinds,
  failed,
  tokens,
  signedIn,
  choice,
  error,
  onChoose,
}: PaymentMethodsProps) {
  const { t } = useTranslation('common');
  const offersWallet = methods?.some((m) => m.name === 'wallet') ?? false;
  const walletReady = useDeferredScript(
    offersWallet ? tenant.settings.walletScriptUrl : null,
    WALLET_SCRIPT_DELAY_MS,
  );
  if (failed)
    return (
      <FormHelperText error role="alert">
        {t('checkout.methods.failed')}
      </FormHelperText>
    );
  if (!methods)
    return (
      <LoadingRegion label={t('checkout.methods.loading')}>
        <Placeholder height={120} />
      </LoadingRegion>
    );

  const chosen = methods.find((m) => m.name === choice?.method && !choice?.savedTokenId);
  // the backend's own rule (unavailableFor), never a guess of the shop's
  const refusedKind = (method: PaymentMethod) =>
    method.unavailableFor?.find((kind) => cartKinds.includes(kind));
  const labelOf = (method: PaymentMethod) => {
    if (method.name === 'creditcard')
      return `${t('checkout.methods.creditcard')} (${tenant.cardBrands.map((b) => BRAND_NAMES[b] ?? b).join(', ')})`;
    if (method.name === 'wallet' && !walletReady)
      return `${t('checkout.methods.wallet')} – ${t('checkout.methods.walletLoading')}`;
    return t(`checkout.methods.${method.name}`);
  };

  const choose = (value: string) => {
    if (value.startsWith(TOKEN)) {
      const token = tokens.find((tk) => tk.id === value.slice(TOKEN.length));
      if (token) onChoose({ method: token.paymentMethod, savedTokenId: token.id });
      return;
    }
    const chosenMethod = methodChoice(methods, value);
    if (chosenMethod) onChoose(chosenMethod);
  };

  return (
    <Stack spacing={2}>
      <FormControl component="fieldset" error={Boolean(error)}>
        <FormLabel component="legend" id="payment-method-label" sx={{ mb: 1, fontWeight: 600 }}>
          {t('checkout.methods.label')}
        </FormLabel>
        <RadioGroup
          name="paymentMethod"
          aria-labelledby="payment-method-label"
          value={valueOf(choice)}
          onChange={(event) => choose(event.target.value)}
        >
          {tokens.map((token) => (
            <FormControlLabel
              key={token.id}
              value={`${TOKEN}${token.id}`}
              control={<Radio />}
              label={t('checkout.methods.saved', {
                method: t(`checkout.methods.${token.paymentMethod}`),
                expiry: token.expiry,
              })}
            />
          ))}
          {methods.map((method) => {
            const refused = refusedKind(method);
            const reasonId = `payment-method-${method.name}-unavailable`;
            return (
              <FormControlLabel
                key={method.name}
                value={method.name}
                disabled={Boolean(refused) || (method.name === 'wallet' && !walletReady)}
                control={<Radio slotProps={{ input: refused ? { 'aria-describedby': reasonId } : {} }} />}
                label={
                  refused ? (
                    <>
                      {labelOf(method)}
                      <Typography
                        id={reasonId}
                        variant="body2"
                        color="text.secondary"
                        component="span"
                        sx={{ display: 'block' }}
                      >
                        {t(`checkout.methods.unavailableFor.${refused}`)}
                      </Typography>
                    </>
                  ) : (
                    labelOf(method)
                  )
                }
              />
            );
          })}
        </RadioGroup>
        {error && <FormHelperText role="alert">{t(`checkout.errors.${error}`)}</FormHelperText>}
      </FormControl>
      {chosen?.cryptoCurrencies && choice && (
        <OutlinedSelect
          id="checkout-crypto"
          label={t('checkout.methods.cryptoCurrency')}
          value={choice.cryptoCurrency ?? ''}
          onChange={(event) => onChoose({ ...choice, cryptoCurrency: event.target.value })}
          fullWidth
        >
          {chosen.cryptoCurrencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </OutlinedSelect>
      )}
      {signedIn && chosen?.savable && choice && (
        <FormControlLabel
          control={
            <Checkbox
              checked={choice.savePayment ?? false}
              onChange={(event) => onChoose({ ...choice, savePayment: event.target.checked })}
            />
          }
          label={t('checkout.methods.savePayment')}
        />
      )}
    </Stack>
  );
});
