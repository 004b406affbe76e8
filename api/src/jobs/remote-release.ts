/**
 * `npm run deploy -w remote-<name>` and `npm run rollback -w remote-<name> [-- --to <version>]`:
 * publish the built remote as a new version, or move its pointer back. The deploy script runs
 * `keep-served` before its build (npm's `predeploy`), so a first deploy can be rolled back to the
 * plain build served until then. The running server reads the pointer on every /config.json,
 * so no restart is needed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { keepServedBuild, publish, rollback, type RemoteName } from '../deployments/releases';

const REMOTES: RemoteName[] = ['public', 'investor', 'admin'];
const ACTIONS = ['keep-served', 'deploy', 'rollback'];

function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
  const [action, name] = positionals;
  if (!ACTIONS.includes(action) || !REMOTES.includes(name as RemoteName) || positionals.length !== 2) {
    throw new Error(`Usage: remote-release ${ACTIONS.join('|')} ${REMOTES.join('|')} [--to <version>]`);
  }
  const remote = name as RemoteName;
  const { deployDir, webRoot } = loadConfig();
  const distDir = path.join(webRoot, `remote-${remote}`, 'dist');
  if (values.to !== undefined && action !== 'rollback') throw new Error('--to belongs to rollback.');
  if (action === 'keep-served') {
    const pointer = keepServedBuild(deployDir, remote, distDir);
    if (pointer) console.log(`Published the ${remote} build served until now as version ${pointer.current}, so this deploy can be rolled back.`);
  } else if (action === 'deploy') {
    const pointer = publish(deployDir, remote, distDir);
    console.log(`Deployed the ${remote} remote: version ${pointer.current} is served now (${deployDir}).`);
  } else {
    const pointer = rollback(deployDir, remote, values.to);
    console.log(`Rolled the ${remote} remote back: version ${pointer.current} is served now.`);
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
