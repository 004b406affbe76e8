/** `npm run accrue -w api`: credits every plan day due now, then exits (for a scheduler, or by hand). */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runAccrual } from '../services/accrual';

async function main() {
  const db = createDatabase(loadConfig());
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const { days } = await runAccrual(db, new Date());
    console.log(`Accrual: ${days} plan day(s) credited in ${Date.now() - started} ms.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
