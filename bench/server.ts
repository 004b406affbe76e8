import os from 'node:os';
import path from 'node:path';
import { spawnGroup } from './process-groups';

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3200);
export const BENCH_PASSWORD = 'bench-password';

export interface BenchServer {
  baseURL: string;
  sqliteFile: string;
  /** The process group the server runs in (npx, tsx and the server itself). */
  processGroup: number;
  stop: () => Promise<void>;
}

/** The real server (API + built front ends) on a fresh SQLite file with demo data. */
export async function startBenchServer(): Promise<BenchServer> {
  const sqliteFile = path.join(os.tmpdir(), `arcvest-bench-${Date.now()}.sqlite`);
  const { child, stop } = spawnGroup('npx', ['tsx', 'api/src/server.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      PORT: String(BENCH_PORT),
      HOST: '127.0.0.1',
      SQLITE_FILE: sqliteFile,
      // The plain build just made, not a version published for deployment.
      DEPLOY_DIR: path.join(os.tmpdir(), `arcvest-bench-deployments-${Date.now()}`),
      DEMO_PASSWORD: BENCH_PASSWORD,
      // The benchmark signs in and writes history faster than a person would.
      RATE_LIMIT_MAX: '100000',
      NODE_ENV: 'test',
      // The benchmark's admin gives bonuses in one step, without a second person's approval.
      FOUR_EYES: 'off',
    },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${BENCH_PORT}`;
  // Up to two minutes: the first start writes the demo story, slow on a busy machine.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${baseURL}/api/plans`)).ok) return { baseURL, sqliteFile, processGroup: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('The bench server did not start');
}
