import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a blog page shows until its query has data: loading, or the failure with a retry. */
export function Pending({ failed = false, retry }: { failed?: boolean; retry?: () => void }) {
  const { t } = useTranslation('common');
  if (failed && retry)
    return (
      <Alert severity="error" action={<Button onClick={retry}>{t('blog.retry')}</Button>}>
        {t('blog.loadError')}
      </Alert>
    );
  return <Typography aria-live="polite">{t('blog.loading')}</Typography>;
}
