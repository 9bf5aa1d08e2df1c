import { randomInt } from 'node:crypto';
import type { Delivery, Order } from '@/api/orders';
import { fromCents } from './money';
import type { OrderRow } from './db/schema';
import { settlementOfOrder } from './settlement';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const group = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** `PREFIX-XXXX-XXXX-XXXX`: a fixed format with random groups, like a real issuer's codes. */
export const issueCode = (prefix: string): string => [prefix, group(4), group(4), group(4)].join('-');

/** The sandbox's stand-in for an operator's eSIM provisioning server. */
export const SMDP_ADDRESS = 'smdp.sandbox.example';
/** How long a cash code can be paid at a store. */
export const CASH_CODE_VALID_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

type Snapshot = Pick<Order, 'items' | 'summary'> & {
  objectTypes?: Array<string | null>;
  grossCents?: number;
};

/** One code per unit bought of a voucher, gift card or eSIM. */
function itemDeliveries(snapshot: Snapshot): Delivery[] {
  return snapshot.items.flatMap((item, index) => {
    const type = snapshot.objectTypes?.[index];
    const base = { itemId: item.id, productName: item.productName };
    return Array.from({ length: item.quantity }, (): Delivery[] => {
      if (type === 'VOUCHER') return [{ kind: 'voucher', ...base, code: issueCode('VC') }];
      if (type === 'GIFT_CARD') return [{ kind: 'giftCard', ...base, code: issueCode('GC') }];
      if (type !== 'ESIM') return [];
      const matchingId = `${group(5)}-${group(5)}-${group(5)}-${group(5)}`;
      return [
        {
          kind: 'esim',
          ...base,
          activationCode: `LPA:1$${SMDP_ADDRESS}$${matchingId}`,
          smdpAddress: SMDP_ADDRESS,
          matchingId,
        },
      ];
    }).flat();
  });
}

/**
 * What a settled order delivers: codes for what was bought when it was completed (fully or in
 * part), and for a cash-code order the code the customer pays at a store.
 */
export function issueDeliveries(order: OrderRow, status: string, now = Date.now()): Delivery[] {
  if (!['committed', 'partiallyCommitted', 'partiallyRefunded'].includes(status)) return [];
  const snapshot = order.snapshot as Snapshot;
  const deliveries = itemDeliveries(snapshot);
  if (settlementOfOrder(order) === 'cashCode')
    deliveries.push({
      kind: 'cashCode',
      code: issueCode('CC'),
      amount: fromCents(snapshot.grossCents ?? 0),
      currency: snapshot.summary.currency,
      expiresAt: new Date(now + CASH_CODE_VALID_DAYS * DAY_MS).toISOString(),
    });
  return deliveries;
}
