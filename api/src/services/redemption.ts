import { penaltyFromBasisPoints, REDEMPTION_REASONS, redemptionQuote, referralClawback, type RedemptionQuote, type Message } from '@arcvest/shared/rules';
import type { UserPlan } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { holdAccrual } from '../db/repositories/accruals';
import { recordAudit } from '../db/repositories/audit';
import { lockedWalletBalance, walletBalance } from '../db/repositories/ledger';
import { findReferralBonus } from '../db/repositories/transactions';
import { claimRedemption, earningsPaid, findOwnUserPlan, setAutoRenew } from '../db/repositories/user-plans';
import type { NewTransaction, UserPlanRow } from '../db/tables';
import { HttpError } from '../errors';
import { toUserPlan } from './investments';
import { PLAN_TEXTS } from './plans';
import { postTransaction } from './wallet';

export const REDEMPTION_TEXTS = {
  notActive: /*i18n*/ { id: 'api.redemption.notActive', message: 'This plan has already ended.' },
  notAllowed: /*i18n*/ { id: 'api.redemption.notAllowed', message: 'This plan cannot be redeemed early.' },
  autoRenewOn: /*i18n*/ { id: 'api.redemption.autoRenewOn', message: 'At maturity this plan will be renewed with its capital.' },
  autoRenewOff: /*i18n*/ { id: 'api.redemption.autoRenewOff', message: 'At maturity the capital will go to your balance.' },
} satisfies Record<string, Message>;

function ruleOf(plan: UserPlanRow) {
  return {
    penaltyPercent: penaltyFromBasisPoints(plan.early_redemption_penalty_bp),
    deductsEarnings: plan.early_redemption_deducts_earnings === 1,
  };
}

export type RedemptionService = ReturnType<typeof createRedemptionService>;

/**
 * An investor's choices on a running plan (docs/money.md#early-redemption): ending it early
 * under the rule it was bought with, and what happens to its capital at maturity.
 */
export function createRedemptionService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function activeOwnPlan(source: Db, userId: number, id: number): Promise<UserPlanRow> {
    const plan = await findOwnUserPlan(source, userId, id);
    if (!plan) throw new HttpError(404, PLAN_TEXTS.notFound);
    if (plan.status !== 'active') throw new HttpError(409, REDEMPTION_TEXTS.notActive);
    return plan;
  }

  /**
   * The plan's referral bonus and how it would be taken back now (shared `referralClawback`):
   * a bonus must not outlive the capital it was paid on, or a buy and an early redemption
   * without penalty would mint it (docs/money.md#referral-bonus).
   */
  async function referralToTakeBack(source: Db, id: number, balanceOf: typeof walletBalance) {
    const bonus = await findReferralBonus(source, id);
    if (!bonus) return { bonus, fromReferrer: 0, shortfall: 0 };
    return { bonus, ...referralClawback(Number(bonus.amount), await balanceOf(source, bonus.user_id)) };
  }

  /** What redeeming now would credit; `allowed: false` under a rule without early redemption. */
  async function preview(userId: number, id: number): Promise<RedemptionQuote> {
    const plan = await activeOwnPlan(db, userId, id);
    const referral = await referralToTakeBack(db, id, walletBalance);
    return redemptionQuote(Number(plan.amount), Number(plan.earned), ruleOf(plan), referral.shortfall);
  }

  /**
   * Ends the plan and credits the quote, once, in one database transaction: no accrual pass
   * runs meanwhile (`holdAccrual`), so the earnings read are all that was paid and none is paid
   * after; the `status = 'active'` claim lets one of concurrent redemptions win; each effect is
   * a ledger row of its own.
   */
  async function redeem(userId: number, id: number): Promise<RedemptionQuote> {
    return db.transaction().execute(async (trx) => {
      await holdAccrual(trx);
      const plan = await activeOwnPlan(trx, userId, id);
      const rule = ruleOf(plan);
      if (rule.penaltyPercent === null) throw new HttpError(409, REDEMPTION_TEXTS.notAllowed);
      const at = now().toISOString();
      if (!(await claimRedemption(trx, id, at))) throw new HttpError(409, REDEMPTION_TEXTS.notActive);
      // The referrer's wallet is locked before it is read, so the amount taken back is still there.
      const referral = await referralToTakeBack(trx, id, lockedWalletBalance);
      const quote = redemptionQuote(Number(plan.amount), await earningsPaid(trx, id), rule, referral.shortfall);
      const row = { user_id: userId, status: 'confirmed', plan_id: plan.plan_id, user_plan_id: id, plan_reference: plan.title, created_at: at } as const;
      const effects: NewTransaction[] = [
        { ...row, type: 'capital', amount: quote.capital, reason: REDEMPTION_REASONS.capital },
        { ...row, type: 'charges', amount: quote.penalty, reason: REDEMPTION_REASONS.penalty(rule.penaltyPercent) },
        { ...row, type: 'charges', amount: quote.earnings_deducted, reason: REDEMPTION_REASONS.earningsDeducted },
        { ...row, type: 'charges', amount: quote.referral_bonus_deducted, reason: REDEMPTION_REASONS.referralDeducted },
      ];
      if (referral.bonus) {
        const referrer = referral.bonus.user_id;
        const reason = REDEMPTION_REASONS.referralTakenBack(plan.title);
        effects.push({ ...row, user_id: referrer, type: 'charges', amount: referral.fromReferrer, reason });
      }
      // The capital is credited first, so the investor's charges (at most the capital together) always fit
      // the wallet; the referrer's is at most their locked balance.
      for (const effect of effects.filter((candidate) => candidate.amount > 0)) {
        if (!(await postTransaction(trx, effect))) throw new Error(`Redemption of plan ${id}: the wallet could not take ${effect.reason}`);
      }
      // Filed under the investor, so the audit log's user filter finds it; the actor is the investor too.
      const details = { user_plan_id: id, title: plan.title, ...quote };
      await recordAudit(trx, { actorId: userId, action: 'plan.redeem', targetType: 'user', targetId: userId, details, at });
      return quote;
    });
  }

  /** Renew at maturity (true) or credit the balance (false), while the plan runs. */
  async function chooseRenewal(userId: number, id: number, autoRenew: boolean): Promise<{ message: Message; plan: UserPlan }> {
    return db.transaction().execute(async (trx) => {
      await activeOwnPlan(trx, userId, id);
      if (!(await setAutoRenew(trx, userId, id, autoRenew))) throw new HttpError(409, REDEMPTION_TEXTS.notActive);
      const plan = await findOwnUserPlan(trx, userId, id);
      if (!plan) throw new HttpError(404, PLAN_TEXTS.notFound);
      return { message: autoRenew ? REDEMPTION_TEXTS.autoRenewOn : REDEMPTION_TEXTS.autoRenewOff, plan: toUserPlan(plan) };
    });
  }

  return { preview, redeem, chooseRenewal };
}
