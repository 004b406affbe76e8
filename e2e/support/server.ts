import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const DEMO_PASSWORD = 'demo-password-e2e';

/**
 * The database file of the server under test. Playwright loads this module in the runner (which
 * starts the server) and again in each worker (which runs the tests); the workers inherit the
 * runner's environment, so the name chosen first is the one every process sees.
 */
process.env.E2E_SQLITE_FILE ??= path.join(os.tmpdir(), `arcvest-e2e-${E2E_PORT}-${Date.now()}.sqlite`);
export const SQLITE_FILE = process.env.E2E_SQLITE_FILE;
// Likewise an empty deploy folder: the servers under test serve the plain build, never the
// versions a developer published (deployments.spec.ts publishes into folders of its own).
process.env.E2E_DEPLOY_DIR ??= path.join(os.tmpdir(), `arcvest-e2e-deployments-${E2E_PORT}-${Date.now()}`);

/** The server under test: demo data on a fresh SQLite file, fast password hashing. */
export const serverEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  SQLITE_FILE,
  DEPLOY_DIR: process.env.E2E_DEPLOY_DIR,
  DEMO_PASSWORD,
  SCRYPT_COST: '12',
  RATE_LIMIT_MAX: '1000',
  NODE_ENV: 'test',
};

/**
 * Starts another server under test with extra settings; resolves once it answers. Fails at once
 * if the port already answers (a stale server there would be tested instead) or the child exits.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<{ baseURL: string; stop: () => void }> {
  const baseURL = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${baseURL}/api/plans`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
  if (await answers()) throw new Error(`Port ${port} is already in use by another server`);

  const { spawn } = await import('node:child_process');
  const child = spawn('npx', ['tsx', 'api/src/server.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...serverEnv, SQLITE_FILE: path.join(os.tmpdir(), `arcvest-e2e-${port}-${Date.now()}.sqlite`), PORT: String(port), ...env },
    stdio: 'ignore',
    detached: true,
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () => {
    if (child.pid && !exited) process.kill(-child.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 100 && !exited; attempt += 1) {
    if (await answers()) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The server on port ${port} did not start`);
}
