import type { Product } from '@/api';

type Status = Product['status'];

/** SPEC §4: only ACTIVE products can be bought; every other status is shown, marked and disabled. */
export const isBuyable = (status: Status): boolean => status === 'ACTIVE';

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
