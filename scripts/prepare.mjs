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
/**
 * The browser tests' and the bench's Chromium: Debian's headless build (the old headless mode,
 * without the full browser's window, tab strip and GPU process work), which took a third less CPU
 * per browser test than the full `chromium` package in `--headless`.
 */
export const CHROMIUM = { package: 'chromium-headless-shell', file: '/usr/bin/chromium-headless-shell' };
/** The bench's Lighthouse section drives the full browser (its new headless mode), which the headless shell is not. */
export const CHROMIUM_FULL = { package: 'chromium', file: '/usr/bin/chromium' };
/** Bitcoin Core's JSON-RPC for the chain tests: Debian's litecoind, a Bitcoin Core fork, in regtest mode (docs/testing.md#chain-nodes). */
export const LITECOIND = { package: 'litecoind', file: '/usr/bin/litecoind' };
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
 * Runs a command without a terminal; its output goes to `write` as it comes. Resolves once it
 * exits 0, rejects with `failure` (and the output, when none was written) otherwise.
 */
function runCaptured(command, args, failure, write = null) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    const take = write ?? ((chunk) => output.push(chunk));
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`${failure} (exit ${status}).\n${Buffer.concat(output)}`))));
  });
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

/**
 * Installs the Debian packages whose `file` is missing, in one apt-get (root only). Resolves
 * once they are there; apt-get runs as a child process, so the caller's other steps go on meanwhile.
 */
export function ensureDebianPackages(packages) {
  const missing = packages.filter(({ file }) => !existsSync(file)).map((entry) => entry.package);
  if (missing.length === 0) return Promise.resolve();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return Promise.reject(new Error(`Missing Debian packages: sudo apt-get install -y ${missing.join(' ')}`));
  const command = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`;
  return runCaptured('sh', ['-c', command], `${command} failed`);
}

/** `npm run build -w <dir>`; its output goes to `write` (the terminal by default). */
function buildFrontEnd(dir, write) {
  write(`\n> npm run build -w ${dir}\n`);
  return runCaptured('npm', ['run', 'build', '-w', dir], `The ${dir} build failed`, write);
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
