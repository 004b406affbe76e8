/** `npm run backup -w api [-- <file>]`: a consistent copy of the embedded database, taken while the server runs. */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config';
import { backupSqlite } from '../db/backup';

function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL names a PostgreSQL database: back it up with pg_dump (docs/operations.md#backups).');
    process.exit(2);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'data', 'backups', `arcvest-${stamp}.sqlite`));
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  backupSqlite(config.sqliteFile, destination);
  console.log(`Backup of ${config.sqliteFile} written to ${destination} (${fs.statSync(destination).size} bytes).`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
