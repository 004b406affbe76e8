import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { spawnGroup } from '../process-groups';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Builds the bare federated page (its remote, then its host) with the project's webpack factory in
 * production mode, as `npm run build` builds the app, and serves it in a process of its own.
 */
export async function startBarePage(): Promise<{ url: string; stop: () => Promise<void> }> {
  for (const part of ['remote', 'host']) {
    execFileSync('npx', ['webpack', '--config', path.join(__dirname, part, 'webpack.config.ts'), '--mode', 'production'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const { child, stop } = spawnGroup('npx', ['tsx', path.join(__dirname, 'server.ts')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare page's server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop };
}
