import { checkTargets, formatTable, medianFigures, PUBLIC_PAGE, SIGNED_IN_PAGE, type PageFigures } from './page-targets';

const bare: PageFigures = { lcpMs: 2000, tbtMs: 100, performance: 98, scriptBytes: 123_000 };
const figures = (changes: Partial<PageFigures>): PageFigures => ({ ...bare, ...changes });

test('each figure is the median of its own', () => {
  const runs = [
    figures({ lcpMs: 1500, tbtMs: 400, performance: 90 }),
    figures({ lcpMs: 1700, tbtMs: 100, performance: 96 }),
    figures({ lcpMs: 1600, tbtMs: 200, performance: 93 }),
  ];
  expect(medianFigures(runs)).toEqual({ lcpMs: 1600, tbtMs: 200, performance: 93, scriptBytes: 123_000 });
});

test('a public page passes at 0.8x the bare LCP and fails just over it; the script delta is a target only where set', () => {
  const atLimit = checkTargets(figures({ lcpMs: 1600, tbtMs: 150, performance: 95 }), bare, PUBLIC_PAGE, 'h1');
  expect(atLimit.every((check) => check.pass)).toBe(true);
  expect(atLimit.map((check) => check.label)).toEqual(['LCP ≤ 0.8x', 'TBT ≤ 150 ms', 'perf ≥ 95']);
  const over = checkTargets(
    figures({ lcpMs: 1601, tbtMs: 151, performance: 94, scriptBytes: 130_000 }),
    bare,
    { ...PUBLIC_PAGE, maxScriptDeltaBytes: 5000 },
    'h1',
  );
  expect(over.map((check) => check.pass)).toEqual([false, false, false, false]);
});

test('a signed-in page whose largest paint is the demo notice fails, whatever its time', () => {
  const page = figures({ lcpMs: 700, tbtMs: 200, performance: 92 });
  const checks = checkTargets(page, bare, SIGNED_IN_PAGE, 'div#demo-notice.demo-banner');
  expect(checks.find((check) => check.label === 'LCP is content')?.pass).toBe(false);
  expect(checks.filter((check) => check.label !== 'LCP is content').every((check) => check.pass)).toBe(true);
  expect(checkTargets(page, bare, SIGNED_IN_PAGE, 'p.total-value').every((check) => check.pass)).toBe(true);
});

test('the table gives the ratio to the bare page, the script delta and each verdict', () => {
  const lines = formatTable('bare', bare, [
    { name: 'home', figures: figures({ lcpMs: 1500, scriptBytes: 126_500 }), target: { ...PUBLIC_PAGE, maxScriptDeltaBytes: 5000 }, largestPaint: 'h1' },
    { name: 'history', figures: figures({ scriptBytes: 120_000 }), target: null, largestPaint: 'h1' },
  ]);
  expect(lines[2]).toMatch(/^\| bare +\| 2\.00 s \| 1\.00x +\| 100 ms \| 98 +\| 123\.0 KB \|/);
  expect(lines[3]).toContain('| 0.75x ');
  expect(lines[3]).toContain('| +3.5 KB ');
  expect(lines[3]).toContain('LCP ≤ 0.8x pass, TBT ≤ 150 ms pass, perf ≥ 95 pass, JS ≤ bare + 5 KB pass');
  expect(lines[4]).toContain('| −3.0 KB ');
  expect(lines[4]).toContain('(no target)');
});
