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
