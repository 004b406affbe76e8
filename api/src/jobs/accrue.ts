/**
 * `npm run accrue -w api`: credits every plan day due now, then exits (for a scheduler, or by hand).
 * `-- --at <ISO time>` credits what is due at that time instead (catching up, or rehearsing a later day).
 */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runAccrualAndRenewals } from '../services/accrual';

/** The time to accrue at: `--at <ISO>` or `--at=<ISO>`, else the current time. */
function accrualTime(args: readonly string[]): Date {
  const index = args.findIndex((arg) => arg === '--at' || arg.startsWith('--at='));
  if (index === -1) return new Date();
  const value = args[index] === '--at' ? args[index + 1] : args[index].slice('--at='.length);
  const at = new Date(value ?? '');
  if (!value || Number.isNaN(at.getTime())) throw new Error(`--at needs a date and time such as 2026-06-01T12:00:00Z (got "${value ?? ''}").`);
  return at;
}

async function main() {
  const now = accrualTime(process.argv.slice(2));
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const { days, renewed } = await runAccrualAndRenewals(db, now, config.site.name);
    console.log(`Accrual: ${days} plan day(s) credited, ${renewed} plan(s) renewed at maturity, in ${Date.now() - started} ms.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
