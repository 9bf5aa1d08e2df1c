import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { selectSignedIn } from '@/features/account';
import { useAddToCart } from '@/features/cart';
import { NumberChoice, RememberNumber, useKnownNumbers, type KnownNumber } from '@/features/savedNumbers';
import { useAppSelector } from '@/store/hooks';
import { amountText, formatPrice, rateText } from '@/tenancy/money';
import { OutlinedField, OutlinedSelect } from '@/ui/fields/OutlinedField';
import { rememberNumber } from '@/ui/fields/rememberedNumbers';
import { payableText } from '@/ui/money/payableText';
import { useKeptTyped } from '@/ui/shell/keptTyped';
import { ChoiceGroup } from './ChoiceGroup';
import type { Product } from '@/api/products';
import type { Destination } from './offers';
import { useInternationalForm } from './useInternationalForm';
import { useShop } from '@/tenancy/useShop';

/**
 * International top-up: the number abroad (its country is chosen from its prefix), the destination,
 * the operator, then the amount in the destination's currency with what the customer pays for it in
 * the shop's currency (the shop's fee included) and the exchange rate. Submitting adds the offer to the cart and goes on to checkout.
 */
export function InternationalForm({ destinations }: { destinations: readonly Destination[] }) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const form = useInternationalForm(tenant.shopId ?? '', destinations);
  const { submit, submitting } = useAddToCart();
  const kept = useKeptTyped('international', form.adopt);
  // the numbers abroad this customer tops up: saved in the account, or remembered by this browser
  const known = useKnownNumbers(useAppSelector(selectSignedIn));
  const [chosenNumber, setChosenNumber] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const sold = (entry: KnownNumber) => destinations.some((place) => place.country === entry.country);
  const { choice, errors } = form;
  const destination = destinations.find((entry) => entry.country === choice.country);
  const operator = destination?.operators.find((entry) => entry.id === choice.operator);
  const offer = operator?.offers.find((entry) => entry.productId === choice.productId);
  const price = (amount: number) => formatPrice(amount, tenant.currency, language, tenant.moneyStyles);
  // what the customer pays for an offer, the shop's fee included: what the cart will ask
  const payable = (entry: Product) =>
    payableText(t, price, entry.faceValue ?? entry.minAmount, entry.serviceFee);
  const abroad = (amount: number) =>
    amountText(amount, destination?.currency ?? tenant.currency, language, tenant.moneyStyles);
  const derivedName = destinations.find((entry) => entry.country === form.derived)?.name;
  const fieldError = (key: string | undefined) =>
    key && t(`international.${key}`, { country: destination?.name });
  const phoneHelp =
    fieldError(errors.phone) ||
    (derivedName
      ? t('international.derived', { country: derivedName })
      : form.derived
        ? t('international.notSold')
        : t('international.phoneHelp'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await form.check();
    if (!checked.ok) return;
    await submit({ productId: checked.productId, phoneNumber: checked.phoneNumber }, null, {
      onAdded: () => {
        form.forget();
        if (remember && known.mayRemember)
          rememberNumber({ msisdn: `+${checked.phoneNumber.replace(/^\+/, '')}`, country: choice.country });
      },
    });
  };

  return (
    <Paper
      component="form"
      {...kept}
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, md: 4 } }}
    >
      <Stack spacing={3}>
        <NumberChoice
          numbers={known.numbers.filter(sold)}
          chosen={chosenNumber}
          onChoose={(entry) => {
            setChosenNumber(entry.msisdn);
            form.setPhone(entry.msisdn);
          }}
          onForget={known.forget}
        />
        <OutlinedField
          label={t('international.phoneLabel')}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={choice.phone}
          onChange={(event) => {
            setChosenNumber(null);
            form.setPhone(event.target.value);
          }}
          helperText={phoneHelp}
          helperRole={errors.phone ? 'alert' : undefined}
          error={Boolean(errors.phone)}
          required
          fullWidth
          inputProps={{ inputMode: 'tel' }}
        />
        <OutlinedSelect
          label={t('international.destinationLabel')}
          name="country"
          value={choice.country}
          onChange={(event) => form.setCountry(event.target.value)}
          helperText={fieldError(errors.country)}
          helperRole={errors.country ? 'alert' : undefined}
          error={Boolean(errors.country)}
          required
          fullWidth
        >
          <option value="">{t('international.chooseDestination')}</option>
          {destinations.map((entry) => (
            <option key={entry.country} value={entry.country}>
              {entry.name}
            </option>
          ))}
        </OutlinedSelect>
        {destination && (
          <ChoiceGroup
            legend={t('international.operatorLegend', { country: destination.name })}
            name="operator"
            value={choice.operator}
            options={destination.operators.map((entry) => ({ value: entry.id, label: entry.name }))}
            onChange={form.setOperator}
            error={fieldError(errors.operator)}
          />
        )}
        {operator && (
          <ChoiceGroup
            legend={t('international.amountLegend')}
            name="amount"
            value={choice.productId}
            options={operator.offers.map((entry) => ({
              value: entry.productId,
              label: t('international.amountOption', {
                amount: abroad(entry.destination!.amount),
                price: payable(entry),
              }),
            }))}
            onChange={form.setProduct}
            error={fieldError(errors.productId)}
          />
        )}
        <Box aria-live="polite">
          {destination && (
            <Typography variant="body2" color="text.secondary" data-testid="exchange-rate">
              {t('international.rate', {
                one: price(1),
                rate: rateText(destination.rate, destination.currency, language),
              })}
            </Typography>
          )}
          {offer && (
            <Typography sx={{ fontWeight: 700, mt: 1 }} data-testid="international-total">
              {t('international.total', { amount: abroad(offer.destination!.amount), price: payable(offer) })}
            </Typography>
          )}
        </Box>
        {known.mayRemember && <RememberNumber checked={remember} onChange={setRemember} />}
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {t('international.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
