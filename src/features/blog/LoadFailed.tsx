import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * A blog query's failure with a retry. Apart from Pending, which is the pages' placeholder: only the
 * posts' part (loaded after hydration) can fail, so the alert and button stay out of the first load.
 */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert severity="error" action={<Button onClick={retry}>{t('blog.retry')}</Button>}>
      {t('blog.loadError')}
    </Alert>
  );
}
