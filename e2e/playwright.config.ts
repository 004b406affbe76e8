import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, serverEnv } from './support/server';

/**
 * Browser tests in Debian's Chromium against the real server (API + built shell and remotes)
 * on a fresh SQLite database. `npm test` builds the front ends once before this runs.
 */
export default defineConfig({
  testDir: './tests',
  // One server and one database: journeys run one after another.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // Per checkout and port, so runs side by side never delete each other's traces.
  outputDir: path.join(__dirname, 'test-results', String(E2E_PORT)),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx api/src/server.ts',
    cwd: path.resolve(__dirname, '..'),
    url: `http://127.0.0.1:${E2E_PORT}/api/plans`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
