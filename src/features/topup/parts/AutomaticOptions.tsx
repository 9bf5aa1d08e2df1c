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
import { weekdayName } from '@/features/cart';
import { formatPrice } from '@/tenancy/money';
import type { AutoTopupFrequency, TenantConfig } from '@/tenancy/schema';
import { OutlinedField, OutlinedSelect } from '@/ui/fields/OutlinedField';
import type { FieldErrors } from '../validation';
import type { TopupFormState } from '../formModel';
import { lowBalanceLimitOf } from '../topupOptions';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/**
 * SPEC §4 automatic top-up: only the tenant's autoTopupTypes; low balance with the tenant's limit
 * (or the customer's own where the tenant's is not a number); weekly on a weekday 1-7 =
 * Monday-Sunday; monthly on a day of the month; tariff with the tariff's renewal. The day pickers
 * are native selects: the phone's own picker, and no menu code on the page's first load.
 */
export function AutomaticOptions({
  tenant,
  types,
  language,
  state,
  errors,
  onChange,
}: {
  tenant: TenantConfig;
  types: AutoTopupFrequency[];
  language: string;
  state: TopupFormState;
  errors: FieldErrors;
  onChange: (patch: Partial<TopupFormState>) => void;
}) {
  const { t } = useTranslation('common');
  const limit = lowBalanceLimitOf(tenant);
  const price = (amount: number) => formatPrice(amount, tenant.currency, language, tenant.moneyStyles);
  return (
    <Stack spacing={2}>
      <FormControl component="fieldset" error={Boolean(errors.autoType)}>
        <FormLabel
          component="legend"
          id="topup-autotype-label"
          sx={{ mb: 1, fontWeight: 600, color: schemeVar.text, '&.Mui-focused': { color: schemeVar.text } }}
        >
          {t('topup.autoType')}
        </FormLabel>
        <RadioGroup
          name="autoType"
          aria-labelledby="topup-autotype-label"
          value={state.autoType ?? ''}
          onChange={(event) => onChange({ autoType: event.target.value as AutoTopupFrequency })}
        >
          {types.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={t(`topup.autoTypes.${type}`)}
            />
          ))}
        </RadioGroup>
        {errors.autoType && (
          <FormHelperText role="alert">{t(`topup.errors.${errors.autoType}`)}</FormHelperText>
        )}
      </FormControl>
      {state.autoType === 'LOW_BALANCE' &&
        (limit === null ? (
          <OutlinedField
            name="lowBalanceLimit"
            label={t('topup.lowBalanceLimit')}
            value={state.lowBalanceLimit}
            onChange={(event) => onChange({ lowBalanceLimit: event.target.value })}
            error={Boolean(errors.lowBalanceLimit)}
            helperText={errors.lowBalanceLimit ? t(`topup.errors.${errors.lowBalanceLimit}`) : undefined}
            helperRole="alert"
            sx={{ maxWidth: 320 }}
            inputProps={{ inputMode: 'decimal' }}
            endAdornment={<Typography color="text.secondary">{tenant.currency}</Typography>}
          />
        ) : (
          <Typography color="text.secondary">{t('topup.lowBalanceHint', { limit: price(limit) })}</Typography>
        ))}
      {state.autoType === 'WEEKLY' && (
        <OutlinedSelect
          name="weekday"
          label={t('topup.weekday')}
          value={state.weekday}
          onChange={(event) => onChange({ weekday: Number(event.target.value) })}
          sx={{ maxWidth: 320 }}
        >
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {weekdayName(day, language)}
            </option>
          ))}
        </OutlinedSelect>
      )}
      {state.autoType === 'MONTHLY' && (
        <OutlinedSelect
          name="monthDay"
          label={t('topup.monthDay')}
          value={state.monthDay}
          onChange={(event) => onChange({ monthDay: Number(event.target.value) })}
          helperText={t('topup.monthDayHint')}
          sx={{ maxWidth: 320 }}
        >
          {MONTH_DAYS.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </OutlinedSelect>
      )}
      {state.autoType === 'TARIFF' && <Typography color="text.secondary">{t('topup.tariffHint')}</Typography>}
      {tenant.topup.autoTopupLightOffered && (
        <FormControlLabel
          control={
            <Checkbox
              name="autoTopupLight"
              checked={state.autoTopupLight}
              onChange={(event) => onChange({ autoTopupLight: event.target.checked })}
            />
          }
          label={t('topup.light')}
        />
      )}
      {tenant.topup.allowAutoTopupPause && (
        <Typography variant="body2" color="text.secondary">
          {t('topup.pauseHint')}
        </Typography>
      )}
    </Stack>
  );
}
