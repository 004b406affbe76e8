import type { Unsaid } from '../i18n';
import type { Coin, DepositAnswer, PastUserPlan, UserPlan } from '@arcvest/shared/schemas';
import {
  coinPayment,
  DEFAULT_LOCALE,
  depositAmountError,
  disclosureError,
  normalizeTransactionId,
  paymentCoinByCoin,
  penaltyFromBasisPoints,
  planReturns,
  referralBonus,
  transactionIdError,
  WITHDRAWAL_TEXTS,
  REFERRAL_RATE_TEXT,
  type Message,
  type UiLocale,
} from '@arcvest/shared/rules';
import { isUniqueViolation, type Db } from '../db/database';
import { listAddresses } from '../db/repositories/addresses';
import { recordAudit } from '../db/repositories/audit';
import { findPlan, findPlanIncludingDeleted } from '../db/repositories/plans';
import { insertTransaction } from '../db/repositories/transactions';
import { insertUserPlan, listActiveUserPlans, listAllUserPlans, listEndedUserPlans } from '../db/repositories/user-plans';
import { findUserById } from '../db/repositories/users';
import type { PlanRow, TransactionRow, UserPlanRow, UserRow } from '../db/tables';
import { DAY_MS } from '../domain/time';
import { HttpError, invalidField, ruleSays, USER_NOT_FOUND } from '../errors';
import { INVOICE_TEXTS, type InvoiceService } from './invoices';
import { PLAN_TEXTS, toPlan } from './plans';
import type { PriceService } from './prices';
import { postTransaction } from './wallet';
import type { BeforeCommit } from './before-commit';

export const INVESTMENT_TEXTS = {
  depositSubmitted: /*i18n*/ { id: 'api.investment.depositSubmitted', message: 'Deposit submitted. Your plan starts as soon as the payment is confirmed.' },
  boughtFromBalance: /*i18n*/ { id: 'api.investment.boughtFromBalance', message: 'Plan purchased from your balance. It has started.' },
  boughtForUser: /*i18n*/ { id: 'api.investment.boughtForUser', message: 'Plan purchased for the user. It has started.' },
  alreadySubmitted: /*i18n*/ { id: 'api.investment.alreadySubmitted', message: 'This transaction ID has already been submitted.' },
  notYourAccount: /*i18n*/ { id: 'api.investment.notYourAccount', message: 'You can only buy plans for your own account.' },
  settledOnChain: /*i18n*/ {
    id: 'api.investment.settledOnChain',
    message: '{coin} payments are confirmed on chain: leave the transaction ID out to get an address and amount to pay.',
  },
} satisfies Record<string, Message>;

export interface DepositRequest {
  plan_id: number;
  amount: number;
  payment_method: Coin | 'BALANCE';
  transaction_id?: string;
  user_id?: number;
  disclosure_accepted?: boolean;
}

/** When a plan's last day is paid (and its capital comes back). */
function maturity(row: UserPlanRow): string {
  return new Date(Number(row.first_accrual_ms) + (row.initial_duration - 1) * DAY_MS).toISOString();
}

export function toUserPlan(row: UserPlanRow): UserPlan {
  return {
    id: row.id,
    plan_id: row.plan_id,
    title: row.title,
    roi: row.roi_bp / 100,
    initial_duration: row.initial_duration,
    duration: row.initial_duration - row.days_paid,
    amount: Number(row.amount),
    returns: Number(row.daily_return),
    total_returns: Number(row.total_return),
    status: row.redeemed_at === null ? row.status : 'redeemed',
    started_at: row.started_at,
    ends_at: maturity(row),
    ended_at: row.completed_at,
    earned: Number(row.earned),
    early_redemption_penalty_percent: penaltyFromBasisPoints(row.early_redemption_penalty_bp),
    early_redemption_deducts_earnings: row.early_redemption_deducts_earnings === 1,
    auto_renew: row.auto_renew === 1,
    renewal_note: row.renewal_note,
  };
}

/**
 * Starts the plan a deposit (or a purchase from the balance, or a renewal) paid for, on the
 * plan's terms and early-redemption rule of today, and pays the referrer, in the caller's
 * database transaction. The first day is due 24 hours after `at`.
 */
