import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a blog page shows until its query has data (LoadFailed once it failed). */
export function Pending() {
  const { t } = useTranslation('common');
  return <Typography aria-live="polite">{t('blog.loading')}</Typography>;
}
