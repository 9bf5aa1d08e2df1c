import { schemeVar } from '@/tenancy/theme';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Product } from '@/api';
import { formatPrice } from '@/tenancy/money';
import type { TenantConfig } from '@/tenancy/schema';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import { payableText } from '@/ui/money/payableText';
import { optionCardSx } from './optionCard';

export interface AmountPickerProps {
  products: Product[];
  productId: string | null;
  customAmount: string;
  currency: TenantConfig['currency'];
  language: string;
  moneyStyles: TenantConfig['moneyStyles'];
  /** SPEC §9 placeholder of the different-amount field */
  placeholder: number | null;
  error?: string;
  onChange: (patch: { productId?: string; customAmount?: string }) => void;
}

const ERROR_ID = 'topup-amount-error';

/**
 * The brand's face values, and a different amount where a free-amount product exists. Products
 * that are not ACTIVE stay visible with their status but cannot be chosen (SPEC §4). A face value
 * with a service fee says what the customer pays for it, the fee included.
 */
export function AmountPicker({
  products,
  productId,
  customAmount,
  currency,
  language,
  moneyStyles,
  placeholder,
  error,
  onChange,
}: AmountPickerProps) {
  const { t } = useTranslation('common');
  const price = (amount: number) => formatPrice(amount, currency, language, moneyStyles);
  const fixed = products.filter((p) => p.faceValue !== null).sort((a, b) => a.faceValue! - b.faceValue!);
  const free = products.find((p) => p.faceValue === null && p.status === 'ACTIVE');
  const freeChosen = Boolean(free && productId === free.productId);
  const message = error
    ? t(`topup.errors.${error}`, free ? { min: price(free.minAmount), max: price(free.maxAmount) } : {})
    : null;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel
        component="legend"
        id="topup-amount-label"
        sx={{ mb: 1, fontWeight: 600, color: schemeVar.text, '&.Mui-focused': { color: schemeVar.text } }}
      >
        {t('topup.amount')}
      </FormLabel>
      <RadioGroup
        name="amount"
        aria-labelledby="topup-amount-label"
        value={productId ?? ''}
        onChange={(event) => onChange({ productId: event.target.value })}
        aria-describedby={error ? ERROR_ID : undefined}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}
      >
        {fixed.map((product) => {
          const buyable = product.status === 'ACTIVE';
          const chosen = product.productId === productId;
          return (
            <FormControlLabel
              key={product.productId}
              value={product.productId}
              disabled={!buyable}
              control={<Radio />}
              label={
                <Box component="span" sx={{ display: 'flex', flexDirection: 'column', py: 0.5 }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {price(product.faceValue!)}
                  </Typography>
                  {(!buyable || product.serviceFee > 0) && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {buyable
                        ? payableText(t, price, product.faceValue!, product.serviceFee)
                        : t(`topup.status.${product.status}`)}
                    </Typography>
                  )}
                </Box>
              }
              sx={optionCardSx(chosen)}
            />
          );
        })}
        {free && (
          <FormControlLabel
            value={free.productId}
            control={<Radio />}
            label={t('topup.differentAmount')}
            sx={optionCardSx(freeChosen)}
          />
        )}
      </RadioGroup>
      {free && freeChosen && (
        <OutlinedField
          name="customAmount"
          label={t('topup.differentAmountLabel', { min: price(free.minAmount), max: price(free.maxAmount) })}
          value={customAmount}
          placeholder={String(placeholder ?? free.minAmount)}
          onChange={(event) => onChange({ customAmount: event.target.value })}
          error={Boolean(error)}
          sx={{ mt: 2, maxWidth: 320 }}
          inputProps={{ inputMode: 'decimal', 'aria-describedby': error ? ERROR_ID : undefined }}
          endAdornment={<Typography color="text.secondary">{currency}</Typography>}
        />
      )}
      {message && (
        <FormHelperText id={ERROR_ID} role="alert" sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
