import { useTranslation } from 'next-i18next/pages';
import { OutlinedSelect } from '@/ui/fields/OutlinedField';
import { PhoneInput, type PhoneInputProps } from '@/ui/fields/PhoneInput';
import type { TypedPhone } from '@/tenancy/phone';

export interface PhoneFieldProps extends Pick<
  PhoneInputProps,
  'value' | 'country' | 'countries' | 'countryNames' | 'callingCodes' | 'error'
> {
  onChange: (patch: { phone?: string; country?: string }, typed?: TypedPhone) => void;
}

/** The number to top up, in the shop's phone countries (tenant.phoneCountryCodes). */
export function PhoneField({ onChange, ...phone }: PhoneFieldProps) {
  const { t } = useTranslation('common');
  const { country, countries, countryNames, callingCodes } = phone;
  const name = (code: string) => countryNames[code] ?? code.toUpperCase();
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
          {countries.map((code) => (
            <option key={code} value={code}>
              {`${name(code)} ${callingCodes[code] ?? ''}`.trim()}
            </option>
          ))}
        </OutlinedSelect>
      )}
      <PhoneInput
        {...phone}
        id="topup-phone"
        label={t('topup.phone')}
        helperText={t('topup.phoneHint')}
        onChange={(typed) => onChange({ phone: typed.text, country: typed.country }, typed)}
      />
    </div>
  );
}
