import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, WORKERS, serverEnv } from './support/server';

/** Tests tagged @alone rebuild a front end that every server under test serves: they run after the others, alone. */
const ALONE = /@alone/;

/**
 * Browser tests in Debian's headless Chromium (package chromium-headless-shell) against the real server (API + built shell and remotes).
 * Each worker has a server of its own on a fresh SQLite database (support/server.ts), so
 * journeys in different workers never see each other's data. `npm test` builds the front ends
 * once before this runs.
 */
export default defineConfig({
  testDir: './tests',
  workers: WORKERS,
  retries: 0,
  // The longest journeys take 40 s on a quiet two-core machine and more beside Jest: the limit
  // is there to end a hang, not to time a journey.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // Per checkout and port, so runs side by side never delete each other's traces.
  outputDir: path.join(__dirname, 'test-results', String(E2E_PORT)),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace of every test, kept when it fails; `npm test` turns them off (E2E_TRACE=off), as they
    // cost a third of the suite's CPU.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
  },
  // As the journeys' teardown, the tests run alone start once every journey has ended, passed or failed.
  projects: [
    { name: 'journeys', grepInvert: ALONE, teardown: 'alone' },
    { name: 'alone', grep: ALONE },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const env = serverEnv(index);
    return {
      command: 'node --import tsx api/src/server.ts',
      cwd: path.resolve(__dirname, '..'),
      url: `http://127.0.0.1:${env.PORT}/api/plans`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
    };
  }),
});
