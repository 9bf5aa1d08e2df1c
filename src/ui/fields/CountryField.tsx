import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { OutlinedSelect } from '@/ui/fields/OutlinedField';
import type { CountryOption } from '@/tenancy/countryNaming';

/** The address country from SPEC §3's list in the page's language; the data comes when this shows. */
export function CountryField({
  value,
  language,
  required,
  onChange,
}: {
  value: string;
  language: string;
  required: boolean;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('common');
  const [options, setOptions] = useState<CountryOption[]>([]);
  useEffect(() => {
    let active = true;
    void import('./countries')
      .then(({ loadCountryLists }) => loadCountryLists(language))
      .then(({ native }) => active && setOptions(native))
      // without the names the current code still shows and is sent
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [language]);
  const shown = options.length > 0 ? options : [{ value, label: value }];
  return (
    <OutlinedSelect
      id="checkout-countryCode"
      name="countryCode"
      label={t('checkout.fields.countryCode')}
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
    >
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </OutlinedSelect>
  );
}
