import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedField, OutlinedSelect } from '@/ui/fields/OutlinedField';

export interface PhoneFieldProps {
  value: string;
  country: string;
  countries: readonly string[];
  language: string;
  /** "+49" for "de": the tenant's (phoneCallingCodes), so the server's HTML shows them too */
  callingCodes: Readonly<Record<string, string>>;
  error?: string;
  onChange: (patch: { phone?: string; country?: string }) => void;
}

function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country.toUpperCase();
  }
}

/** The number to top up, in the shop's phone countries (tenant.phoneCountryCodes). */
export function PhoneField({
  value,
  country,
  countries,
  language,
  callingCodes,
  error,
  onChange,
}: PhoneFieldProps) {
  const { t } = useTranslation('common');
  const names = countries.map((code) => countryName(code, language));
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      {countries.length > 1 && (
        <OutlinedSelect
          name="country"
          label={t('topup.country')}
          value={country}
          onChange={(event) => onChange({ country: event.target.value })}
          sx={{ minWidth: 140 }}
        >
          {countries.map((code, index) => (
            <option key={code} value={code}>
              {`${names[index]} ${callingCodes[code] ?? ''}`.trim()}
            </option>
          ))}
        </OutlinedSelect>
      )}
      <OutlinedField
        fullWidth
        id="topup-phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('topup.phone')}
        value={value}
        onChange={(event) => onChange({ phone: event.target.value })}
        error={Boolean(error)}
        helperText={
          error ? t(`topup.errors.${error}`, { countries: names.join(', ') }) : t('topup.phoneHint')
        }
        helperRole={error ? 'alert' : undefined}
        inputProps={{ inputMode: 'tel', maxLength: 24 }}
        startAdornment={
          countries.length === 1 ? (
            <InputAdornment position="start">{callingCodes[country] ?? country.toUpperCase()}</InputAdornment>
          ) : undefined
        }
      />
    </div>
  );
}
