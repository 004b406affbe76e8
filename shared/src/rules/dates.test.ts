import { formatDateTime, formatDay, formatRelativeTime } from './dates';

describe('formatDateTime', () => {
  it('shows the date and time in en-US in the given time zone', () => {
    expect(formatDateTime('2026-11-03T14:05:00.000Z', 'UTC')).toBe('Nov 3, 2026, 2:05 PM');
    // The same moment is already the next day in Tokyo.
    expect(formatDateTime('2026-11-30T20:00:00Z', 'Asia/Tokyo')).toBe('Dec 1, 2026, 5:00 AM');
  });

  it('says so when the date cannot be read', () => {
    expect(formatDateTime('', 'UTC')).toBe('Date unknown');
    expect(formatDateTime('yesterday', 'UTC')).toBe('Date unknown');
  });
});

describe('formatDay', () => {
  it('shows a UTC calendar day as the same date for every viewer', () => {
    expect(formatDay('2026-06-01')).toBe('Jun 1, 2026');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('says so when the day cannot be read', () => {
    expect(formatDay('soon')).toBe('Date unknown');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-29T10:00:00.000Z');

  it('says the distance in its largest whole unit, ahead or past', () => {
    expect(formatRelativeTime('2026-12-02T10:00:00.000Z', now)).toBe('in 3 days');
    expect(formatRelativeTime('2026-12-02T09:00:00.000Z', now)).toBe('in 2 days');
    expect(formatRelativeTime('2026-11-29T08:00:00.000Z', now)).toBe('2 hours ago');
    expect(formatRelativeTime('2026-11-29T09:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-29T10:00:20.000Z', now)).toBe('this minute');
  });

  it('says so when the date cannot be read', () => {
    expect(formatRelativeTime('soon', now)).toBe('Date unknown');
  });
});
