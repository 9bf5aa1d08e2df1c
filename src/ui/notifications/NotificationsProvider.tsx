import {
  createContext,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type {
  EnqueueCommand,
  NotificationCommand,
  NotificationHostProps,
  Notifications,
} from './notificationTypes';

type HostModule = { NotificationHost: ComponentType<NotificationHostProps> };

let loadedHost: HostModule['NotificationHost'] | null = null;
let hostImport: Promise<HostModule['NotificationHost']> | null = null;

/**
 * notistack, its styles and the Alert are only needed once something is announced, so they are
 * their own chunk, fetched on the first notification rather than with every page. Tests (and a
 * page that knows it will notify at once) may load it ahead.
 */
export function loadNotificationHost(): Promise<HostModule['NotificationHost']> {
  hostImport ??= import('./NotificationHost').then(({ NotificationHost }) => (loadedHost = NotificationHost));
  // a failed fetch (offline) is retried by the next notification
  hostImport.catch(() => (hostImport = null));
  return hostImport;
}

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
  const [Host, setHost] = useState(() => loadedHost);
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
          void loadNotificationHost().then(
            (host) => setHost(() => host),
            () => undefined,
          );
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
      {Host && <Host pendingRef={pending} applyRef={apply} />}
    </NotificationsContext.Provider>
  );
}
