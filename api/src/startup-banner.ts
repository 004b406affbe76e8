import { formatUsd } from '@arcvest/shared/rules';
import type { Config } from './config';
import type { SeedResult } from './services/seed';

/** Sign-in details for the console, printed at every start, so a first-time user can try the product at once. */
export function startupBanner(config: Config, seed: SeedResult): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${config.port}`;
  const lines = ['', `${config.site.name} is running at ${url} (API docs: ${url}/api/docs)`];
  lines.push(
    config.fourEyes.on
      ? `Four-eyes approval is on: bonuses, fees, plan and key changes, and withdrawals of ${formatUsd(config.fourEyes.withdrawalThresholdCents)} or more wait for a second staff member (FOUR_EYES=off: one step).`
      : 'Four-eyes approval is off (FOUR_EYES=off): one staff member approves alone.',
  );
  if (seed.mode === 'demo') {
    lines.push('DEMO MODE: sample data only. Do not send real funds.');
    if (seed.password) {
      lines.push(`  Sign in as ${seed.usernames.map((name) => `"${name}"`).join(', ')} with password: ${seed.password}`);
      lines.push('  ("admin" is the owner; "investor" an investor; "finance" and "compliance" are staff with those roles)');
      if (seed.created && !config.demoPassword)
        lines.push(`  (generated for this database and kept in ${config.demoPasswordFile}; set DEMO_PASSWORD to choose it)`);
    } else {
      lines.push(`  Sign in as ${seed.usernames.join(', ')} with the password printed when this database was first created.`);
    }
    if (!config.smtpUrl) lines.push(`  Emails (and their one-time codes) go to ${config.outboxDir}; the codes are in this log too.`);
  } else if (seed.adminCreated) {
    lines.push(`Created the first administrator "${seed.adminCreated}" from ADMIN_USERNAME / ADMIN_PASSWORD.`);
  }
  return lines.join('\n') + '\n';
}
