import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';

/** A failed catalogue call: says so and offers a retry; whatever was typed or loaded stays. */
export function CatalogError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('catalog.retry')}
        </Button>
      }
    >
      {t('catalog.loadError')}
    </Alert>
  );
}
