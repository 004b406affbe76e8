/** 'Nov 3, 2026, 2:05 PM' for a date string (ISO 8601) in `timeZone` (the viewer's by default), or 'Date unknown'. */
export function formatDateTime(date: string, timeZone?: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return 'Date unknown';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time);
}
