import { jestFileTimes, playwrightFileTimes, slowestLines } from './slowest-files.mjs';

describe('the slowest test files of a run', () => {
  test("Jest's files by their wall time, paths from the root", () => {
    const report = {
      testResults: [
        { name: '/repo/api/test/fuzz.test.ts', startTime: 1_000, endTime: 61_500 },
        { name: '/repo/shared/src/rules/plans.test.ts', startTime: 1_000, endTime: 1_400 },
      ],
    };
    expect(jestFileTimes(report, '/repo')).toEqual([
      { file: 'api/test/fuzz.test.ts', seconds: 60.5 },
      { file: 'shared/src/rules/plans.test.ts', seconds: 0.4 },
    ]);
  });

  test("Playwright's files sum their tests in nested describes, retries included", () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'investing.spec.ts', tests: [{ results: [{ duration: 20_000 }, { duration: 5_000 }] }] }],
          suites: [{ specs: [{ file: 'investing.spec.ts', tests: [{ results: [{ duration: 1_000 }] }] }] }],
        },
        { specs: [{ file: 'public-site.spec.ts', tests: [{ results: [{ duration: 3_000 }] }] }] },
      ],
    };
    expect(playwrightFileTimes(report)).toEqual([
      { file: 'e2e/tests/investing.spec.ts', seconds: 26 },
      { file: 'e2e/tests/public-site.spec.ts', seconds: 3 },
    ]);
  });

  test('the slowest first, at most the count asked for', () => {
    const times = [
      { file: 'a', seconds: 1 },
      { file: 'b', seconds: 30 },
      { file: 'c', seconds: 12 },
    ];
    expect(slowestLines(times, 2)).toEqual(['     30 s  b', '     12 s  c']);
  });
});
