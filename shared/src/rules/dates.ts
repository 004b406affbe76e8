import { perLocale } from './intl-cache';
import { DEFAULT_LOCALE, type UiLocale } from './locale';

/** Said for a date that cannot be read; English in every language until the rule texts are translated. */
const DATE_UNKNOWN = 'Date unknown';

const dateTimeFormat = perLocale((tag, timeZone) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }));

/** 'Nov 3, 2026, 2:05 PM' for a date string (ISO 8601) in `timeZone` (the viewer's by default), or 'Date unknown'. */
export function formatDateTime(date: string, timeZone?: string, locale: UiLocale = DEFAULT_LOCALE): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return DATE_UNKNOWN;
  return dateTimeFormat(locale, timeZone).format(time);
}

const dayFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }));

/** 'Nov 23, 2026' for a calendar day (yyyy-mm-dd, as the API gives UTC days), or 'Date unknown'. */
export function formatDay(day: string, locale: UiLocale = DEFAULT_LOCALE): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? DATE_UNKNOWN : dayFormat(locale).format(time);
}

/** 'Jun 2, 2026, 4:00 PM UTC': a moment the server names in a message, the same for every reader. */
export function formatUtc(date: Date | string, locale: UiLocale = DEFAULT_LOCALE): string {
  return `${dateTimeFormat(locale, 'UTC').format(typeof date === 'string' ? Date.parse(date) : date)} UTC`;
}

const relativeFormat = perLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'in 3 days', '2 hours ago', 'now': how far `date` is from `now`, in its largest whole unit; beside the exact time, never instead of it. */
export function formatRelativeTime(date: string, now: Date, locale: UiLocale = DEFAULT_LOCALE): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return DATE_UNKNOWN;
  const difference = time - now.getTime();
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(difference) >= size) return relativeFormat(locale).format(Math.trunc(difference / size), unit);
  }
  return relativeFormat(locale).format(0, 'minute');
}
