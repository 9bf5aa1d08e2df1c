import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CloseIcon } from '@/ui/icons/Icons';
import { AuthPanel } from './AuthPanel';
import { contentSwitched, dialogClosed, selectDialog } from '../authSlice';

/** SPEC §2 login dialog: its show flag and active content live in the store. */
export function LoginDialog() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { open, content } = useAppSelector(selectDialog);
  const close = () => dispatch(dialogClosed());
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="login-dialog-title"
      fullWidth
      maxWidth="xs"
      // half MUI's margins on a phone: the email-or-phone label was cut off at 390 px
      slotProps={{
        paper: { sx: { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } },
      }}
    >
      <DialogTitle id="login-dialog-title" sx={{ pr: 7 }}>
        {t(content === 'login' ? 'auth.loginTitle' : 'auth.registerTitle')}
      </DialogTitle>
      {/* Escape and a click beside the dialog close it too, but neither is seen on a phone */}
      <IconButton
        onClick={close}
        aria-label={t('signInDialog.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {/* room for the first field's floating label, which DialogContent's top padding after a title lacks */}
        <Box sx={{ pt: 1 }}>
          <AuthPanel
            idPrefix="login-dialog"
            content={content}
            onContent={(next) => dispatch(contentSwitched(next))}
            onSignedIn={close}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
