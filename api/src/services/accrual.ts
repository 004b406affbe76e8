import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { creditDueDays } from '../db/repositories/accruals';

/** Plans per pass: keeps each database transaction (and its locks) short. */
const BATCH_SIZE = 10_000;

export interface AccrualResult {
  /** Plan days credited by this run. */
  days: number;
}

/**
 * Credits every plan day that is due at `now`: day d of a plan is due d x 24 h after it
 * started; the last day also gives the capital back and completes the plan.
 *
 * Set-based: each pass (creditDueDays, one database transaction) claims the next day of up to
 * BATCH_SIZE due plans with one INSERT ... SELECT into `accruals` and posts all of them with a
 * handful of statements, instead of queries per plan. Passes repeat until nothing is due, so a
 * plan that missed days is caught up one day per pass. Several runners (servers, the command)
 * may run at once: the (user_plan_id, day) key of `accruals` lets each day be claimed once, and
 * a runner whose claims all conflict stops, leaving the work to the one that holds it.
 */
export async function runAccrual(db: Db, now: Date, batchSize = BATCH_SIZE): Promise<AccrualResult> {
  let days = 0;
  for (;;) {
    const pass = { runId: randomBytes(12).toString('base64url'), nowMs: now.getTime(), at: now.toISOString(), limit: batchSize };
    const credited = await db.transaction().execute((trx) => creditDueDays(trx, pass));
    if (credited === 0) return { days };
    days += credited;
  }
}
