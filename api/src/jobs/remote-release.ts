/**
 * `npm run deploy -w remote-<name>` (after its build) and `npm run rollback -w remote-<name>
 * [-- --to <version>]`: publish the built remote as a new version, or move its pointer back.
 * The running server reads the pointer on every /config.json, so no restart is needed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { publish, rollback, type RemoteName } from '../deployments/releases';

const REMOTES: RemoteName[] = ['public', 'investor', 'admin'];

function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
  const [action, name] = positionals;
  if ((action !== 'deploy' && action !== 'rollback') || !REMOTES.includes(name as RemoteName) || positionals.length !== 2) {
    throw new Error(`Usage: remote-release deploy|rollback ${REMOTES.join('|')} [--to <version>]`);
  }
  const remote = name as RemoteName;
  const { deployDir, webRoot } = loadConfig();
  if (action === 'deploy') {
    if (values.to !== undefined) throw new Error('--to belongs to rollback.');
    const pointer = publish(deployDir, remote, path.join(webRoot, `remote-${remote}`, 'dist'));
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
