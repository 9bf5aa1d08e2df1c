import Alert from '@mui/material/Alert';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One notification, drawn as an MUI Alert so its colours come from the tenant's theme (with the
 * computed AA contrast) rather than notistack's fixed palette.
 */
export const NotificationAlert = forwardRef<HTMLDivElement, CustomContentProps>(function NotificationAlert(
  { id, message, variant, style, className },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const { t } = useTranslation('common');
  const severity = variant === 'default' ? 'info' : variant;
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        onClose={() => closeSnackbar(id)}
        closeText={t('notifications.close', { defaultValue: 'Close' })}
        sx={{ width: '100%', minWidth: { sm: 344 }, maxWidth: 560, boxShadow: 6 }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
