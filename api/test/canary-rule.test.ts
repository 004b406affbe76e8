import { canaryBucket, canaryFails, inCanary, lastLoads } from '../src/domain/canary';

it('puts a visitor in the same bucket for the same canary, and draws afresh for the next one', () => {
  expect(canaryBucket('c:abc', 'admin', 'v2')).toBe(canaryBucket('c:abc', 'admin', 'v2'));
  const visitors = Array.from({ length: 2000 }, (_, index) => `c:${index}`);
  const share = (version: string) => visitors.filter((visitor) => inCanary(visitor, 'admin', { version, share: 10 })).length / visitors.length;
  expect(share('v2')).toBeGreaterThan(0.08);
  expect(share('v2')).toBeLessThan(0.12);
  const moved = visitors.filter(
    (visitor) => inCanary(visitor, 'admin', { version: 'v2', share: 10 }) !== inCanary(visitor, 'admin', { version: 'v3', share: 10 }),
  );
  expect(moved.length).toBeGreaterThan(100);
});

it('reads the last page loads of a version, whole minutes at a time', () => {
  const minutes = [
    { loads: 40, errors: 4 },
    { loads: 70, errors: 0 },
    { loads: 500, errors: 500 },
  ];
  expect(lastLoads(minutes, 100)).toEqual({ loads: 110, errors: 4 });
  expect(lastLoads(minutes, 40)).toEqual({ loads: 40, errors: 4 });
  expect(lastLoads([], 100)).toEqual({ loads: 0, errors: 0 });
});

it('fails a canary whose error rate exceeds the current one by more than the margin, once it has enough loads from enough visitors', () => {
  const thresholds = { minLoads: 100, minVisitors: 100, errorMargin: 0.02 };
  expect(canaryFails({ loads: 100, errors: 6, visitors: 100 }, { loads: 1000, errors: 30 }, thresholds)).toBe(true);
  expect(canaryFails({ loads: 100, errors: 5, visitors: 100 }, { loads: 1000, errors: 30 }, thresholds)).toBe(false);
  expect(canaryFails({ loads: 99, errors: 99, visitors: 100 }, { loads: 1000, errors: 0 }, thresholds)).toBe(false);
  expect(canaryFails({ loads: 100, errors: 3, visitors: 100 }, { loads: 0, errors: 0 }, thresholds)).toBe(true);
  // Loads and errors enough to fail, but from too few distinct visitors: not judged.
  expect(canaryFails({ loads: 100, errors: 100, visitors: 99 }, { loads: 1000, errors: 0 }, thresholds)).toBe(false);
});
