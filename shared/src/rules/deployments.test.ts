import { CANARY_SHARE_MAX, parseCanaryShare } from './deployments';

it('reads a whole per cent from 1 to 100, with or without the sign', () => {
  expect(parseCanaryShare('10')).toBe(10);
  expect(parseCanaryShare(' 50 % ')).toBe(50);
  expect(parseCanaryShare(String(CANARY_SHARE_MAX))).toBe(100);
  for (const refused of ['0', '101', '', '5.5', '-3', '1e1', 'ten', '0x10']) expect(parseCanaryShare(refused)).toBeNull();
});
