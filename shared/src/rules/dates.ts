/** 'Nov 3, 2026, 2:05 PM' for a date string (ISO 8601) in `timeZone` (the viewer's by default), or 'Date unknown'. */
export function formatDateTime(date: string, timeZone?: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return 'Date unknown';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Nov 23, 2026' for a calendar day (yyyy-mm-dd, as the API gives UTC days), or 'Date unknown'. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? 'Date unknown' : dayFormat.format(time);
}

const utcFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** 'Jun 2, 2026, 4:00 PM UTC': a moment the server names in a message, the same for every reader. */
export function formatUtc(date: Date | string): string {
  return `${utcFormat.format(typeof date === 'string' ? Date.parse(date) : date)} UTC`;
}

const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'in 3 days', '2 hours ago', 'now': how far `date` is from `now`, in its largest whole unit; beside the exact time, never instead of it. */
export function formatRelativeTime(date: string, now: Date): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return 'Date unknown';
  const difference = time - now.getTime();
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(difference) >= size) return relativeFormat.format(Math.trunc(difference / size), unit);
  }
  return relativeFormat.format(0, 'minute');
}
