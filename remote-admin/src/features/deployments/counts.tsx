import type { VersionCounts } from '@arcvest/shared';

/** "120 page loads, 3 errors (2.5 %)" */
export function Counts({ counts: { loads, errors } }: { counts: VersionCounts }) {
  const rate = loads === 0 ? null : Math.round((errors / loads) * 1000) / 10;
  return (
    <>
      {loads} page {loads === 1 ? 'load' : 'loads'}, {errors} {errors === 1 ? 'error' : 'errors'}
      {rate === null ? '' : ` (${rate} %)`}
    </>
  );
}
