// README command 2: every test suite (types, unit, component, API on SQLite and PostgreSQL,
// browser tests in Debian's Chromium), each suite's time, then one line `N passed, N failed`
// totalling them all.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestFileTimes, playwrightFileTimes, slowestLines } from './slowest-files.mjs';
import { playwrightCounts } from './report-counts.mjs';
import { CHROMIUM, ensureBuilt, ensureDebianPackages, ensureInstalled, LITECOIND, root } from './prepare.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every test file's wall time, Jest's and the browser's, for the slowest ten at the end. */
const fileTimes = [];
const started = Date.now();
/** Each suite's wall time in seconds. */
const times = new Map();

/** Runs `body` and records its wall time under `name`. */
async function timed(name, body) {
  const start = Date.now();
  try {
    return await body();
  } finally {
    times.set(name, (Date.now() - start) / 1000);
  }
}

/**
 * Runs a command and resolves with its exit status. A step run beside others keeps its output
 * and prints it in one piece when it ends, so the steps' lines do not interleave.
 */
function step(name, command, args, { env = {}, beside = false } = {}) {
  const heading = `\n=== ${name}: ${command} ${args.join(' ')}`;
  if (!beside) console.log(heading);
  return timed(
    name,
    () =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
        const output = [];
        child.stdout?.on('data', (chunk) => output.push(chunk));
        child.stderr?.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error}\n`)));
        child.on('close', (status) => {
          if (beside) process.stdout.write(`${heading}\n${Buffer.concat(output)}`);
          resolve(status);
        });
      }),
  );
}

/** The front-end build, beside the other steps: its output printed once it ends. */
async function build() {
  const output = [];
  try {
    const built = await timed('build', () => ensureBuilt({ write: (chunk) => output.push(Buffer.from(chunk)) }));
    console.log(`\n=== build: ${built ? 'the four front ends' : 'up to date'}\n${Buffer.concat(output)}`);
    return true;
  } catch (error) {
    console.log(`\n=== build\n${Buffer.concat(output)}\n${error}`);
    return false;
  }
}

const results = mkdtempSync(path.join(os.tmpdir(), 'arcvest-test-'));

// Printed in this order, whichever ends first.
for (const name of ['install', 'packages', 'typecheck', 'lint', 'build', 'unit', 'api', 'browser']) times.set(name, null);
// Install scripts included: better-sqlite3's compile (a minute on one core) beside typecheck, lint
// and the build slowed them by as much as it saved (docs/testing.md).
await timed('install', () => ensureInstalled());

// Debian's Chromium and litecoind (mostly waiting on the package mirror) install beside typecheck,
// lint and the front-end build; the browser and Jest tests wait for them: null once they are
// there, or the install's error. Types and lint are one suite each; an error fails the run like a failing test.
const packagesError = timed('packages', () =>
  ensureDebianPackages([CHROMIUM, LITECOIND]).then(
    () => null,
    (error) => error,
  ),
);
const [typecheck, lint, built] = await Promise.all([
  step('typecheck', 'npm', ['run', 'typecheck', '--silent'], { beside: true }),
  step('lint', 'npm', ['run', 'lint', '--silent'], { beside: true }),
  build(),
]);
for (const status of [typecheck, lint]) {
  if (status === 0) totals.passed += 1;
  else totals.failed += 1;
}

/** The API's Jest projects; the others (unit, component, lint, scripts, bench) run alone before them. */
const API_PROJECTS = ['api', 'api-system'];

/** Runs Jest (`name`, with `args`) and resolves once its counts are added. */
async function jest(name, args, { nice = false } = {}) {
  const jestFile = path.join(results, `${name}.json`);
  const command = ['npx', 'jest', '--ci', '--json', `--outputFile=${jestFile}`, ...args];
  await step(name, nice ? 'nice' : command[0], nice ? ['-n', '19', ...command] : command.slice(1), { beside: nice });
  if (existsSync(jestFile)) {
    const report = JSON.parse(readFileSync(jestFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    fileTimes.push(...jestFileTimes(report, root));
  } else {
    totals.failed += 1;
  }
}

/** The API's tests: resolves once its counts are added. */
async function apiTests() {
  // Without litecoind the Bitcoin RPC tests fail in CI, saying so.
  const error = await packagesError;
  if (error) console.error(String(error));
  // Beside the browser tests, which leave part of the two cores idle: at the lowest priority
  // (Chromium runs its page renderers at nice 5), so Jest mostly takes what they leave.
  await jest('api', ['--selectProjects', ...API_PROJECTS], { nice: true });
}

/** Browser tests against the built front ends: resolves once its counts are added. */
async function browser() {
  try {
    if (!built) throw new Error('The front ends did not build: no browser tests.');
    const error = await packagesError;
    if (error) throw error;
    const e2eFile = path.join(results, 'e2e.json');
    // Without traces: recording one for every test cost a third of the suite's CPU, and a run's
    // verdict needs none. `npm run test:e2e -- <spec>` records them for the test that failed.
    // Two workers: one spends most of its time waiting on pages, timers and servers (docs/testing.md).
    await step('browser', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, CHROMIUM_PATH: CHROMIUM.file, E2E_TRACE: 'off', E2E_WORKERS: '2' },
    });
    if (existsSync(e2eFile)) {
      const report = JSON.parse(readFileSync(e2eFile, 'utf8'));
      fileTimes.push(...playwrightFileTimes(report));
      const counts = playwrightCounts(report);
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      return;
    }
  } catch (error) {
    console.error(String(error));
  }
  totals.failed += 1;
}

// Unit and component tests, about a minute, alone: beside the browser tests at the lowest priority,
// component tests starved for seconds and their waits for a state ran out (docs/testing.md).
await jest('unit', ['--ignoreProjects', ...API_PROJECTS]);
await Promise.all([apiTests(), browser()]);

console.log(
  '\nWall time per suite (Debian packages, typecheck, lint and build side by side, then unit tests alone, then the API tests beside the browser tests):',
);
times.set('total', (Date.now() - started) / 1000);
for (const [name, seconds] of times) console.log(`  ${name.padEnd(10)} ${seconds === null ? 'not run' : `${seconds.toFixed(0).padStart(5)} s`}`);
console.log('\nThe ten slowest test files (the API and browser tests side by side, so each took longer than alone):');
for (const line of slowestLines(fileTimes)) console.log(line);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
