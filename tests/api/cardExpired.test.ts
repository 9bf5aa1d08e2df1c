import { describe, expect, it } from 'vitest';
import { cardExpired } from '@/api/account';

describe('a saved card runs until the end of its expiry month (MMYY)', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it.each([
    ['this month', '1126', false],
    ['next month', '1226', false],
    ['a later year, an earlier month', '0127', false],
    ['last month', '1026', true],
    ['last year, a later month', '1225', true],
  ])('%s (%s) → expired %s', (_name, mmyy, expected) => {
    expect(cardExpired(mmyy, now)).toBe(expected);
  });
});