export async function startPlan(trx: Db, deposit: TransactionRow, plan: PlanRow, at: Date, options: { autoRenew?: boolean } = {}): Promise<void> {
  const amount = Number(deposit.amount);
  const returns = planReturns(amount, plan.roi_bp / 100, plan.duration_days);
  const userPlanId = await insertUserPlan(trx, {
    user_id: deposit.user_id,
    plan_id: plan.id,
    deposit_id: deposit.id,
    title: plan.title,
    roi_bp: plan.roi_bp,
    initial_duration: plan.duration_days,
    amount,
    daily_return: returns.daily,
    last_day_return: returns.lastDay,
    total_return: returns.total,
    status: 'active',
    started_at: at.toISOString(),
    completed_at: null,
    first_accrual_ms: at.getTime() + DAY_MS,
    early_redemption_penalty_bp: plan.early_redemption_penalty_bp,
    early_redemption_deducts_earnings: plan.early_redemption_deducts_earnings,
    auto_renew: options.autoRenew ? 1 : 0,
    redeemed_at: null,
    renewal_handled_at: null,
    renewal_note: null,
  });
  await payReferrer(trx, deposit, plan, userPlanId, at.toISOString());
}

/**
 * 1% of any plan a referred user buys goes to the live user who referred them. The bonus row
 * names the user plan, so an early redemption can take it back (docs/money.md#referral-bonus).
 */
async function payReferrer(trx: Db, deposit: TransactionRow, plan: PlanRow, userPlanId: number, at: string): Promise<void> {
  const buyer = await findUserById(trx, deposit.user_id);
  const referrer = buyer?.referred_by ? await findUserById(trx, buyer.referred_by) : undefined;
  const bonus = referralBonus(Number(deposit.amount));
  if (!buyer || !referrer || referrer.deleted_at !== null || bonus === 0) return;
  await postTransaction(trx, {
    user_id: referrer.id,
    type: 'bonus',
    status: 'confirmed',
    amount: bonus,
    plan_id: plan.id,
    user_plan_id: userPlanId,
    reason: `Referral bonus: ${REFERRAL_RATE_TEXT} of the ${plan.title} plan bought by ${buyer.username}`,
    created_at: at,
  });
}

/** Confirming a deposit starts its plan, on the terms of the plan even if it was withdrawn from sale since. */
export async function startPlanForDeposit(trx: Db, deposit: TransactionRow, at: Date): Promise<void> {
  const plan = deposit.plan_id === null ? undefined : await findPlanIncludingDeleted(trx, deposit.plan_id);
  if (!plan) throw new Error(`Deposit ${deposit.id} has no plan`);
  await startPlan(trx, deposit, plan, at);
}

export type InvestmentService = ReturnType<typeof createInvestmentService>;

