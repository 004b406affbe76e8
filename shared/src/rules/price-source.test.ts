import { stalePricesNote } from './price-source';

describe('stalePricesNote', () => {
  it('says nothing of live prices', () => {
    expect(stalePricesNote({ stale: false, updated_at: '2026-11-03T14:05:00Z' })).toBeNull();
  });

  it('dates the last known prices', () => {
    expect(stalePricesNote({ stale: true, updated_at: '2026-11-03T14:05:00Z' }, 'UTC')).toBe(
      'Live prices are unavailable right now: these are the last known prices, from Nov 3, 2026, 2:05 PM.',
    );
  });

  it('names the built-in prices as such', () => {
    expect(stalePricesNote({ stale: true, updated_at: null })).toBe(
      'Live prices are unavailable right now: these are built-in reference prices, not market prices.',
    );
  });
});
