import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/tenancy/dates';

const european = { europeanDateFormat: true };
const local = { europeanDateFormat: false };
const at = new Date('2026-03-07T09:05:00Z');

describe('formatDate: SPEC §1 European date format', () => {
  it.each([
    ['en', european, {}, '07.03.2026'],
    ['de', european, {}, '07.03.2026'],
    ['nl', european, { withTime: true }, '07.03.2026, 09:05'],
    ['en', european, { withTime: true, timeZone: 'Europe/Berlin' }, '07.03.2026, 10:05'],
    ['en', local, {}, 'March 7, 2026'],
    ['de', local, {}, '7. März 2026'],
    ['en-GB', local, {}, '7 March 2026'],
  ])('%s with %o %o reads %s', (language, tenant, style, expected) => {
    expect(formatDate(at, language, tenant, { timeZone: 'UTC', ...style })).toBe(expected);
  });

  it('writes the day before the month also where the language puts the month first', () => {
    const lastDay = new Date('2026-12-31T12:00:00Z');
    expect(formatDate(lastDay, 'en-US', european, { timeZone: 'UTC' })).toBe('31.12.2026');
  });

  describe("in the reader's own zone", () => {
    afterEach(() => vi.restoreAllMocks());

    it.each(['2026-03-07T09:05:00Z', '2026-03-29T01:30:00Z', '2026-10-25T00:59:00Z', '2026-12-31T23:59:59Z'])(
      '%s reads as Intl reads it there, without building an Intl format',
      (iso) => {
        const date = new Date(iso);
        const expected = formatDate(date, 'de', european, {
          withTime: true,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        });
        const built = vi.spyOn(Intl, 'DateTimeFormat');
        expect(formatDate(date, 'de', european, { withTime: true })).toBe(expected);
        expect(built).not.toHaveBeenCalled();
      },
    );
  });
});
