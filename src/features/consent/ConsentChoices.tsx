import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useServerRender } from '@/ui/shell/deferredPart';
import { ALL_ACCEPTED, ONLY_NECESSARY, writeConsent, type Consent } from './consentCookie';
import { consentChosen, selectConsent } from './consentSlice';

/** Reloads the page; a seam for tests, since jsdom cannot reload. */
export const pageReload = { run: () => window.location.reload() };

export interface ConsentChoicesProps {
  /** whether the categories are shown: the panel's text changes with them */
  choosing: boolean;
  onChoosing: () => void;
}

/**
 * SPEC §2 consent choices: necessary always on, statistics off until chosen. The consent panel's
 * controls, whose code (MUI switches, the cookie writer) comes only where the panel shows; the
 * panel itself, its text, focus and Escape are the first load's (ConsentPanel), so neither the text
 * a first visit paints nor a key pressed before this code comes is lost.
 */
export function ConsentChoices({ choosing, onChoosing }: ConsentChoicesProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectConsent);
  const [statistics, setStatistics] = useState(current?.statistics ?? false);

  const serverHtml = useServerRender();

  function choose(next: Consent) {
    writeConsent(next);
    // SPEC §2: accepting statistics reloads the page, which then loads the scripts; withdrawing it
    // reloads too, so no script that already runs keeps running.
    if (next.statistics || current?.statistics) pageReload.run();
    else dispatch(consentChosen(next));
  }

  return (
    <>
      {choosing && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('consent.categories')}
          </Typography>
          <Category label={t('consent.necessary')} help={t('consent.necessaryHelp')} checked disabled />
          <Category
            label={t('consent.statistics')}
            help={t('consent.statisticsHelp')}
            checked={statistics}
            onChange={setStatistics}
          />
        </Box>
      )}
      <Box
        sx={{
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: '1fr 1fr',
          justifyContent: 'flex-end',
          gap: 1,
          // on a phone the two lesser choices share a row and accepting all takes the next
          '& > :last-child': { gridColumn: '1 / -1' },
        }}
      >
        {choosing ? (
          <Button
            variant="outlined"
            disabled={serverHtml}
            onClick={() => choose({ necessary: true, statistics })}
          >
            {t('consent.save')}
          </Button>
        ) : (
          <Button variant="outlined" disabled={serverHtml} onClick={onChoosing}>
            {t('consent.choose')}
          </Button>
        )}
        <Button variant="outlined" disabled={serverHtml} onClick={() => choose(ONLY_NECESSARY)}>
          {t('consent.onlyNecessary')}
        </Button>
        <Button variant="contained" disabled={serverHtml} onClick={() => choose(ALL_ACCEPTED)}>
          {t('consent.acceptAll')}
        </Button>
      </Box>
    </>
  );
}

interface CategoryProps {
  label: string;
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function Category({ label, help, checked, disabled, onChange }: CategoryProps) {
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange?.(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mt: 0, ml: 6 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}
