/** 'Nov 3, 2026, 2:05 PM' for a date string (ISO 8601) in `timeZone` (the viewer's by default), or 'Date unknown'. */
export function formatDateTime(date: string, timeZone?: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return 'Date unknown';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time);
}

const utcDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Jun 1, 2026' for a UTC calendar day ('2026-06-01'), the same for every viewer; or 'Date unknown'. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? 'Date unknown' : utcDay.format(time);
}
