/**
 * `npm run deploy -w remote-<name> [-- --canary <share>]` (during a canary: its new share),
 * `npm run canary-share -w remote-<name> -- --canary <share>`, `npm run promote -w remote-<name>` and `npm run rollback -w remote-<name> [--
 * --to <version>]`: publish the built remote as a new version (for everyone, or as a canary for a
 * share of visitors), change a canary's share, make the canary current, or move the pointer back
 * (during a canary: end it). The deploy script runs `keep-served` before its build (npm's
 * `predeploy`), so a first deploy can be rolled back to the plain build served until then. The
 * running server reads the pointer on every /config.json, so no restart is needed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CANARY_SHARE_MESSAGE, parseCanaryShare, REMOTE_NAMES } from '@arcvest/shared/rules';
import { loadConfig } from '../config';
import {
  keepServedBuild,
  promoteCanary,
  publish,
  publishCanary,
  readPointer,
  rollback,
  setCanaryShare,
  type Pointer,
  type RemoteName,
} from '../deployments/releases';

const ACTIONS = ['keep-served', 'deploy', 'canary-share', 'promote', 'rollback'];

const served = ({ current, canary }: Pointer) =>
  canary ? `version ${current}, and the canary ${canary.version} to ${canary.share} % of visitors,` : `version ${current}`;

function changeShare(deployDir: string, remote: RemoteName, share: number): Pointer {
  const pointer = setCanaryShare(deployDir, remote, share);
  if (!pointer) throw new Error(`The ${remote} remote has no canary running.`);
  return pointer;
}

function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' }, canary: { type: 'string' } } });
  const [action, name] = positionals;
  if (!ACTIONS.includes(action) || !(REMOTE_NAMES as readonly string[]).includes(name) || positionals.length !== 2) {
    throw new Error(`Usage: remote-release ${ACTIONS.join('|')} ${REMOTE_NAMES.join('|')} [--canary <share>] [--to <version>]`);
  }
  const remote = name as RemoteName;
  const { deployDir, webRoot } = loadConfig();
  const distDir = path.join(webRoot, `remote-${remote}`, 'dist');
  if (values.to !== undefined && action !== 'rollback') throw new Error('--to belongs to rollback.');
  if (values.canary !== undefined && action !== 'deploy' && action !== 'canary-share') throw new Error('--canary belongs to deploy and canary-share.');
  const share = values.canary === undefined ? null : parseCanaryShare(values.canary);
  if (values.canary !== undefined && share === null) throw new Error(`--canary: ${CANARY_SHARE_MESSAGE}`);

  if (action === 'keep-served') {
    const pointer = keepServedBuild(deployDir, remote, distDir);
    if (pointer) console.log(`Published the ${remote} build served until now as version ${pointer.current}, so this deploy can be rolled back.`);
  } else if (action === 'deploy' && share !== null && readPointer(deployDir, remote)?.canary) {
    // `deploy --canary 50` during a canary changes its share, as canary-share does; the new build waits.
    const pointer = changeShare(deployDir, remote, share);
    console.log(`The ${remote} remote serves ${served(pointer)} now. This build was not published: promote or end the canary first.`);
  } else if (action === 'deploy') {
    const pointer = share === null ? publish(deployDir, remote, distDir) : publishCanary(deployDir, remote, distDir, share, new Date());
    console.log(`Deployed the ${remote} remote: ${served(pointer)} is served now (${deployDir}).`);
  } else if (action === 'canary-share') {
    if (share === null) throw new Error(`canary-share needs --canary <share>: ${CANARY_SHARE_MESSAGE}`);
    console.log(`The ${remote} remote serves ${served(changeShare(deployDir, remote, share))} now.`);
  } else if (action === 'promote') {
    const pointer = promoteCanary(deployDir, remote);
    if (!pointer) throw new Error(`The ${remote} remote has no canary running to promote.`);
    console.log(`Promoted the ${remote} remote's canary: version ${pointer.current} is served to every visitor now.`);
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
