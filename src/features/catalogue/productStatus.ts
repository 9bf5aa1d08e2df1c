import type { Product } from '@/api';
import { buyableStatus } from '@/api/productOptions';

type Status = Product['status'];

/**
 * Only ACTIVE products can be bought; a product list shows the others, marked and disabled, when
 * the customer asks for them (the search's "show unavailable"), not by default.
 */
export const isBuyable = (status: Status): boolean => status === buyableStatus;

/** Chip colour of a status: available reads as success, soon as info, the rest as unavailable. */
export function statusTone(status: Status): 'success' | 'info' | 'warning' | 'default' {
  switch (status) {
    case 'ACTIVE':
      return 'success';
    case 'COMING_SOON':
      return 'info';
    case 'OUT_OF_STOCK':
      return 'warning';
    default:
      return 'default';
  }
}
