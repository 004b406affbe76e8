import { depositAmountError, formatUsd, inEnglish, type Message, type UiLocale } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { queueNotification } from '../db/repositories/notifications';
import { findPlan } from '../db/repositories/plans';
import { claimRenewal, maturedPlansToRenew, noteRenewal } from '../db/repositories/user-plans';
import { findUserById } from '../db/repositories/users';
import { writerFor } from '../i18n';
import type { PlanRow, UserPlanRow } from '../db/tables';
import { startPlan } from './investments';
import { renewalRefusedEmail } from './notification-emails';
import { toPlan } from './plans';
import { postTransaction } from './wallet';

/** Matured plans handled per database read: each is its own short database transaction. */
const BATCH_SIZE = 100;

const RENEWAL_REASON_TEXTS = {
  withdrawn: /*i18n*/ { id: 'email.renewal.withdrawn', message: 'the plan is no longer on offer.' },
  balance: /*i18n*/ { id: 'email.renewal.balance', message: 'your balance no longer held the capital.' },
  outsideRange: /*i18n*/ { id: 'email.renewal.outsideRange', message: 'the capital is outside the plan’s range today ({min} to {max}).' },
} satisfies Record<string, Message>;

/** Why a renewal was refused, for a reader in `locale` (the plan's note is written in English). */
const renewalReasons = (locale: UiLocale) =>
  ({
    withdrawn: RENEWAL_REASON_TEXTS.withdrawn,
    balance: RENEWAL_REASON_TEXTS.balance,
    outsideRange: (plan: Pick<PlanRow, 'min_amount' | 'max_amount'>): Message => ({
      ...RENEWAL_REASON_TEXTS.outsideRange,
      values: { min: formatUsd(Number(plan.min_amount), locale), max: formatUsd(Number(plan.max_amount), locale) },
    }),
  }) as const;

export const RENEWAL_REASONS = renewalReasons('en');

/**
 * Renewal at maturity (docs/money.md#renewal-at-maturity). The accrual credits a matured plan's
 * capital to the balance as always; for a plan set to renew, this step then buys the same plan
 * again with that capital, on the plan's terms of today, or, when the plan is no longer on offer
 * or the capital is outside its range, leaves the capital in the balance, notes why on the plan
 * and emails it. Each plan is claimed once (`renewal_handled_at`), in the database transaction
 * that renews it, so runners side by side and a run after a crash handle it exactly once.
 * Returns how many plans were renewed.
 */
export async function renewMaturedPlans(db: Db, now: Date, siteName: string): Promise<number> {
  let renewed = 0;
  for (;;) {
    const matured = await maturedPlansToRenew(db, BATCH_SIZE);
    for (const plan of matured) if (await renewOne(db, plan, now, siteName)) renewed += 1;
    if (matured.length < BATCH_SIZE) return renewed;
  }
}

async function renewOne(db: Db, matured: UserPlanRow, now: Date, siteName: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    if (!(await claimRenewal(trx, matured.id, at))) return false;
    const amount = Number(matured.amount);
    const plan = await findPlan(trx, matured.plan_id);
    const refusal = !plan ? RENEWAL_REASONS.withdrawn : depositAmountError(amount, toPlan(plan)) ? RENEWAL_REASONS.outsideRange(plan) : null;
    if (plan && refusal === null) {
      const investment = await postTransaction(trx, {
        user_id: matured.user_id,
        type: 'investment',
        status: 'confirmed',
        amount,
        payment_method: 'BALANCE',
        plan_id: plan.id,
        plan_reference: plan.title,
        reason: `Renewed at maturity from plan #${matured.id}`,
        created_at: at,
      });
      if (investment) {
        await startPlan(trx, investment, plan, now, { autoRenew: true });
        return true;
      }
    }
    const reason = refusal ?? RENEWAL_REASONS.balance;
    await noteRenewal(trx, matured.id, inEnglish(reason));
    const user = await findUserById(trx, matured.user_id);
    if (user && user.deleted_at === null) {
      const writer = await writerFor(user.locale);
      const reasons = renewalReasons(user.locale);
      const said = !plan ? reasons.withdrawn : refusal ? reasons.outsideRange(plan) : reasons.balance;
      const email = renewalRefusedEmail(writer, siteName, user, { title: matured.title, amount }, writer.translate(said));
      await queueNotification(trx, { userId: user.id, recipient: user.email, subject: email.subject, body: email.text }, at);
    }
    return false;
  });
}
