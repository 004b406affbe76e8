import { playwrightCounts } from './report-counts.mjs';

const stats = { expected: 3, flaky: 1, unexpected: 1, skipped: 2 };

it("counts a Playwright run's tests, a flaky one as passed", () => {
  expect(playwrightCounts({ stats, errors: [] })).toEqual({ passed: 4, failed: 1, skipped: 2 });
});

it('counts an error outside any test as a failure: a run whose server never started is not green', () => {
  const noTests = { stats: { expected: 0, flaky: 0, unexpected: 0, skipped: 0 }, errors: [{ message: 'http://127.0.0.1:3100/api/plans is already used' }] };
  expect(playwrightCounts(noTests)).toEqual({ passed: 0, failed: 1, skipped: 0 });
});
