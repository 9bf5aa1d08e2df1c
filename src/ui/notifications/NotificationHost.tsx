import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useLayoutEffect, useRef } from 'react';
import {
  NOTIFICATION_AUTO_HIDE_MS,
  NOTIFICATION_TRANSITION_MS,
  NOTIFICATIONS_MAX_VISIBLE,
} from '@/config/constants';
import { NotificationAlert } from './NotificationAlert';
import type { NotificationCommand, NotificationHostProps, NotificationKey } from './notificationTypes';

const components = {
  default: NotificationAlert,
  success: NotificationAlert,
  error: NotificationAlert,
  warning: NotificationAlert,
  info: NotificationAlert,
};

/** Hands the queue's commands to notistack: first the waiting ones, then each as it comes. */
function Bridge({ pendingRef, applyRef }: NotificationHostProps) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  /** the queue's keys → notistack's ids */
  const idsRef = useRef(new Map<NotificationKey, SnackbarKey>());
  useLayoutEffect(() => {
    const ids = idsRef.current;
    const run = (command: NotificationCommand) => {
      if (command.kind === 'enqueue') {
        ids.set(command.key, enqueueSnackbar(command.message, command.options));
      } else if (command.key === undefined) {
        closeSnackbar();
      } else {
        const id = ids.get(command.key);
        if (id !== undefined) closeSnackbar(id);
      }
    };
    for (const command of pendingRef.current.splice(0)) run(command);
    applyRef.current = run;
    return () => {
      applyRef.current = null;
    };
  }, [pendingRef, applyRef, enqueueSnackbar, closeSnackbar]);
  return null;
}

/**
 * notistack with SPEC §9's settings: at most 3 visible, top centre, auto-hide 5000 ms, transitions
 * 225/195 ms; drawn as the theme's Alert. Loaded on the first notification (NotificationsProvider).
 */
export function NotificationHost(props: NotificationHostProps) {
  return (
    <SnackbarProvider
      maxSnack={NOTIFICATIONS_MAX_VISIBLE}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={NOTIFICATION_AUTO_HIDE_MS}
      transitionDuration={NOTIFICATION_TRANSITION_MS}
      preventDuplicate
      Components={components}
    >
      <Bridge {...props} />
    </SnackbarProvider>
  );
}
