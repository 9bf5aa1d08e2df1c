import type { TenantConfig } from './schema';

export interface DateStyle {
  /** also the time of day (hours and minutes) */
  withTime?: boolean;
  /** an IANA zone; the reader's own when absent */
  timeZone?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The date's fields in a time zone, without the language's ordering. */
function fieldsOf(date: Date, timeZone: string | undefined) {
  // the reader's own zone is the Date's: no Intl, whose first format costs a phone ~10 ms of ICU data
  if (timeZone === undefined)
    return {
      day: date.getDate(),
      month: date.getMonth() + 1,
      year: date.getFullYear(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  const parts = new Intl.DateTimeFormat('en', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    day: field('day'),
    month: field('month'),
    year: field('year'),
    hour: field('hour'),
    minute: field('minute'),
  };
}

/**
 * SPEC §1 flag "European date format": day, month and year as 23.11.2026 (and 14:05 on the 24-hour
 * clock) whatever the page's language, so an English page of a German shop reads its dates as the
 * shop's customers write them; without the flag, the language's own long form.
 */
export function formatDate(
  date: Date,
  language: string,
  tenant: Pick<TenantConfig['features'], 'europeanDateFormat'>,
  { withTime = false, timeZone }: DateStyle = {},
): string {
  if (!tenant.europeanDateFormat)
    return new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone,
    }).format(date);
  const { day, month, year, hour, minute } = fieldsOf(date, timeZone);
  const written = `${pad(day)}.${pad(month)}.${year}`;
  return withTime ? `${written}, ${pad(hour)}:${pad(minute)}` : written;
}
