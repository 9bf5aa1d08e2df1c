import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { DeliveryAddress } from '@/api/common';
import { lookupAddress } from '@/api/client';
import type { AddressForm } from './addressForm';
import { useShop } from '@/tenancy/useShop';
import { ButtonAction } from '@/ui/shell/ButtonAction';

const POSTCODE = /^[A-Za-z0-9 -]{2,10}$/;

/** SPEC §3 address autofill: suggestions for the typed postcode; picking one fills the address. */
export function AddressLookup({
  zip,
  countryCode,
  language,
  onPick,
}: {
  zip: string;
  countryCode: string;
  language: string;
  onPick: (patch: Partial<AddressForm>) => void;
}) {
  const { t } = useTranslation('common');
  const { ctx } = useShop();
  const [suggestions, setSuggestions] = useState<DeliveryAddress[] | null>(null);
  const [failed, setFailed] = useState(false);

  const find = async () => {
    setFailed(false);
    try {
      // the backend may want the country's English name beside its code (SPEC §7)
      const { loadCountryLists } = await import('@/ui/fields/countries');
      const { english } = await loadCountryLists(language);
      const countryName = english.find((c) => c.value === countryCode)?.label;
      const { addresses } = await lookupAddress(ctx, { postcode: zip.trim(), countryCode, countryName });
      setSuggestions(addresses);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ButtonAction
        variant="outlined"
        size="small"
        disabled={!POSTCODE.test(zip.trim())}
        onClick={() => void find()}
      >
        {t('checkout.lookup.find')}
      </ButtonAction>
      {failed && <Typography role="alert">{t('checkout.lookup.failed')}</Typography>}
      {suggestions?.length === 0 && <Typography role="status">{t('checkout.lookup.none')}</Typography>}
      {suggestions && suggestions.length > 0 && (
        <Stack
          component="ul"
          aria-label={t('checkout.lookup.suggestions')}
          sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}
        >
          {suggestions.map((s) => (
            <li key={`${s.street}-${s.zip}-${s.city}`}>
              <ButtonAction
                size="small"
                // an address as written ("Dorpsstraat, 1012 AB Voorbeeldstad"), not in the buttons' capitals
                sx={{ textTransform: 'none' }}
                onClick={() => {
                  onPick({ street: s.street ?? '', zip: s.zip ?? zip, city: s.city ?? '' });
                  setSuggestions(null);
                }}
              >
                {`${s.street}, ${s.zip} ${s.city}`}
              </ButtonAction>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
