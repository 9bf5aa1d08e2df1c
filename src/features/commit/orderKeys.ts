import { COOKIE_EXPIRY_DAYS } from '@/config/constants';
import type { CommitKey } from './commitSlice';

/**
 * The keys of the customer's recent orders, kept on this device so the result page's address can
 * carry the order number alone: the cart name unlocks an order's details and codes, and an address
 * bar is read by every analytics script the customer consented to. With the keys kept here, the
 * page reopened from its address (a reload, a bookmark, the link in the e-mail on this device)
 * checks the order on and shows its result.
 */
const STORAGE_KEY = 'orderKeys';
/** as long as the shop's cookies: a payment confirmed late is still found a week on */
const KEEP_MS = COOKIE_EXPIRY_DAYS * 24 * 60 * 60 * 1000;
/** the newest few: a device keeps no history of orders, only what a result page needs */
export const MAX_KEPT = 5;

interface Kept extends CommitKey {
  keptAt: number;
}

/** The contract's key format (cart name, order number, token): anything else is not ours to send. */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_.:-]{1,200}$/;

const single = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The order number of a result page's address, alone (the reopened page) or with its keys. */
export function orderNumberOf(query: Record<string, unknown>): string | null {
  const orderNumber = single(query.orderNumber);
  return orderNumber && KEY.test(orderNumber) ? orderNumber : null;
}

/** The order named by a query (the payment page's return address, the cash-code link), or by a kept key. */
export function commitKeyOf(query: Record<string, unknown>): CommitKey | null {
  const orderNumber = orderNumberOf(query);
  const cartName = single(query.cartName);
  const paymentToken = single(query.paymentToken);
  if (!orderNumber || !cartName || !KEY.test(cartName)) return null;
  return { cartName, orderNumber, ...(paymentToken && TOKEN.test(paymentToken) ? { paymentToken } : {}) };
}

const isKept = (value: unknown): value is Kept =>
  typeof value === 'object' &&
  value !== null &&
  commitKeyOf(value as Record<string, unknown>) !== null &&
  typeof (value as Kept).keptAt === 'number';

function read(now: number): Kept[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isKept).filter((kept) => now - kept.keptAt < KEEP_MS) : [];
  } catch {
    return [];
  }
}

function write(kept: Kept[]): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage full or refused (a private window): the page goes on with the key it holds
  }
}

/** Keeps `key` as the newest order, dropping the oldest past MAX_KEPT and any past KEEP_MS. */
export function keepOrderKey(key: CommitKey, now = Date.now()): void {
  const others = read(now).filter((kept) => kept.orderNumber !== key.orderNumber);
  write([{ ...key, keptAt: now }, ...others].slice(0, MAX_KEPT));
}

/** The kept key of `orderNumber`, or null when this device has none (or it is too old). */
export function keptOrderKey(orderNumber: string, now = Date.now()): CommitKey | null {
  const kept = read(now).find((entry) => entry.orderNumber === orderNumber);
  return kept ? commitKeyOf({ ...kept }) : null;
}
