import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useLayoutEffect, useRef } from 'react';
import {
  NOTIFICATION_AUTO_HIDE_MS,
  NOTIFICATION_TRANSITION_MS,
  NOTIFICATIONS_MAX_VISIBLE,
} from '@/config/constants';
import { SHOP_HEADER_ID } from '@/ui/layout/Header';
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

/** Where the header ends in the window, kept on <html> while notifications can show. */
const HEADER_BOTTOM_VAR = '--shop-header-bottom';
/** notistack's class for the top centre container, placed by the rule below */
const TOP_CONTAINER_CLASS = 'shop-notifications-top';
/**
 * The notifications start below the sticky header: at the window's top they covered all of it on a
 * phone (the header is as tall as a notification there). notistack puts each one 6 px into its
 * container, so 2 px more leaves 8 px (one spacing) under the header. `html` outranks notistack's
 * own class, which sets `top` too.
 */
const belowHeader = {
  [`html .${TOP_CONTAINER_CLASS}`]: { top: `calc(var(${HEADER_BOTTOM_VAR}, 0px) + 2px)` },
} as const;

/**
 * Follows the header's bottom edge: it moves while the page scrolls (a band above the header
 * scrolls away under it) and when the window is resized (the header is taller from 600 px up).
 */
function useHeaderBottom() {
  useLayoutEffect(() => {
    const header = document.getElementById(SHOP_HEADER_ID);
    if (!header) return;
    const root = document.documentElement;
    const place = () => {
      const bottom = Math.max(0, header.getBoundingClientRect().bottom);
      root.style.setProperty(HEADER_BOTTOM_VAR, `${bottom}px`);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      root.style.removeProperty(HEADER_BOTTOM_VAR);
    };
  }, []);
}

/**
 * notistack with SPEC §9's settings: at most 3 visible, top centre, auto-hide 5000 ms, transitions
 * 225/195 ms; drawn as the theme's Alert, below the header. Loaded on the first notification
 * (NotificationsProvider).
 */
export function NotificationHost(props: NotificationHostProps) {
  useHeaderBottom();
  return (
    <SnackbarProvider
      classes={{ containerAnchorOriginTopCenter: TOP_CONTAINER_CLASS }}
      maxSnack={NOTIFICATIONS_MAX_VISIBLE}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={NOTIFICATION_AUTO_HIDE_MS}
      transitionDuration={NOTIFICATION_TRANSITION_MS}
      preventDuplicate
      Components={components}
    >
      <GlobalStyles styles={belowHeader} />
      <Bridge {...props} />
    </SnackbarProvider>
  );
}
