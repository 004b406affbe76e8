import { formatDateTime, formatDay, formatRelativeTime, formatUtc } from './dates';

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

// What Node prints (docs/i18n.md#numbers-money-and-dates); Arabic dates carry right-to-left marks (U+200F), kept here.
describe('dates in each language', () => {
  const now = new Date('2026-11-29T10:00:00.000Z');

  it.each([
    ['en', 'Nov 3, 2026, 2:05 PM', 'Jun 1, 2026', 'Nov 3, 2026, 2:05 PM UTC', '2 hours ago', 'in 3 days', 'this minute'],
    ['es', '3 nov 2026, 14:05', '1 jun 2026', '3 nov 2026, 14:05 UTC', 'hace 2 horas', 'dentro de 3 días', 'este minuto'],
    ['pt-BR', '3 de nov. de 2026, 14:05', '1 de jun. de 2026', '3 de nov. de 2026, 14:05 UTC', 'há 2 horas', 'em 3 dias', 'este minuto'],
    ['ar', '03\u200f/11\u200f/2026، 2:05 م', '01\u200f/06\u200f/2026', '03\u200f/11\u200f/2026، 2:05 م UTC', 'قبل ساعتين', 'خلال 3 أيام', 'هذه الدقيقة'],
  ] as const)('%s', (locale, dateTime, day, utc, past, ahead, present) => {
    expect(formatDateTime('2026-11-03T14:05:00.000Z', 'UTC', locale)).toBe(dateTime);
    expect(formatDay('2026-06-01', locale)).toBe(day);
    expect(formatUtc('2026-11-03T14:05:00.000Z', locale)).toBe(utc);
    expect(formatRelativeTime('2026-11-29T08:00:00.000Z', now, locale)).toBe(past);
    expect(formatRelativeTime('2026-12-02T10:00:00.000Z', now, locale)).toBe(ahead);
    expect(formatRelativeTime('2026-11-29T10:00:20.000Z', now, locale)).toBe(present);
  });

  it('keeps each time zone apart in each language', () => {
    expect(formatDateTime('2026-11-30T20:00:00Z', 'Asia/Tokyo', 'pt-BR')).toBe('1 de dez. de 2026, 05:00');
    expect(formatDateTime('2026-11-30T20:00:00Z', 'UTC', 'pt-BR')).toBe('30 de nov. de 2026, 20:00');
  });

  it('writes the pseudo-locale as English', () => {
    expect(formatDateTime('2026-11-03T14:05:00.000Z', 'UTC', 'pseudo')).toBe('Nov 3, 2026, 2:05 PM');
    expect(formatDay('2026-06-01', 'pseudo')).toBe('Jun 1, 2026');
  });

  it('says a date cannot be read in English for now, in every language', () => {
    expect(formatDateTime('yesterday', 'UTC', 'es')).toBe('Date unknown');
    expect(formatDay('soon', 'ar')).toBe('Date unknown');
    expect(formatRelativeTime('soon', now, 'pt-BR')).toBe('Date unknown');
  });
});
