import fs from 'node:fs';
import Database from 'better-sqlite3';

/**
 * A consistent copy of a live SQLite database, taken while servers keep writing: VACUUM INTO
 * reads one snapshot (a WAL read transaction, which never blocks writers) into a new file,
 * SQLite's documented alternative to its backup API for live databases. `destination` must
 * not exist yet.
 */
export function backupSqlite(source: string, destination: string): void {
  if (fs.existsSync(destination)) throw new Error(`${destination} already exists: a backup never overwrites a file.`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('vacuum into ?').run(destination);
  } finally {
    db.close();
  }
}

/** Throws unless `file` is an intact SQLite database of this application. */
export function checkSqliteBackup(file: string): void {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`);
    const migrations = db.prepare("select count(*) as count from sqlite_master where type = 'table' and name = 'kysely_migration'").get() as { count: number };
    if (migrations.count !== 1) throw new Error(`${file} is not an Arcvest database (it has no migration table).`);
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of the database file, which must not be in use (stop the servers
 * first). The file it replaces is kept beside it, renamed, so a restore loses nothing either.
 */
export function restoreSqlite(backup: string, target: string, at: Date): { replaced: string | null } {
  checkSqliteBackup(backup);
  const incoming = `${target}.restoring`;
  fs.copyFileSync(backup, incoming);
  let replaced: string | null = null;
  if (fs.existsSync(target)) {
    // Folds the write-ahead log into the file first, so the kept copy is complete on its own.
    const current = new Database(target, { fileMustExist: true });
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    replaced = `${target}.replaced-${at.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(target, replaced);
  }
  for (const sidecar of ['-wal', '-shm']) fs.rmSync(`${target}${sidecar}`, { force: true });
  fs.renameSync(incoming, target);
  return { replaced };
}
