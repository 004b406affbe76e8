import { isPostgres, type Db } from '../db/database';
import { creditDueDays } from '../db/repositories/accruals';
import { tellAccruals } from './accrual-digest';
import { renewMaturedPlans } from './renewal';

/**
 * Plans per pass: keeps each database transaction (and its locks) short. SQLite's passes are
 * larger because each commit waits for the disk (synchronous = FULL): at 10,000 its commits were
 * a fifth of the run; 50,000 plans hold the write lock about a second here, well within the other
 * writers' busy timeout (5 s). PostgreSQL's commits are cheap next to its row writes.
 */
export const batchSizeOf = (db: Db) => (isPostgres(db) ? 10_000 : 50_000);

export interface AccrualResult {
  /** Plan days credited by this run. */
  days: number;
}

/**
 * Credits every plan day that is due at `now`: day d of a plan is due d x 24 h after it
 * started; the last day also gives the capital back and completes the plan.
 *
 * Set-based: a sweep goes through the active plans in windows of a batch size by id; each pass
 * (creditDueDays, one database transaction) writes the next day of the window's due plans with
 * a few statements, instead of queries per plan. A plan that missed several days gets one per
 * sweep, so sweeps repeat while a pass reports a further day due. Several runners (servers,
 * the command) may run at once: their passes take turns (SQLite's write lock, PostgreSQL's
 * accrual lock), and the (plan, type, day) key of the transactions table refuses a day twice.
 */
export async function runAccrual(db: Db, now: Date, batchSize = batchSizeOf(db)): Promise<AccrualResult> {
  let days = 0;
  for (;;) {
    let furtherDaysDue = 0;
    for (let afterId = 0; ;) {
      const pass = await creditDueDays(db, { nowMs: now.getTime(), at: now.toISOString(), afterId, limit: batchSize });
      if (!pass) break;
      days += pass.days;
      furtherDaysDue += pass.more;
      afterId = pass.lastId;
    }
    if (furtherDaysDue === 0) return { days };
  }
}

/**
 * One run of the daily job: the accrual, then the renewal of the plans set to renew that it
 * brought to maturity, then the investors' notices of what was credited (after the renewal, so
 * a matured plan's says whether it renewed).
 */
export async function runAccrualAndRenewals(db: Db, now: Date, siteName: string): Promise<AccrualResult & { renewed: number }> {
  const { days } = await runAccrual(db, now);
  const renewed = await renewMaturedPlans(db, now, siteName);
  await tellAccruals(db, now, siteName);
  return { days, renewed };
}
