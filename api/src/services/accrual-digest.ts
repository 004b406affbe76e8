import { INBOX_NOTICES } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import {
  claimDigestBatch,
  digestState,
  earningsToTell,
  finishDigestRun,
  lastAccrualRowToTell,
  maturitiesToTell,
  nextUsersToTell,
  startDigestRun,
  type DigestRun,
} from '../db/repositories/accrual-digest';
import { queueNotification } from '../db/repositories/notifications';
import { tellUser } from './inbox';
import { withAntiPhishingLine } from './mailer';
import { planEndedEmail } from './notification-emails';
import type { NotificationService } from './notifications';

/**
 * Users per database transaction: few enough that the event log's lock (PostgreSQL), which the
 * first notice takes, is held a short while; many enough that 50,000 users take seconds.
 */
const USERS_PER_BATCH = 500;

const KINDS = ['balance', 'plans'] as const;

/**
 * Tells each investor, once, what the accrual credited since they were last told
 * (docs/notifications.md#what-the-accrual-credited): one "Daily earnings" notice summing its
 * earnings, and a notice for each plan that matured, renewed or not. A run covers the accrual
 * rows written since the last run, user by user in batches; each batch claims its users on the
 * one `accrual_digest` row in the transaction that tells them, so runners side by side take
 * turns and a crash leaves the batch to the next runner. Returns how many users were told.
 */
export async function tellAccruals(db: Db, now: Date, siteName: string, usersPerBatch = USERS_PER_BATCH): Promise<number> {
  let told = 0;
  for (;;) {
    const { toldThroughId, run } = await digestState(db);
    if (run === null) {
      const throughId = await lastAccrualRowToTell(db);
      if (throughId <= toldThroughId) return told;
      await startDigestRun(db, toldThroughId, throughId);
      continue;
    }
    const users = await nextUsersToTell(db, run, usersPerBatch);
    if (users.length === 0) await finishDigestRun(db, run);
    else told += await tellBatch(db, run, users[users.length - 1], now, siteName);
  }
}

/** The batch's users, told in one database transaction; none when another runner took the batch first. */
async function tellBatch(db: Db, run: DigestRun, lastUserId: number, now: Date, siteName: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimDigestBatch(trx, run, lastUserId))) return 0;
    const at = now.toISOString();
    const earnings = await earningsToTell(trx, run, lastUserId);
    for (const { user, amount, days, plans } of earnings) {
      // Never emailed: a daily email per investor would bury the ones that need reading.
      await tellUser(trx, user, { notice: INBOX_NOTICES.earningsCredited(amount, days, plans), kinds: KINDS, at: now });
    }
    const outbox: Pick<NotificationService, 'queue'> = {
      queue: (into, recipient, text) =>
        queueNotification(into, { userId: recipient.id, recipient: recipient.email, subject: text.subject, body: withAntiPhishingLine(text.text, recipient.anti_phishing_code) }, at),
    };
    for (const { user, title, amount, autoRenew, renewalNote } of await maturitiesToTell(trx, run, lastUserId)) {
      const renewed = autoRenew && renewalNote === null;
      // A renewal that could not be done has its own email already (renewal.ts); the notice says the plan matured.
      const email = autoRenew && !renewed ? undefined : { outbox, text: planEndedEmail(siteName, user, { title, amount }, renewed) };
      await tellUser(trx, user, { notice: INBOX_NOTICES.planEnded(title, amount, renewed), kinds: KINDS, at: now, email });
    }
    return earnings.length;
  });
}
