/** `npm run restore -w api -- <file>`: puts a backup in place of the embedded database (servers stopped), then checks its ledger. */
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreSqlite } from '../db/backup';
import { createDatabase } from '../db/database';
import { checkLedger } from '../services/ledger';

async function main() {
  const config = loadConfig();
  const backup = process.argv[2];
  if (!backup) throw new Error('Usage: npm run restore -w api -- <backup file>');
  if (config.databaseUrl) throw new Error('DATABASE_URL names a PostgreSQL database: restore it with pg_restore (docs/operations.md#backups).');
  const { replaced } = restoreSqlite(path.resolve(backup), config.sqliteFile, new Date());
  console.log(`Restored ${config.sqliteFile} from ${backup}.${replaced ? ` The database it replaced is kept as ${replaced}.` : ''}`);
  const db = createDatabase(config);
  try {
    const report = await checkLedger(db);
    if (!report.ok) {
      console.error(`The restored ledger does not check out:\n${report.problems.map((problem) => `  - ${problem}`).join('\n')}`);
      process.exitCode = 1;
      return;
    }
    console.log('Ledger OK.');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
