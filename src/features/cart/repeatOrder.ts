import type { CartItemInput } from '@/api/cart';
import type { Order } from '@/api/orders';
import type { Product } from '@/api/products';
import { scheduleOfOrdered } from './cartFormat';

type OrderItem = Order['items'][number];

/** One line for the cart, as an add to cart takes it (one item per unit comes from the contract). */
export type RepeatEntry = CartItemInput & { quantity: number };

/**
 * What an ordered item was, read from the order alone and the catalogue: SPEC §4 kinds, with an
 * eSIM plan apart (no top-up of a number). An SMS consent or an automatic top-up leaves its mark in
 * the item's additionalData (SPEC §3); the rest is told by the product's object type.
 */
export type RepeatKind = 'ONCE_OFF' | 'AUTOMATIC' | 'SMS' | 'VOUCHER' | 'ESIM';

export function orderedKind(item: OrderItem, product: Pick<Product, 'objectType'> | undefined): RepeatKind {
  if (item.additionalData?.topupConsentType === 'sms') return 'SMS';
  if (scheduleOfOrdered(item.additionalData)) return 'AUTOMATIC';
  if (product?.objectType === 'VOUCHER' || product?.objectType === 'GIFT_CARD') return 'VOUCHER';
  if (product?.objectType === 'ESIM') return 'ESIM';
  return 'ONCE_OFF';
}

/**
 * An item bought again: an SMS consent is a standing permission, not something bought (registered
 * twice it is refused), and a zero-price automatic setup charged nothing, so there is no amount to
 * top up again. Both stay as they are and are managed in the account.
 */
const standing = (item: OrderItem): boolean =>
  item.additionalData?.topupConsentType === 'sms' ||
  (scheduleOfOrdered(item.additionalData) !== null && item.amount <= 0);

/** What an order's button can say before the catalogue is read. */
export interface RepeatSummary {
  /** at least one item can be bought again */
  repeatable: boolean;
  /** an automatic top-up is among them: bought again, it is a one-off top-up */
  oneOff: boolean;
}

export function repeatSummary(items: readonly OrderItem[]): RepeatSummary {
  const bought = items.filter((item) => !standing(item));
  return {
    repeatable: bought.length > 0,
    oneOff: bought.some((item) => scheduleOfOrdered(item.additionalData) !== null),
  };
}

/** What becomes of one ordered item. */
export interface RepeatLine {
  itemId: string;
  /** the name the order shows */
  productName: string;
  /** the ordered amount of one unit */
  amount: number;
  kind: RepeatKind;
  /**
   * same: bought as it was; nearest: the product is no longer sold, `entry` takes the nearest amount
   * offered; unavailable: no longer sold, and nothing of its operator and kind is; standing: an SMS
   * consent or free setup, left as it is
   */
  outcome: 'same' | 'nearest' | 'unavailable' | 'standing';
  entry: RepeatEntry | null;
  /** for `nearest`: what is offered instead */
  nearest?: { name: string; amount: number };
}

/** The order as it goes back into the cart. */
export interface RepeatPlan {
  lines: RepeatLine[];
  /** every item goes in as it was bought: the cart is filled at once */
  asBought: boolean;
  /** what the cart gets (with the nearest amounts where a product is gone) */
  entries: RepeatEntry[];
}

const buyable = (product: Product) => product.status === 'ACTIVE';

/** Whether the product sells this amount: its face value, or within its free range. */
const sells = (product: Product, amount: number) =>
  product.faceValue === null
    ? amount >= product.minAmount && amount <= product.maxAmount
    : product.faceValue === amount;

/**
 * The product sold now that comes nearest to what was bought: of the same operator (brand) and the
 * same category (and object type where the old product is still listed), the amount closest to
 * the old one; of two as close, the lower, so the customer never pays more than needed. A free
 * range that takes the old amount is exact. Null: nothing of its operator and kind is sold.
 */
export function nearestOffer(
  item: OrderItem,
  old: Product | undefined,
  products: readonly Product[],
): { product: Product; amount: number } | null {
  const candidates = products.filter(
    (p) =>
      buyable(p) &&
      p.brandId === item.brand.brandId &&
      p.categoryId === item.category.categoryId &&
      (!old || p.objectType === old.objectType),
  );
  let best: { product: Product; amount: number; distance: number } | null = null;
  for (const product of candidates) {
    const amount = product.faceValue ?? Math.min(Math.max(item.amount, product.minAmount), product.maxAmount);
    const distance = Math.abs(amount - item.amount);
    if (!best || distance < best.distance || (distance === best.distance && amount < best.amount))
      best = { product, amount, distance };
  }
  return best && { product: best.product, amount: best.amount };
}

/**
 * The cart entry of an item bought again: the same number, product, amount and count. An
 * automatic top-up comes back without its option, a one-off top-up (the standing one runs on by
 * itself; a second of the same number would be refused); a voucher goes the way the shop sends
 * codes first, as the order does not keep the way chosen then.
 */
function entryOf(
  item: OrderItem,
  kind: RepeatKind,
  productId: string,
  amount: number,
  voucherChannel: CartItemInput['channel'] | undefined,
): RepeatEntry {
  const entry: RepeatEntry = { productId, amount, quantity: Math.max(1, item.quantity) };
  if (item.phoneNumber) entry.phoneNumber = item.phoneNumber;
  if (kind === 'VOUCHER' && voucherChannel) entry.channel = voucherChannel;
  return entry;
}

/** A past order as items for the cart, checked against the products sold now (all of its brands). */
export function repeatPlan(
  items: readonly OrderItem[],
  products: readonly Product[],
  voucherChannel?: CartItemInput['channel'],
): RepeatPlan {
  const lines = items.map((item): RepeatLine => {
    const old = products.find((p) => p.productId === item.productId);
    const kind = orderedKind(item, old);
    const line = { itemId: item.id, productName: item.productName, amount: item.amount, kind };
    if (standing(item)) return { ...line, outcome: 'standing', entry: null };
    if (old && buyable(old) && sells(old, item.amount))
      return {
        ...line,
        outcome: 'same',
        entry: entryOf(item, kind, old.productId, item.amount, voucherChannel),
      };
    const nearest = nearestOffer(item, old, products);
    if (!nearest) return { ...line, outcome: 'unavailable', entry: null };
    return {
      ...line,
      outcome: 'nearest',
      entry: entryOf(item, kind, nearest.product.productId, nearest.amount, voucherChannel),
      nearest: { name: nearest.product.name, amount: nearest.amount },
    };
  });
  const entries = lines.flatMap((line) => (line.entry ? [line.entry] : []));
  return {
    lines,
    asBought:
      entries.length > 0 && lines.every((line) => line.outcome === 'same' || line.outcome === 'standing'),
    entries,
  };
}
