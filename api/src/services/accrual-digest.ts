import { type Writer, INBOX_NOTICES } from '@arcvest/shared/rules';
import { isPostgres, type Db } from '../db/database';
import {
  accrualRowsToTell,
  claimDigestBatch,
  digestState,
  finishDigestRun,
  lastAccrualRowToTell,
  startDigestRun,
  usersToTell,
  type AccrualRowToTell,
  type DigestRun,
} from '../db/repositories/accrual-digest';
import { tellUsers } from './inbox';
import { planEndedEmail } from './notification-emails';
import { queueEmail, type NotificationService } from './notifications';

/**
 * Users per database transaction: each holds the write lock (SQLite) or the event log's lock
 * (PostgreSQL) a while, a fraction of a second at these sizes; fewer, larger batches cost less in
 * all. SQLite's commit waits for the disk, as the accrual's do (accrual.ts `batchSizeOf`).
 */
export const usersPerBatchOf = (db: Db) => (isPostgres(db) ? 1_000 : 2_000);

const KINDS = ['balance', 'plans'] as const;

/**
 * Tells each investor, once, what the accrual credited since they were last told
 * (docs/notifications.md#what-the-accrual-credited): one "Daily earnings" notice summing its
 * earnings, and a notice for each plan that matured, renewed or not. A run covers the accrual
 * rows written since the last run, user by user in batches; each batch claims its users on the
 * one `accrual_digest` row in the transaction that tells them, so runners side by side take
 * turns and a crash leaves the batch to the next runner. Returns how many users were told.
 */
export async function tellAccruals(db: Db, now: Date, siteName: string, usersPerBatch = usersPerBatchOf(db)): Promise<number> {
  let told = 0;
  // The run's users, read once per run by this runner: a batch is the next ones after the run's last user told.
  let read = null as { throughId: number; users: number[] } | null;
  for (;;) {
    const { toldThroughId, run } = await digestState(db);
    if (run === null) {
      const throughId = await lastAccrualRowToTell(db);
      if (throughId <= toldThroughId) return told;
      await startDigestRun(db, toldThroughId, throughId);
      continue;
    }
    if (read?.throughId !== run.throughId) read = { throughId: run.throughId, users: await usersToTell(db, run) };
    const batch = read.users.filter((userId) => userId > run.afterUserId).slice(0, usersPerBatch);
    if (batch.length === 0) await finishDigestRun(db, run);
    else told += await tellBatch(db, run, batch, now, siteName);
  }
}

/** The batch's users, told in one database transaction; none when another runner took the batch first. */
async function tellBatch(db: Db, run: DigestRun, userIds: number[], now: Date, siteName: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimDigestBatch(trx, run, userIds[userIds.length - 1]))) return 0;
    const rows = await accrualRowsToTell(trx, run, userIds);
    const earnings = earningsByUser(rows);
    const outbox = outboxAt(now);
    await tellUsers(trx, [
      // Never emailed: a daily email per investor would bury the ones that need reading.
      ...earnings.map(({ user, amount, days, plans }) => ({ user, notice: INBOX_NOTICES.earningsCredited(amount, days, plans), kinds: KINDS, at: now })),
      ...rows
        .filter((row) => row.type === 'capital')
        .map(({ user, title, amount, autoRenew, renewalNote }) => {
          const renewed = autoRenew && renewalNote === null;
          // A renewal that could not be done has its own email already (renewal.ts); the notice says the plan matured.
          const email =
            autoRenew && !renewed ? undefined : { outbox, text: (writer: Writer) => planEndedEmail(writer, siteName, user, { title, amount }, renewed) };
          return { user, notice: INBOX_NOTICES.planEnded(title, amount, renewed), kinds: KINDS, at: now, email };
        }),
    ]);
    return earnings.length;
  });
}

/** Each user's earnings rows summed: the amount, the plan days and the plans. */
function earningsByUser(rows: readonly AccrualRowToTell[]) {
  const byUser = new Map<number, { user: AccrualRowToTell['user']; amount: number; days: number; plans: Set<number> }>();
  for (const row of rows.filter((candidate) => candidate.type === 'earnings')) {
    const sum = byUser.get(row.user.id) ?? { user: row.user, amount: 0, days: 0, plans: new Set<number>() };
    sum.amount += row.amount;
    sum.days += 1;
    sum.plans.add(row.userPlanId);
    byUser.set(row.user.id, sum);
  }
  return [...byUser.values()].map(({ user, amount, days, plans }) => ({ user, amount, days, plans: plans.size }));
}

/** The outbox as the daily job queues into it, at the run's time. */
function outboxAt(now: Date): Pick<NotificationService, 'queue'> {
  return { queue: (trx, user, text) => queueEmail(trx, user, text, now) };
}
