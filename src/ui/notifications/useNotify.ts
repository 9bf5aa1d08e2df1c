import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERAL_ERROR } from '@/api/generalError';
import type { NotificationKey, NotificationVariant } from './notificationTypes';
import { useNotifications } from './NotificationsProvider';

export type { NotificationKey, NotificationVariant };

/**
 * SPEC §8 "error alerts persist unless they are generalErrorMessage; success alerts close on
 * their own". A namespaced key (`errors.generalErrorMessage`, `common:generalErrorMessage`) counts
 * by its last segment.
 */
export function persistsAlert(variant: NotificationVariant, messageKey: string): boolean {
  if (variant !== 'error') return false;
  const lastSegment = messageKey.split(/[.:]/).pop();
  return lastSegment !== GENERAL_ERROR;
}

type Notify = (messageKey: string, values?: Record<string, unknown>) => NotificationKey;

export type Notifier = Record<NotificationVariant, Notify> & { close: (key?: NotificationKey) => void };

/**
 * Shows a notification from a translation key (common namespace), e.g. `notify.error('usernameExists')`.
 * Must be used below NotificationsProvider.
 */
export function useNotify(): Notifier {
  const { enqueue, close } = useNotifications();
  const { t } = useTranslation('common');
  return useMemo(() => {
    const show =
      (variant: NotificationVariant): Notify =>
      (messageKey, values) =>
        enqueue(t(messageKey, values), { variant, persist: persistsAlert(variant, messageKey) });
    return {
      success: show('success'),
      error: show('error'),
      warning: show('warning'),
      info: show('info'),
      close,
    };
  }, [enqueue, close, t]);
}
