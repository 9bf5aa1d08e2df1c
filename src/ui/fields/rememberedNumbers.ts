/**
 * A guest's remembered numbers: kept in this browser alone, at the customer's explicit choice at
 * add to cart, and never sent anywhere (ADR 0048). The newest few, newest first; each can be
 * forgotten, and all are forgotten when the page finds no recorded consent (the customer cleared
 * it, or it ran out).
 */
export const REMEMBERED_KEY = 'rememberedNumbers';
/** the last three: the numbers a guest tops up again, not a history */
export const MAX_REMEMBERED = 3;

export interface RememberedNumber {
  /** E.164 with its + */
  msisdn: string;
  /** ISO 3166 letters in capitals */
  country: string;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const COUNTRY = /^[A-Z]{2}$/;
/** what the form shows again is only ever a number and its country, whatever the storage holds */
const isRemembered = (value: unknown): value is RememberedNumber =>
  typeof value === 'object' &&
  value !== null &&
  E164.test(String((value as RememberedNumber).msisdn)) &&
  COUNTRY.test(String((value as RememberedNumber).country));

const listeners = new Set<() => void>();
let cached: { text: string | null; numbers: readonly RememberedNumber[] } = { text: null, numbers: [] };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The remembered numbers, newest first; the same array while the storage holds the same. */
export function rememberedNumbers(): readonly RememberedNumber[] {
  let text: string | null = null;
  try {
    text = storage()?.getItem(REMEMBERED_KEY) ?? null;
  } catch {
    text = null;
  }
  if (text === cached.text) return cached.numbers;
  let numbers: RememberedNumber[] = [];
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    numbers = Array.isArray(parsed) ? parsed.filter(isRemembered).slice(0, MAX_REMEMBERED) : [];
  } catch {
    numbers = [];
  }
  cached = { text, numbers: numbers.map(({ msisdn, country }) => ({ msisdn, country })) };
  return cached.numbers;
}

/** Whether this browser remembers any number: a form that would offer them comes at once. */
export const remembersNumbers = (): boolean => rememberedNumbers().length > 0;

function write(numbers: readonly RememberedNumber[]): void {
  try {
    if (numbers.length) storage()?.setItem(REMEMBERED_KEY, JSON.stringify(numbers));
    else storage()?.removeItem(REMEMBERED_KEY);
  } catch {
    // a full or refused storage (a private window) remembers nothing: the form still works
  }
  for (const listener of listeners) listener();
}

/** Remembers `entry` as the newest, dropping the same number's older entry and any past MAX_REMEMBERED. */
export function rememberNumber(entry: RememberedNumber): void {
  if (!isRemembered(entry)) return;
  const others = rememberedNumbers().filter((kept) => kept.msisdn !== entry.msisdn);
  write([{ msisdn: entry.msisdn, country: entry.country }, ...others].slice(0, MAX_REMEMBERED));
}

export function forgetNumber(msisdn: string): void {
  const kept = rememberedNumbers();
  if (kept.some((entry) => entry.msisdn === msisdn)) write(kept.filter((entry) => entry.msisdn !== msisdn));
}

/** Forgets every remembered number: the consent they were kept under is gone. */
export function forgetAllNumbers(): void {
  if (rememberedNumbers().length) write([]);
}

/** For useSyncExternalStore: changes made on this page, and in the shop's other tabs. */
export function subscribeRemembered(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === REMEMBERED_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
