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
  /** the texts' keys where ending it is not called deleting (an automatic top-up is cancelled) */
  wording?: ConfirmWording;
}

/** The keys of the dialog's title, question (with `what`), confirming and dismissing buttons. */
export interface ConfirmWording {
  title: string;
  text: string;
  confirm: string;
  keep: string;
}

const DELETE_WORDING: ConfirmWording = {
  title: 'account.deleteTitle',
  text: 'account.deleteText',
  confirm: 'account.delete',
  keep: 'account.cancel',
};

/** Asks before anything of the account is deleted. */
export function ConfirmDelete({ what, onCancel, onConfirm, wording = DELETE_WORDING }: ConfirmDeleteProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={what !== null}
      onClose={onCancel}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
    >
      <DialogTitle id="confirm-delete-title">{t(wording.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">
          {t(wording.text, { what: what ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t(wording.keep)}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t(wording.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
