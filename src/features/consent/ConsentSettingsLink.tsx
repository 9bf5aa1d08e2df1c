import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { consentDialogOpened } from './consentSlice';

/** SPEC §2: the footer's way back into the consent dialog, to change the choice. */
export function ConsentSettingsLink() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  return (
    <Link
      component="button"
      type="button"
      color="text.primary"
      underline="hover"
      aria-haspopup="dialog"
      onClick={() => dispatch(consentDialogOpened())}
      sx={{ font: 'inherit', textAlign: 'left', verticalAlign: 'baseline' }}
    >
      {t('consent.settingsLink')}
    </Link>
  );
}
