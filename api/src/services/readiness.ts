import type { Db } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import { pingDatabase } from '../db/repositories/operations';

/** Why this server should not be sent traffic, or null when it can serve. */
export async function readinessProblem(db: Db): Promise<string | null> {
  try {
    await pingDatabase(db);
  } catch {
    return 'Not ready: the database cannot be reached.';
  }
  const pending = await pendingMigrations(db);
  return pending.length > 0 ? `Not ready: migrations not run yet (${pending.join(', ')}).` : null;
}
