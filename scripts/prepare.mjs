// Gets a checkout ready to run: installs dependencies when the lockfile changed and
// builds the front ends when their sources changed. Plain Node, because it runs before
// anything is installed.
import { execSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Largest first, so the last build to start is a short one.
const FRONT_ENDS = ['remote-admin', 'remote-investor', 'remote-public', 'shell'];
/** A webpack build keeps about one core busy: two at a time fill these machines' two. */
const BUILDS_AT_ONCE = 2;

export function run(command, options = {}) {
  console.log(`\n> ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit', ...options });
}

function hashOf(paths) {
  const hash = createHash('sha256');
  const visit = (file) => {
    if (!existsSync(file)) return;
    if (statSync(file).isDirectory()) {
      for (const entry of readdirSync(file).sort()) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(file, entry));
    } else {
      hash.update(file).update(readFileSync(file));
    }
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return hash.digest('hex');
}

/**
 * Installs exactly the lockfile (`npm ci`, as deploying teams do) when node_modules is
 * missing or was installed from another lockfile.
 */
export function ensureInstalled() {
  const stamp = path.join(root, 'node_modules', '.arcvest-install');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hashOf(['package-lock.json'])) return;
  run('npm ci --no-audit --no-fund');
  writeFileSync(stamp, hashOf(['package-lock.json']));
}

/** `npm run build -w <dir>`; its output goes to `write` (the terminal by default). */
function buildFrontEnd(dir, write) {
  return new Promise((resolve, reject) => {
    write(`\n> npm run build -w ${dir}\n`);
    const child = spawn('npm', ['run', 'build', '-w', dir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', write);
    child.stderr.on('data', write);
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`The ${dir} build failed (exit ${status}).`))));
  });
}

/**
 * Builds the front ends, each as `npm run build` does and two at a time, when a front end's
 * sources, the shared package or the webpack factory changed. Resolves with whether it built.
 */
export async function ensureBuilt({ write = (chunk) => process.stdout.write(chunk) } = {}) {
  const wanted = hashOf(['package-lock.json', 'shared', 'webpack', ...FRONT_ENDS.flatMap((dir) => [`${dir}/src`, `${dir}/webpack.config.ts`])]);
  const stamp = path.join(root, 'node_modules', '.arcvest-build');
  const built = FRONT_ENDS.every((dir) => existsSync(path.join(root, dir, 'dist', 'index.html')));
  if (built && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return false;
  const queue = [...FRONT_ENDS];
  const builder = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) await buildFrontEnd(dir, write);
  };
  await Promise.all(Array.from({ length: BUILDS_AT_ONCE }, builder));
  writeFileSync(stamp, wanted);
  return true;
}
