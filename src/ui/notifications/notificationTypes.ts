import type { RefObject } from 'react';

export type NotificationVariant = 'success' | 'error' | 'warning' | 'info';
export type NotificationKey = number;

export interface NotificationOptions {
  variant: NotificationVariant;
  /** stays until closed (SPEC §8 error alerts) */
  persist: boolean;
}

export type EnqueueCommand = {
  kind: 'enqueue';
  key: NotificationKey;
  message: string;
  options: NotificationOptions;
};
/** no key: close every notification */
export type CloseCommand = { kind: 'close'; key?: NotificationKey };
export type NotificationCommand = EnqueueCommand | CloseCommand;

/** The page's notification queue (NotificationsProvider). */
export interface Notifications {
  enqueue(message: string, options: NotificationOptions): NotificationKey;
  close(key?: NotificationKey): void;
}

export interface NotificationHostProps {
  /** notifications issued before the host was mounted */
  pendingRef: RefObject<EnqueueCommand[]>;
  /** the host puts its command handler here while it is mounted */
  applyRef: RefObject<((command: NotificationCommand) => void) | null>;
}
