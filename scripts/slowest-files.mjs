// The test files that took longest in a run, from Jest's and Playwright's JSON reports: where the
// next minute of `npm test` is to be won (docs/testing.md).

/** Each Jest test file's wall time in seconds, keyed by its path from the root. */
export function jestFileTimes(report, root) {
  return report.testResults.map((file) => ({ file: file.name.replace(`${root}/`, ''), seconds: (file.endTime - file.startTime) / 1000 }));
}

/** Each Playwright spec file's time in seconds (its tests' durations, retries included). */
export function playwrightFileTimes(report) {
  const perFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...perFile].map(([file, ms]) => ({ file: `e2e/tests/${file}`, seconds: ms / 1000 }));
}

/** The `count` slowest, as printed lines. */
export function slowestLines(times, count = 10) {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => `  ${seconds.toFixed(0).padStart(5)} s  ${file}`);
}
