import { useSnackbar, type SnackbarKey } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type NotificationVariant = 'success' | 'error' | 'warning' | 'info';

/** SPEC §8 message key of the catch-all error; the only error alert that closes on its own. */
export const GENERAL_ERROR_KEY = 'generalErrorMessage';

/**
 * SPEC §8 "error alerts persist unless they are generalErrorMessage; success alerts close on
 * their own". A namespaced key (`errors.generalErrorMessage`, `common:generalErrorMessage`) counts
 * by its last segment.
 */
export function persistsAlert(variant: NotificationVariant, messageKey: string): boolean {
  if (variant !== 'error') return false;
  const lastSegment = messageKey.split(/[.:]/).pop();
  return lastSegment !== GENERAL_ERROR_KEY;
}

type Notify = (messageKey: string, values?: Record<string, unknown>) => SnackbarKey;

export type Notifier = Record<NotificationVariant, Notify> & { close: (key?: SnackbarKey) => void };

/**
 * Shows a notification from a translation key (common namespace), e.g. `notify.error('usernameExists')`.
 * Must be used below NotificationsProvider.
 */
export function useNotify(): Notifier {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { t } = useTranslation('common');
  return useMemo(() => {
    const show =
      (variant: NotificationVariant): Notify =>
      (messageKey, values) =>
        enqueueSnackbar(t(messageKey, values), { variant, persist: persistsAlert(variant, messageKey) });
    return {
      success: show('success'),
      error: show('error'),
      warning: show('warning'),
      info: show('info'),
      close: closeSnackbar,
    };
  }, [enqueueSnackbar, closeSnackbar, t]);
}
