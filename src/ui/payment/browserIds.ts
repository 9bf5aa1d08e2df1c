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

declare global {
  interface Window {
    /** what the device check's script (settings.deviceIDURL) leaves once it has run (ADR 0005) */
    deviceIdentification?: { deviceId?: unknown };
  }
}

/** The device check's own id of this device, once its script has run. */
function checkedDeviceId(): string | undefined {
  const id = globalThis.window?.deviceIdentification?.deviceId;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined;
}

/**
 * The device id for the fraud check (SPEC §3): the device check's when its script has run, else an
 * id of this browser that stays the same for every checkout.
 */
export const deviceId = () => checkedDeviceId() ?? storedId('deviceId', globalThis.localStorage);

/** SPEC §7: the session id of the tenant that creates one, for the tab's session. */
export const sessionId = () => storedId('checkoutSessionId', globalThis.sessionStorage);
