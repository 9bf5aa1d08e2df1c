import { schemeVar } from '@/tenancy/theme';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { TenantConfig } from '@/tenancy/schema';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import type { TopupFormState, VoucherDelivery } from '../formModel';
import type { FieldErrors } from '../validation';

interface OptionsProps {
  state: TopupFormState;
  errors: FieldErrors;
  onChange: (patch: Partial<TopupFormState>) => void;
}

/** The codes a customer types into the form, each a text field of the form's state of that name. */
type CodeName = 'pin' | 'cashCode' | 'promoCode';

/**
 * The text field of one code: labelled `topup.<name>`, with `topup.<name>Hint` below it where `hinted`,
 * and its error announced and tied to it (helper text with role alert). `keep` is what it stores of
 * what was typed.
 */
function CodeField({
  name,
  state,
  errors,
  onChange,
  hinted = false,
  inputMode,
  maxLength,
  keep = (typed) => typed,
}: OptionsProps & {
  name: CodeName;
  hinted?: boolean;
  inputMode?: 'numeric' | 'text';
  maxLength: number;
  keep?: (typed: string) => string;
}) {
  const { t } = useTranslation('common');
  const error = errors[name];
  return (
    <OutlinedField
      name={name}
      label={t(`topup.${name}`)}
      value={state[name]}
      onChange={(event) => onChange({ [name]: keep(event.target.value) })}
      error={Boolean(error)}
      helperText={error ? t(`topup.errors.${error}`) : hinted ? t(`topup.${name}Hint`) : undefined}
      helperRole={error ? 'alert' : undefined}
      sx={{ maxWidth: 320 }}
      inputProps={{ inputMode, maxLength, autoComplete: 'off' }}
    />
  );
}

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/** SPEC §4 SMS top-up consent: a 4-digit PIN and the example SMS (SPEC §9 "KOOP 15 1234"). */
export function SmsOptions({ exampleSms, ...options }: OptionsProps & { exampleSms: string | null }) {
  const { t } = useTranslation('common');
  const { state, errors, onChange } = options;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('topup.smsIntro')}{' '}
        {exampleSms && (
          <Typography
            component="kbd"
            sx={{
              fontFamily: 'monospace',
              fontWeight: 700,
              color: schemeVar.text,
              '&.Mui-focused': { color: schemeVar.text },
            }}
          >
            {exampleSms}
          </Typography>
        )}
      </Typography>
      <CodeField {...options} name="pin" hinted inputMode="numeric" maxLength={4} keep={digitsOnly} />
      <FormControl error={Boolean(errors.smsConsent)}>
        <FormControlLabel
          control={
            <Checkbox
              name="smsConsent"
              checked={state.smsConsent}
              onChange={(event) => onChange({ smsConsent: event.target.checked })}
              slotProps={{
                input: { 'aria-describedby': errors.smsConsent ? 'topup-consent-error' : undefined },
              }}
            />
          }
          label={t('topup.smsConsent')}
        />
        {errors.smsConsent && (
          <FormHelperText id="topup-consent-error" role="alert">
            {t(`topup.errors.${errors.smsConsent}`)}
          </FormHelperText>
        )}
      </FormControl>
    </Stack>
  );
}

export function CashCodeOptions(options: OptionsProps) {
  return <CodeField {...options} name="cashCode" hinted maxLength={64} />;
}

/** SPEC §3 voucher delivery options (SMS, WhatsApp) and promo codes where the tenant allows them. */
export function VoucherOptions({ state, errors, onChange, tenant }: OptionsProps & { tenant: TenantConfig }) {
  const { t } = useTranslation('common');
  const options = tenant.voucherDeliveryOptions;
  return (
    <Stack spacing={2}>
      {options.length > 0 && (
        <FormControl component="fieldset">
          <FormLabel
            component="legend"
            id="topup-delivery-label"
            sx={{ fontWeight: 600, color: schemeVar.text, '&.Mui-focused': { color: schemeVar.text } }}
          >
            {t('topup.delivery')}
          </FormLabel>
          <RadioGroup
            row
            name="delivery"
            aria-labelledby="topup-delivery-label"
            value={state.delivery ?? ''}
            onChange={(event) => onChange({ delivery: event.target.value as VoucherDelivery })}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(`topup.deliveryOptions.${option}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {tenant.topup.allowPromoCodes && (
        <CodeField name="promoCode" maxLength={32} state={state} errors={errors} onChange={onChange} />
      )}
    </Stack>
  );
}

export function QuantityField({ state, errors, onChange, max }: OptionsProps & { max: number }) {
  const { t } = useTranslation('common');
  return (
    <OutlinedField
      name="quantity"
      type="number"
      label={t('topup.quantity')}
      value={state.quantity}
      onChange={(event) => onChange({ quantity: event.target.value })}
      error={Boolean(errors.quantity)}
      helperText={errors.quantity ? t(`topup.errors.${errors.quantity}`, { max }) : undefined}
      helperRole="alert"
      sx={{ maxWidth: 140 }}
      inputProps={{ min: 1, max, step: 1, inputMode: 'numeric' }}
    />
  );
}
