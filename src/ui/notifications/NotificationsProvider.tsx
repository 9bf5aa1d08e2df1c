import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { deferredPart } from '@/ui/shell/deferredPart';
import type { EnqueueCommand, NotificationCommand, Notifications } from './notificationTypes';

/**
 * notistack, its styles and the Alert are only needed once something is announced, so they are
 * their own part, fetched on the first notification rather than with every page. Tests (and a
 * page that knows it will notify at once) may `load` it ahead.
 */
const NotificationHost = deferredPart(
  () => import('./NotificationHost').then((module) => module.NotificationHost),
  { ssr: false },
);

export const loadNotificationHost = NotificationHost.load;

const NotificationsContext = createContext<Notifications | null>(null);

/** The notification queue of the page; throws outside NotificationsProvider. */
export function useNotifications(): Notifications {
  const notifications = useContext(NotificationsContext);
  if (!notifications) throw new Error('useNotifications must be used below NotificationsProvider');
  return notifications;
}

/**
 * SPEC §9: at most 3 visible, top centre, auto-hide 5000 ms, transitions 225/195 ms (the settings
 * live in NotificationHost, which mounts notistack's provider). Until that chunk has arrived,
 * notifications wait in a queue (the same message once, as notistack's preventDuplicate would).
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  /** how often a notification found the host missing: the first fetches it, a later one retries */
  const [asked, setAsked] = useState(0);
  /** notifications issued before the host mounted; it shows them in order */
  const pending = useRef<EnqueueCommand[]>([]);
  /** set by the mounted host: applies a command to notistack at once */
  const apply = useRef<((command: NotificationCommand) => void) | null>(null);
  const lastKey = useRef(0);

  const notifications = useMemo<Notifications>(() => {
    return {
      enqueue(message, options) {
        lastKey.current += 1;
        const command: EnqueueCommand = { kind: 'enqueue', key: lastKey.current, message, options };
        if (apply.current) {
          apply.current(command);
        } else if (!pending.current.some((waiting) => waiting.message === message)) {
          pending.current.push(command);
          setAsked((count) => count + 1);
        }
        return command.key;
      },
      close(key) {
        if (apply.current) apply.current({ kind: 'close', key });
        // not shown yet: drop it (or all of them) from the queue
        else pending.current = key === undefined ? [] : pending.current.filter((c) => c.key !== key);
      },
    };
  }, []);

  return (
    <NotificationsContext.Provider value={notifications}>
      {children}
      <NotificationHost
        fallback={null}
        active={asked > 0}
        retry={asked}
        pendingRef={pending}
        applyRef={apply}
      />
    </NotificationsContext.Provider>
  );
}
