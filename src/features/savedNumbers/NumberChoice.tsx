import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import type { KnownNumber } from './useKnownNumbers';

/** A phone's finger needs 44 px (WCAG 2.5.5): every row and button of the choice is at least that. */
const TOUCH = 44;

export interface NumberChoiceProps {
  numbers: readonly KnownNumber[];
  /** the number the field holds because it was chosen here (E.164); null once the customer types */
  chosen: string | null;
  onChoose: (entry: KnownNumber) => void;
  /** offered for remembered numbers: the browser forgets one */
  onForget?: (entry: KnownNumber) => void;
}

/**
 * The saved or remembered numbers as one radio group, named by its legend: arrows move through it
 * and each choice fills the form's number field (a radio group needs no Escape, and works with a
 * phone's screen reader as it does with a keyboard). A saved number shows its name first.
 */
export function NumberChoice({ numbers, chosen, onChoose, onForget }: NumberChoiceProps) {
  const { t } = useTranslation('common');
  const legendId = useId();
  const written = useWrittenPhone(numbers.length > 0);
  if (numbers.length === 0) return null;
  const remembered = numbers.every((entry) => entry.remembered);
  return (
    <FormControl component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 0.5 }}>
        {t(remembered ? 'savedNumbers.rememberedLegend' : 'savedNumbers.savedLegend')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={legendId}
        name="knownNumber"
        value={chosen ?? ''}
        onChange={(event) => {
          const entry = numbers.find((candidate) => candidate.msisdn === event.target.value);
          if (entry) onChoose(entry);
        }}
      >
        {numbers.map((entry) => (
          <Box key={entry.msisdn} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <FormControlLabel
              value={entry.msisdn}
              control={<Radio sx={{ p: '10px' }} />}
              sx={{ minHeight: TOUCH, flex: 1, mr: 0 }}
              label={
                entry.name ? (
                  <span>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {entry.name}
                    </Typography>{' '}
                    <Typography component="span" color="text.secondary">
                      {written(entry.msisdn)}
                    </Typography>
                  </span>
                ) : (
                  written(entry.msisdn)
                )
              }
            />
            {onForget && (
              <Button
                size="small"
                onClick={() => onForget(entry)}
                aria-label={t('savedNumbers.forgetNamed', { number: written(entry.msisdn) })}
                sx={{ minHeight: TOUCH, minWidth: TOUCH }}
              >
                {t('savedNumbers.forget')}
              </Button>
            )}
          </Box>
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The guest's opt-in at add to cart: the number stays in this browser, and only there. */
export function RememberNumber({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        sx={{ minHeight: TOUCH }}
        control={
          <Checkbox
            name="rememberNumber"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t('savedNumbers.remember')}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t('savedNumbers.rememberHelp')}
      </FormHelperText>
    </Box>
  );
}
