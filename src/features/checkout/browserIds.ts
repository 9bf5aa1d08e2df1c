type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * An id made once and kept in `storage`. Storage can throw in private modes and sandboxed frames;
 * the id then serves this checkout only.
 */
export function storedId(key: string, storage: IdStorage | undefined): string {
  try {
    const known = storage?.getItem(key);
    if (known) return known;
  } catch {
    // fall through to a fresh id
  }
  const fresh = globalThis.crypto.randomUUID();
  try {
    storage?.setItem(key, fresh);
  } catch {
    // the id still serves this checkout
  }
  return fresh;
}

/** The browser's device id for the fraud check (SPEC §3): the same for every checkout of this browser. */
export const deviceId = () => storedId('deviceId', globalThis.localStorage);

/** SPEC §7: the session id of the tenant that creates one, for the tab's session. */
export const sessionId = () => storedId('checkoutSessionId', globalThis.sessionStorage);
