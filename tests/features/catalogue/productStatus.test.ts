import { describe, expect, it } from 'vitest';
import { productStatuses } from '@/api';
import { isBuyable, statusTone } from '@/features/catalogue/productStatus';

describe('SPEC §4 product statuses: which can be bought', () => {
  it.each([
    ['ACTIVE', true, 'success'],
    ['INACTIVE', false, 'default'],
    ['OUT_OF_STOCK', false, 'warning'],
    ['COMING_SOON', false, 'info'],
    ['DISCONTINUED', false, 'default'],
  ] as const)('%s → buyable %s, shown as %s', (status, buyable, tone) => {
    expect(isBuyable(status)).toBe(buyable);
    expect(statusTone(status)).toBe(tone);
  });

  it('the table covers every status of the contract', () => {
    expect(productStatuses).toEqual(['ACTIVE', 'INACTIVE', 'OUT_OF_STOCK', 'COMING_SOON', 'DISCONTINUED']);
  });
});
