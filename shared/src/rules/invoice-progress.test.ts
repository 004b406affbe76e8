import { coinAmountAbove, formatTimeLeft, invoiceAwaitsNews } from './invoice-progress';
import type { InvoiceStatus } from './invoices';

const EXPIRES = '2026-01-01T12:30:00.000Z';
const before = new Date('2026-01-01T12:00:00.000Z');
const after = new Date('2026-01-01T12:31:00.000Z');

describe('invoiceAwaitsNews', () => {
  const progress = (status: InvoiceStatus, confirmations: number, payments: number) => ({
    status,
    expires_at: EXPIRES,
    confirmations,
    required_confirmations: 3,
    transactions: Array.from({ length: payments }),
    resolution: null,
  });

  it.each([
    ['new', 0, 0, before, true],
    ['new', 0, 0, after, true],
    ['processing', 1, 1, after, true],
    ['partial', 3, 1, before, true],
    ['partial', 3, 1, after, false],
    ['partial', 1, 2, after, true],
    ['settled', 3, 1, before, false],
    ['overpaid', 3, 1, before, false],
    ['expired', 0, 0, after, false],
    ['late', 0, 1, after, true],
    ['late', 3, 1, after, false],
  ] as const)('%s with %d confirmations of %d payments at %s: %s', (status, confirmations, payments, now, expected) => {
    expect(invoiceAwaitsNews(progress(status, confirmations, payments), now)).toBe(expected);
  });

  it('stops once an admin has decided, whatever the payments', () => {
    expect(invoiceAwaitsNews({ ...progress('partial', 1, 2), resolution: 'rejected' }, before)).toBe(false);
  });
});

describe('coinAmountAbove', () => {
  it('subtracts in the chain’s own units, without floating point', () => {
    expect(coinAmountAbove('ETH', '0.300000', '0.100000')).toBe('0.200000');
    expect(coinAmountAbove('BTC', '1.000000', '0.999999')).toBe('0.000001');
  });

  it('is null when nothing is left over', () => {
    expect(coinAmountAbove('ETH', '0.100000', '0.100000')).toBeNull();
    expect(coinAmountAbove('ETH', '0.100000', '0.200000')).toBeNull();
  });
});

describe('formatTimeLeft', () => {
  it('reads as a clock, with hours only when needed', () => {
    expect(formatTimeLeft(EXPIRES, before)).toBe('30:00');
    expect(formatTimeLeft(EXPIRES, new Date('2026-01-01T12:29:55.200Z'))).toBe('0:05');
    expect(formatTimeLeft('2026-01-01T13:02:03.000Z', before)).toBe('1:02:03');
  });

  it('stops at zero', () => {
    expect(formatTimeLeft(EXPIRES, after)).toBe('0:00');
  });
});
