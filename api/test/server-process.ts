import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..');
export const SERVER_PASSWORD = 'crash-test-password';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseURL: string;
  /** Resolves once /api/ready answers 200. */
  ready(): Promise<void>;
  /** Ends the process group with SIGKILL: no shutdown code runs, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM, and the exit code once it has drained and stopped. */
  stop(): Promise<number | null>;
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The real API server (`src/server.ts`) in a process group of its own, ready. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = await launchServerProcess(env);
  await server.ready();
  return server;
}

/** The real API server (`src/server.ts`) in a process group of its own, just launched. */
export async function launchServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(API_ROOT, '..', 'node_modules', '.bin', 'tsx'), 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      DEMO_PASSWORD: SERVER_PASSWORD,
      SCRYPT_COST: '10',
      RATE_LIMIT_MAX: '100000',
      NOTIFICATION_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, name);
    return exited(child);
  };
  async function ready(): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors}`);
      if (await fetch(`${baseURL}/api/ready`).then((response) => response.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await signal('SIGKILL');
    throw new Error(`the server did not become ready: ${errors}`);
  }
  return { baseURL, ready, kill: async () => void (await signal('SIGKILL')), stop: () => signal('SIGTERM') };
}
