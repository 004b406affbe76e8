import { sql } from 'kysely';
import type { Db } from '../database';

export interface VersionKey {
  remote: string;
  version: string;
}

/**
 * Adds page loads or error reports to each version's row of this minute: one statement, an
 * upsert, so reports from many pages and servers at once add up without a lost update.
 */
export async function countRemoteLoads(db: Db, keys: VersionKey[], minute: string, what: 'loads' | 'errors'): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('remote_loads')
    .values(keys.map(({ remote, version }) => ({ remote, version, minute, [what]: 1 })))
    .onConflict((conflict) =>
      conflict.columns(['remote', 'version', 'minute']).doUpdateSet({ [what]: sql<number>`remote_loads.${sql.ref(what)} + excluded.${sql.ref(what)}` }),
    )
    .execute();
}

export interface MinuteCounts {
  minute: string;
  loads: number;
  errors: number;
}

/** A version's minutes from `since` on, newest first. */
export async function recentMinutes(db: Db, key: VersionKey, since: string): Promise<MinuteCounts[]> {
  const rows = await db
    .selectFrom('remote_loads')
    .select(['minute', 'loads', 'errors'])
    .where('remote', '=', key.remote)
    .where('version', '=', key.version)
    .where('minute', '>=', since)
    .orderBy('minute', 'desc')
    .execute();
  return rows.map((row) => ({ minute: row.minute, loads: Number(row.loads), errors: Number(row.errors) }));
}

/** Loads and errors of each version since `since`, summed. */
export async function countsSince(db: Db, since: string): Promise<(VersionKey & { loads: number; errors: number })[]> {
  const rows = await db
    .selectFrom('remote_loads')
    .select(['remote', 'version', (eb) => eb.fn.sum<number>('loads').as('loads'), (eb) => eb.fn.sum<number>('errors').as('errors')])
    .where('minute', '>=', since)
    .groupBy(['remote', 'version'])
    .execute();
  return rows.map((row) => ({ remote: row.remote, version: row.version, loads: Number(row.loads), errors: Number(row.errors) }));
}

/**
 * Claims one of a visitor's reports on a version: a load if they have none yet, an error while
 * they have fewer than `maxErrors`. One conditional upsert, so a visitor's reports sent at once
 * (or to several servers) claim no more. False when the visitor has had their share.
 */
export async function claimVisitorReport(db: Db, key: VersionKey & { visitor: string }, what: 'loads' | 'errors', maxErrors: number): Promise<boolean> {
  const limit = what === 'loads' ? 1 : maxErrors;
  const rows = await db
    .insertInto('remote_report_visitors')
    .values({ ...key, [what]: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['remote', 'version', 'visitor'])
        .doUpdateSet({ [what]: sql<number>`remote_report_visitors.${sql.ref(what)} + 1` })
        .where(sql.ref(`remote_report_visitors.${what}`), '<', limit),
    )
    .returning('visitor')
    .execute();
  return rows.length === 1;
}

/** How many distinct visitors reported on a version. */
export async function reportingVisitors(db: Db, key: VersionKey): Promise<number> {
  const row = await db
    .selectFrom('remote_report_visitors')
    .select((eb) => eb.fn.countAll<number>().as('visitors'))
    .where('remote', '=', key.remote)
    .where('version', '=', key.version)
    .executeTakeFirstOrThrow();
  return Number(row.visitors);
}
