import os from 'node:os';
import path from 'node:path';

/** Journeys run in this many workers, each against a server and a database of its own. */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
/** Ports a worker's servers may use: its main server's, then extras at +1..+(PORTS_PER_WORKER - 1). */
const PORTS_PER_WORKER = 10;
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const RUN = (process.env.E2E_RUN ??= String(Date.now()));

/** The main server of worker `index` (0 in the runner, which starts them all). */
function workerSettings(index: number) {
  const port = BASE_PORT + PORTS_PER_WORKER * index;
  return {
    port,
    sqliteFile: path.join(os.tmpdir(), `arcvest-e2e-${port}-${RUN}.sqlite`),
    // An empty deploy folder: the servers under test serve the plain build, never the versions
    // a developer published (deployments.spec.ts publishes into folders of its own).
    deployDir: path.join(os.tmpdir(), `arcvest-e2e-deployments-${port}-${RUN}`),
    // No SMTP server: each email is an .eml file here, where a journey reads its code (support/step-up.ts).
    outboxDir: path.join(os.tmpdir(), `arcvest-e2e-outbox-${port}-${RUN}`),
  };
}

/**
 * This process's worker: Playwright numbers its workers 0..WORKERS-1 in TEST_PARALLEL_INDEX
 * and loads this module (and the config) in each. The run's time is chosen by the runner, which
 * starts first; the workers inherit it, so every process names the same files.
 */
const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const worker = workerSettings(WORKER_INDEX);
export const E2E_PORT = worker.port;
export const SQLITE_FILE = worker.sqliteFile;
/** Where this worker's servers without SMTP write their emails. */
export const OUTBOX_DIR = worker.outboxDir;
export const DEMO_PASSWORD = 'demo-password-e2e';

/** The server of worker `index`: demo data on a fresh SQLite file, fast password hashing. */
export function serverEnv(index: number): Record<string, string> {
  const { port, sqliteFile, deployDir, outboxDir } = workerSettings(index);
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: sqliteFile,
    DEPLOY_DIR: deployDir,
    OUTBOX_DIR: outboxDir,
    DEMO_PASSWORD,
    SCRYPT_COST: '12',
    RATE_LIMIT_MAX: '1000',
    NODE_ENV: 'test',
    // One admin action, one step: four-eyes.spec.ts starts a server of its own with approval on.
    FOUR_EYES: 'off',
    // The demo accounts without their three months of history, which journeys start from;
    // demo-story.spec.ts starts a server of its own with it.
    DEMO_STORY: 'off',
    // The pseudo-locale may be chosen (lang=pseudo cookie): languages.spec.ts finds untranslated texts with it.
    I18N_PSEUDO: '1',
  };
}

/**
 * Starts another server under test with extra settings; resolves once it answers. Fails at once
 * if the port already answers (a stale server there would be tested instead) or the child exits.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<{ baseURL: string; stop: () => void; exited: Promise<void> }> {
  const baseURL = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${baseURL}/api/plans`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
  if (await answers()) throw new Error(`Port ${port} is already in use by another server`);

  const { spawn } = await import('node:child_process');
  // tsx as a loader of the server's own process, not through npx and tsx's wrapper: those cost
  // about 0.4 s of CPU per start, and `exited` now resolves when the server itself has gone.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      ...serverEnv(WORKER_INDEX),
      SQLITE_FILE: path.join(os.tmpdir(), `arcvest-e2e-${port}-${Date.now()}.sqlite`),
      PORT: String(port),
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  let exited = false;
  /** Resolves once the server has gone, so a test that starts another on the same port can wait for it. */
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => (exited = true));
  const stop = () => {
    if (child.pid && !exited) process.kill(-child.pid, 'SIGTERM');
  };
  // As long as the config's own servers get: with a worker per core, starts share the cores.
  const deadline = Date.now() + 60_000;
  while (!exited && Date.now() < deadline) {
    if (await answers()) return { baseURL, stop, exited: gone };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The server on port ${port} did not start`);
}
