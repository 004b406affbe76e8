import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

/** Brings the schema up to date; safe to run on every start and from several servers at once. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed: ${reason}`, { cause: error });
  }
}
