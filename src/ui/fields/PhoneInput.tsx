import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { OutlinedField } from './OutlinedField';
import { caretAfter, countBefore, typePhone, type TypedPhone } from '@/tenancy/phone';
import { usePhoneLib } from './usePhoneLib';

export interface PhoneInputProps {
  id: string;
  name?: string;
  label: ReactNode;
  value: string;
  /** the selected phone country (lower-case ISO code) */
  country: string;
  /** the countries whose numbers the field takes; a +CC of another one is flagged */
  countries: readonly string[];
  /** the countries' names in the page's language, for the messages */
  countryNames: Readonly<Record<string, string>>;
  /** "+49" for "de" (the tenant's phoneCallingCodes); with one country, shown in front while typed nationally */
  callingCodes: Readonly<Record<string, string>>;
  /** a key under `phone.errors` */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  onChange: (typed: TypedPhone) => void;
}

/**
 * A phone number as people write it: digits only, formatted as typed for the selected country,
 * a typed or pasted +CC choosing among `countries` (TypedPhone). The formatting metadata loads
 * when the field is shown; until then the digits are kept as typed, and what was typed is
 * formatted once it arrives. The caret stays after the digit it was after.
 */
export function PhoneInput({
  id,
  name = 'phone',
  label,
  value,
  country,
  countries,
  countryNames,
  callingCodes,
  error,
  helperText,
  required,
  onChange,
}: PhoneInputProps) {
  const { t } = useTranslation('common');
  // without the metadata the digits stay as typed; the form's check reports a failed load
  const lib = usePhoneLib();
  const caret = useRef<number | null>(null);

  // what came without the field's formatting (typed before the metadata or hydration, a prefill
  // from the address) is formatted once the metadata is here; typePhone's own text stays as it is
  useEffect(() => {
    if (!lib || !value) return;
    const typed = typePhone(value, country, countries, lib);
    if (typed.text !== value) onChange(typed);
  }, [lib, value, country, countries, onChange]);

  useLayoutEffect(() => {
    const digits = caret.current;
    caret.current = null;
    const input = document.getElementById(id) as HTMLInputElement | null;
    if (digits === null || !input || document.activeElement !== input) return;
    const at = caretAfter(value, digits);
    input.setSelectionRange(at, at);
  }, [id, value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const at = event.target.selectionStart ?? raw.length;
    // typing at the end keeps the caret at the end by itself; an edit inside keeps its place
    caret.current = at < raw.length ? countBefore(raw, at) : null;
    onChange(typePhone(raw, country, countries, lib));
  };

  const names = countries.map((code) =>
    `${countryNames[code] ?? code.toUpperCase()} (${callingCodes[code] ?? ''})`.replace(' ()', ''),
  );
  const message = error
    ? t(`phone.errors.${error}`, { count: countries.length, countries: names.join(', ') })
    : helperText;
  const callingCode = countries.length === 1 ? callingCodes[country] : undefined;
  return (
    <OutlinedField
      fullWidth
      id={id}
      name={name}
      type="tel"
      autoComplete="tel"
      label={label}
      value={value}
      onChange={change}
      required={required}
      error={Boolean(error)}
      helperText={message}
      helperRole={error ? 'alert' : undefined}
      inputProps={{ inputMode: 'tel', maxLength: 24 }}
      startAdornment={
        callingCode && !value.trim().startsWith('+') ? (
          <InputAdornment position="start">{callingCode}</InputAdornment>
        ) : undefined
      }
    />
  );
}
