import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import type { AddressForm, VoucherDelivery } from './addressForm';

/** How a voucher's code travels: by email, or by SMS / WhatsApp where the tenant offers it (SPEC §3). */
export function VoucherDeliveryFields({
  options,
  form,
  error,
  onChange,
}: {
  options: Array<'sms' | 'whatsapp'>;
  form: AddressForm;
  error?: string;
  onChange: (patch: Partial<AddressForm>) => void;
}) {
  const { t } = useTranslation('common');
  const choices: VoucherDelivery[] = ['email', ...options];
  return (
    <Stack spacing={2}>
      {choices.length > 1 && (
        <FormControl component="fieldset">
          <FormLabel component="legend" id="voucher-delivery-label">
            {t('checkout.voucher.label')}
          </FormLabel>
          <RadioGroup
            row
            name="voucherDelivery"
            aria-labelledby="voucher-delivery-label"
            value={form.voucherDelivery}
            onChange={(event) => onChange({ voucherDelivery: event.target.value as VoucherDelivery })}
          >
            {choices.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={t(`checkout.voucher.${choice}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {form.voucherDelivery === 'email' && (
        <OutlinedField
          id="checkout-voucherEmail"
          name="voucherEmail"
          type="email"
          label={t('checkout.fields.voucherEmail')}
          value={form.voucherEmail}
          onChange={(event) => onChange({ voucherEmail: event.target.value })}
          error={Boolean(error)}
          helperText={error ? t(`checkout.errors.${error}`) : t('checkout.voucher.emailHint')}
          helperRole={error ? 'alert' : undefined}
          fullWidth
        />
      )}
    </Stack>
  );
}
