/**
 * A Playwright JSON report's counts for the run's closing line. An error outside any test (the
 * web server could not start, a spec that does not load) is a failure: no test ran for it, and a
 * run that ran none must not read as green.
 */
export function playwrightCounts(report) {
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (report.errors?.length ?? 0),
    skipped: stats.skipped,
  };
}
