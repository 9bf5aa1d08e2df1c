import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'next-i18next/pages';

export interface ConfirmDeleteProps {
  /** what is deleted, as the customer reads it; null: closed */
  what: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before anything of the account is deleted. */
export function ConfirmDelete({ what, onCancel, onConfirm }: ConfirmDeleteProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={what !== null}
      onClose={onCancel}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
    >
      <DialogTitle id="confirm-delete-title">{t('account.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">
          {t('account.deleteText', { what: what ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('account.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('account.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
