// README command 2: every test suite (types, unit, component, API on SQLite and PostgreSQL,
// browser tests in Debian's Chromium), then one line `N passed, N failed` totalling them all.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './prepare.mjs';

const CHROMIUM = '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM}: sudo apt-get install -y chromium`);
  console.log("\n> installing Debian's chromium for the browser tests");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;
}

const results = mkdtempSync(path.join(os.tmpdir(), 'arcvest-test-'));

ensureInstalled();

// Types: one suite; a type error fails the run like a failing test.
if (step('typecheck', 'npx', ['tsc', '-b']) === 0) totals.passed += 1;
else totals.failed += 1;

// Lint: the layering rules (import boundaries, no cycles) and code checks; one suite.
if (step('lint', 'npm', ['run', 'lint', '--silent']) === 0) totals.passed += 1;
else totals.failed += 1;

// Unit, component and API tests (Jest projects).
const jestFile = path.join(results, 'jest.json');
step('unit, component and API tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestFile}`]);
if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
} else {
  totals.failed += 1;
}

// Browser tests against the built front ends.
let browserRan = false;
try {
  ensureChromium();
  ensureBuilt();
  const e2eFile = path.join(results, 'e2e.json');
  step('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile });
  if (existsSync(e2eFile)) {
    const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    browserRan = true;
  }
} catch (error) {
  console.error(String(error));
}
if (!browserRan) totals.failed += 1;

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
