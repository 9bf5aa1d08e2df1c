import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { useKeptTyped } from '@/ui/shell/keptTyped';
import { consentDialogOpened } from './consentSlice';

/**
 * SPEC §2: the footer's way back into the consent dialog, to change the choice. The footer is in
 * the server's HTML and its scripts come after the paint: the link is a kept form's submit, so a
 * press made before hydration is held and opens the dialog once the code is in (ADR 22).
 */
export function ConsentSettingsLink() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  // the same key in the server's HTML and the hydrated page; the privacy page shows the link twice
  const kept = useKeptTyped(`consent-settings${useId()}`);
  const open = (event: FormEvent) => {
    event.preventDefault();
    dispatch(consentDialogOpened());
  };
  return (
    <Box component="form" {...kept} onSubmit={open} sx={{ display: 'inline' }}>
      <Link
        component="button"
        type="submit"
        color="text.primary"
        underline="hover"
        aria-haspopup="dialog"
        sx={{ font: 'inherit', textAlign: 'left', verticalAlign: 'baseline' }}
      >
        {t('consent.settingsLink')}
      </Link>
    </Box>
  );
}