/** Buying plans: by a crypto deposit (pending until an admin confirms), from the balance, or by an admin. */
export function createInvestmentService(deps: { db: Db; now: () => Date; invoices: InvoiceService; prices: PriceService }) {
  const { db, now, invoices, prices } = deps;

  /**
   * What a deposit paid by hand was asked to pay, as its payment page showed it: the coin's
   * address and the total due in the coin (amount and fee) at the price now, so an admin can
   * check the payment from the deposit's details. Unknown (no address, no usable price): null.
   */
  async function amountDueByHand(coin: Coin, amount: number): Promise<{ address: string | null; coin_amount: string | null }> {
    const entry = paymentCoinByCoin(coin)!;
    const [paidTo] = await listAddresses(db, entry.apiCode, 1);
    const quote = await prices.current();
    return { address: paidTo?.address ?? null, coin_amount: coinPayment(coin, amount, quote[entry.priceKey].usd)?.total ?? null };
  }

  /** The plan, still on offer, and an amount within its bounds. */
  async function planOnOffer(source: Db, request: { plan_id: number; amount: number }, locale: UiLocale = DEFAULT_LOCALE): Promise<PlanRow> {
    const plan = await findPlan(source, request.plan_id);
    if (!plan) throw new HttpError(404, PLAN_TEXTS.notFound);
    const amountError = ruleSays((translate) => depositAmountError(request.amount, toPlan(plan), translate, locale));
    if (amountError) throw invalidField('amount', amountError);
    return plan;
  }

  /** When the buyer accepted the plan's risk text, or null for a plan without one (shared `disclosureError`). */
  function disclosureAcceptance(plan: PlanRow, request: DepositRequest, at: Date): string | null {
    const error = ruleSays((translate) => disclosureError(plan, request.disclosure_accepted, translate));
    if (error) throw invalidField('disclosure_accepted', error);
    return plan.risk_disclosure === null ? null : at.toISOString();
  }

  /** `locale`: the reader's, for the amounts a refusal names. */
  async function deposit(buyer: UserRow, request: DepositRequest, locale: UiLocale = DEFAULT_LOCALE): Promise<Unsaid<DepositAnswer>> {
    if (request.user_id !== undefined && request.user_id !== buyer.id) throw new HttpError(403, INVESTMENT_TEXTS.notYourAccount);
    const plan = await planOnOffer(db, request, locale);
    const disclosureAcceptedAt = disclosureAcceptance(plan, request, now());
    if (request.payment_method === 'BALANCE') {
      await buyFromBalance(buyer, plan, request.amount, disclosureAcceptedAt);
      return { message: INVESTMENT_TEXTS.boughtFromBalance };
    }
    const coin = request.payment_method;
    if (request.transaction_id === undefined) {
      const invoice = await invoices.create(buyer, plan, request.amount, coin, disclosureAcceptedAt);
      if (invoice) return { message: INVOICE_TEXTS.created, invoice };
    } else if ((await invoices.settlement(coin)) === 'chain') {
      throw invalidField('transaction_id', { ...INVESTMENT_TEXTS.settledOnChain, values: { coin } });
    }
    const idError = ruleSays((translate) => transactionIdError(coin, request.transaction_id ?? '', translate));
    if (idError) throw invalidField('transaction_id', idError);
    try {
      await insertTransaction(db, {
        user_id: buyer.id,
        type: 'deposit',
        status: 'pending',
        amount: request.amount,
        payment_method: coin,
        transaction_id: normalizeTransactionId(coin, request.transaction_id ?? ''),
        plan_id: plan.id,
        created_at: now().toISOString(),
        disclosure_accepted_at: disclosureAcceptedAt,
        ...(await amountDueByHand(coin, request.amount)),
      });
    } catch (error) {
      // The unique (payment_method, transaction_id) key: a coin transaction pays for one deposit only.
      if (isUniqueViolation(error)) throw invalidField('transaction_id', INVESTMENT_TEXTS.alreadySubmitted);
      throw error;
    }
    return { message: INVESTMENT_TEXTS.depositSubmitted };
  }

  /** Reinvesting: the wallet is debited and the plan starts, in one database transaction. */
  async function buyFromBalance(buyer: UserRow, plan: PlanRow, amount: number, disclosureAcceptedAt: string | null): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const at = now();
      const investment = await postTransaction(trx, {
        user_id: buyer.id,
        type: 'investment',
        status: 'confirmed',
        amount,
        payment_method: 'BALANCE',
        plan_id: plan.id,
        created_at: at.toISOString(),
        disclosure_accepted_at: disclosureAcceptedAt,
      });
      if (!investment) throw invalidField('amount', WITHDRAWAL_TEXTS.insufficient);
      await startPlan(trx, investment, plan, at);
    });
  }

  /** An admin records a payment received for a user: a confirmed deposit, and the plan starts at once. */
  async function buyForUser(actorId: number, request: DepositRequest & { user_id: number; payment_method: Coin }, beforeCommit?: BeforeCommit): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const user = await findUserById(trx, request.user_id);
      if (!user || user.deleted_at !== null) throw new HttpError(404, USER_NOT_FOUND);
      const plan = await planOnOffer(trx, request);
      const at = now();
      const deposit = await insertTransaction(trx, {
        user_id: user.id,
        type: 'deposit',
        status: 'confirmed',
        amount: request.amount,
        payment_method: request.payment_method,
        plan_id: plan.id,
        created_at: at.toISOString(),
        decided_at: at.toISOString(),
        decided_by: actorId,
      });
      await startPlan(trx, deposit, plan, at);
      const details = { plan_id: plan.id, amount: request.amount, payment_method: request.payment_method, deposit_id: deposit.id };
      await recordAudit(trx, { actorId, action: 'plan.buy-for-user', targetType: 'user', targetId: user.id, details, at: at.toISOString() });
      await beforeCommit?.(trx);
    });
  }

  async function activePlans(userId: number): Promise<UserPlan[]> {
    return (await listActiveUserPlans(db, userId)).map(toUserPlan);
  }

  async function allPlans(userId: number): Promise<UserPlan[]> {
    return (await listAllUserPlans(db, userId)).map(toUserPlan);
  }

  /** The investor's plans page lists these under "Past plans". */
  async function pastPlans(userId: number): Promise<PastUserPlan[]> {
    return (await listEndedUserPlans(db, userId)).map((row) => ({
      id: row.id,
      plan_id: row.plan_id,
      title: row.title,
      status: row.redeemed_at === null ? 'completed' : 'redeemed',
      amount: Number(row.amount),
      initial_duration: row.initial_duration,
      days_paid: Number(row.days_paid),
      started_at: row.started_at,
      ended_at: row.completed_at ?? row.started_at,
      earned: Number(row.earned),
      charges: Number(row.charges),
    }));
  }

  return { deposit, buyForUser, activePlans, allPlans, pastPlans };
}
