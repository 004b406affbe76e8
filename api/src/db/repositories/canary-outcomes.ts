import type { Db } from '../database';
import type { CanaryOutcome } from '../tables';

/**
 * Records how a remote's canary ended, unless it already has an outcome: true for the one caller
 * (an admin, or any server's automatic rollback) whose decision counts.
 */
export async function claimCanaryOutcome(db: Db, remote: string, version: string, outcome: CanaryOutcome, at: string): Promise<boolean> {
  const result = await db
    .insertInto('canary_outcomes')
    .values({ remote, version, outcome, decided_at: at })
    .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function canaryOutcome(db: Db, remote: string, version: string): Promise<CanaryOutcome | null> {
  const row = await db.selectFrom('canary_outcomes').select('outcome').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
  return row?.outcome ?? null;
}
