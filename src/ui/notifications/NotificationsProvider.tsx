import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import {
  NOTIFICATION_AUTO_HIDE_MS,
  NOTIFICATION_TRANSITION_MS,
  NOTIFICATIONS_MAX_VISIBLE,
} from '@/config/constants';
import { NotificationAlert } from './NotificationAlert';

const components = {
  default: NotificationAlert,
  success: NotificationAlert,
  error: NotificationAlert,
  warning: NotificationAlert,
  info: NotificationAlert,
};

/** SPEC §9: at most 3 visible, top centre, auto-hide 5000 ms, transitions 225/195 ms. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={NOTIFICATIONS_MAX_VISIBLE}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={NOTIFICATION_AUTO_HIDE_MS}
      transitionDuration={NOTIFICATION_TRANSITION_MS}
      preventDuplicate
      Components={components}
    >
      {children}
    </SnackbarProvider>
  );
}
