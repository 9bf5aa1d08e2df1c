import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** "Load more": without `onClick` (the server's render, before Apollo has arrived) it waits, disabled. */
export function LoadMore({ loading = false, onClick }: { loading?: boolean; onClick?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button variant="outlined" onClick={onClick} disabled={loading || !onClick} sx={{ mt: 2 }}>
      {loading ? t('blog.loading') : t('blog.loadMore')}
    </Button>
  );
}
