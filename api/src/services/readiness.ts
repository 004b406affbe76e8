import type { Db } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import { pingDatabase } from '../db/repositories/operations';

export type ReadinessService = ReturnType<typeof createReadinessService>;

export function createReadinessService(deps: { db: Db }) {
  const { db } = deps;

  /** Why this server should not be sent traffic, or null when it can serve. */
  async function problem(): Promise<string | null> {
    try {
      await pingDatabase(db);
    } catch {
      return 'Not ready: the database cannot be reached.';
    }
    const pending = await pendingMigrations(db);
    return pending.length > 0 ? `Not ready: migrations not run yet (${pending.join(', ')}).` : null;
  }

  return { problem };
}
