/** `npm run ledger:check -w api`: verifies the money invariant; exits 1 when it does not hold. */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { checkLedger } from '../services/ledger';

async function main() {
  const db = createDatabase(loadConfig());
  try {
    await migrateToLatest(db);
    const report = await checkLedger(db);
    if (report.ok) {
      console.log('Ledger OK: every wallet equals the sum of its transactions and none is negative.');
      return;
    }
    console.error(`Ledger check FAILED (${report.problems.length} problem(s)):`);
    for (const problem of report.problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
