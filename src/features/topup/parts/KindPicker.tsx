import { schemeVar } from '@/tenancy/theme';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'next-i18next/pages';
import type { TopupKind } from '@/tenancy/schema';
import { optionCardSx } from './optionCard';

/** SPEC §4 top-up kinds the shop offers, as radios (arrow keys move between them). */
export function KindPicker({
  kinds,
  value,
  onChange,
}: {
  kinds: TopupKind[];
  value: TopupKind;
  onChange: (kind: TopupKind) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <FormControl component="fieldset">
      <FormLabel
        component="legend"
        id="topup-kind-label"
        sx={{ mb: 1, fontWeight: 600, color: schemeVar.text, '&.Mui-focused': { color: schemeVar.text } }}
      >
        {t('topup.kindLabel')}
      </FormLabel>
      <RadioGroup
        name="kind"
        aria-labelledby="topup-kind-label"
        value={value}
        onChange={(event) => onChange(event.target.value as TopupKind)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
          gap: 1,
        }}
      >
        {kinds.map((kind) => (
          <FormControlLabel
            key={kind}
            value={kind}
            control={<Radio />}
            label={t(`topup.kinds.${kind}`)}
            sx={optionCardSx(kind === value, 2)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
