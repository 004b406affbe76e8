import fc from 'fast-check';
import { COINS, dailyLimitError, planReturns, referralBonus, withdrawalError, type CountedWithdrawal } from '@arcvest/shared/rules';
import { runAccrual } from '../src/services/accrual';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { createPlan, DAY, HOUR, LONG_SESSIONS, txIdFor, walletOf } from './money-helpers';
import { confirmedWithdraw } from './step-up-helpers';

/** What a user may do, and an admin, in random order. `who` and `pick` choose among what exists. */
type Action =
  | { kind: 'buy'; who: number; amount: number; fromBalance: boolean }
  | { kind: 'confirm'; pick: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'accrue'; hours: number }
  | { kind: 'bonus'; who: number; amount: number }
  | { kind: 'fee'; who: number; amount: number }
  | { kind: 'withdraw'; who: number; amount: number };

const USERS = 3;
const who = fc.nat(USERS - 1);
const amount = fc.integer({ min: 1, max: 3_000_00 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), who, amount: fc.integer({ min: 100_00, max: 2_000_00 }), fromBalance: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('confirm' as const, 'reject' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('accrue' as const), hours: fc.integer({ min: 1, max: 72 }) }),
  fc.record({ kind: fc.constantFrom('bonus' as const, 'fee' as const, 'withdraw' as const), who, amount }),
);

const PLAN = { roi: 1.5, duration: 3, min: 100_00, max: 2_000_00 };

interface ModelPlan {
  user: number;
  amount: number;
  daily: number;
  lastDay: number;
  startMs: number;
  daysPaid: number;
}
interface Pending {
  id: number;
  user: number;
  type: 'deposit' | 'withdrawal';
  amount: number;
  at: string;
}

/** The whole money model in a few lines: wallets, plans and pending items. */
class Model {
  wallets = Array<number>(USERS).fill(0);
  plans: ModelPlan[] = [];
  pending: Pending[] = [];
  /** Withdrawals asked for and not rejected, per user: what the rolling daily limit counts. */
  withdrawals: (CountedWithdrawal & { id: number })[][] = Array.from({ length: USERS }, () => []);
  constructor(readonly referrerOf: (user: number) => number | null) {}

  startPlan(user: number, amount: number, atMs: number) {
    const { daily, lastDay } = planReturns(amount, PLAN.roi, PLAN.duration);
    this.plans.push({ user, amount, daily, lastDay, startMs: atMs, daysPaid: 0 });
    const referrer = this.referrerOf(user);
    if (referrer !== null) this.wallets[referrer] += referralBonus(amount);
  }

  accrue(nowMs: number) {
    for (const plan of this.plans) {
      const due = Math.min(PLAN.duration, Math.floor((nowMs - plan.startMs) / DAY));
      for (; plan.daysPaid < due; plan.daysPaid += 1) {
        const last = plan.daysPaid + 1 === PLAN.duration;
        this.wallets[plan.user] += last ? plan.lastDay + plan.amount : plan.daily;
      }
    }
  }
}

forEachDatabase((ctx) => {
  // Many sign-ins within a minute: the login rate limit must not get in the way.
  beforeEach(() => ctx().rebuild({ ...LONG_SESSIONS, rateLimitMax: 100_000 }));

  it('keeps every wallet equal to its ledger, never negative, and equal to a simple model', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const planId = await createPlan(db, PLAN);
    let run = 0;
    let txSeed = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 5, maxLength: 20 }),
        fc.array(fc.constantFrom(1, 2, 3), { minLength: USERS, maxLength: USERS }),
        async (actions, levels) => {
          // Fresh users each run (the database is shared by the runs): 0 referred by 1, 1 by 2.
          run += 1;
          const ids: number[] = [];
          for (let user = USERS - 1; user >= 0; user -= 1) {
            const id = await createUser(db, `r${run}u${user}`);
            const referredBy = user < USERS - 1 ? ids[0] : null;
            await db.updateTable('users').set({ level: levels[user], referred_by: referredBy }).where('id', '=', id).execute();
            ids.unshift(id);
          }
          const tokens = await Promise.all(ids.map((_, user) => login(app, `r${run}u${user}`)));
          const model = new Model((user) => (user < USERS - 1 ? user + 1 : null));
          const newest = async (user: number) =>
            (await app.inject({ method: 'GET', url: '/api/transactions?limit=1', headers: bearer(tokens[user]) })).json().items[0];

          for (const step of actions) {
            const nowMs = ctx().clock.now.getTime();
            if (step.kind === 'buy') {
              const coin = COINS[step.amount % COINS.length];
              const response = await call(app, 'POST', '/api/deposit', tokens[step.who], {
                plan_id: planId,
                amount: step.amount,
                type: 'deposit',
                ...(step.fromBalance ? { payment_method: 'BALANCE' } : { payment_method: coin, transaction_id: txIdFor(coin, ++txSeed) }),
              });
              if (step.fromBalance && model.wallets[step.who] < step.amount) {
                expect(response.json().message).toBe('Insufficient balance');
              } else {
                expect([response.statusCode, response.json().message]).toEqual([201, expect.any(String)]);
                if (step.fromBalance) {
                  model.wallets[step.who] -= step.amount;
                  model.startPlan(step.who, step.amount, nowMs);
                } else {
                  model.pending.push({
                    id: (await newest(step.who)).id,
                    user: step.who,
                    type: 'deposit',
                    amount: step.amount,
                    at: ctx().clock.now.toISOString(),
                  });
                }
              }
            } else if (step.kind === 'confirm' || step.kind === 'reject') {
              if (model.pending.length === 0) continue;
              const [item] = model.pending.splice(step.pick % model.pending.length, 1);
              expect((await call(app, 'POST', `/api/${step.kind}-transaction/${item.id}`, admin)).statusCode).toBe(200);
              if (item.type === 'deposit' && step.kind === 'confirm') model.startPlan(item.user, item.amount, nowMs);
              if (item.type === 'withdrawal' && step.kind === 'reject') {
                model.wallets[item.user] += item.amount;
                model.withdrawals[item.user] = model.withdrawals[item.user].filter((withdrawal) => withdrawal.id !== item.id);
              }
            } else if (step.kind === 'accrue') {
              ctx().clock.advance(step.hours * HOUR);
              await runAccrual(db, ctx().clock.now);
              model.accrue(ctx().clock.now.getTime());
            } else if (step.kind === 'bonus') {
              expect((await call(app, 'POST', `/api/give-bonus/${ids[step.who]}`, admin, { bonus: step.amount })).statusCode).toBe(200);
              model.wallets[step.who] += step.amount;
            } else if (step.kind === 'fee') {
              const response = await call(app, 'POST', `/api/charge-fee/${ids[step.who]}`, admin, { fee: step.amount });
              const allowed = step.amount <= model.wallets[step.who];
              expect(response.statusCode).toBe(allowed ? 200 : 422);
              if (allowed) model.wallets[step.who] -= step.amount;
            } else {
              const response = await confirmedWithdraw(
                ctx(),
                tokens[step.who],
                { amount: step.amount, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', payment_method: 'USDT' },
                app,
              );
              const dailyLimit = ctx().config.dailyWithdrawalLimits[levels[step.who]] ?? null;
              const refusal =
                withdrawalError({ amount: step.amount, wallet: model.wallets[step.who], level: levels[step.who] }) ??
                dailyLimitError(dailyLimit, model.withdrawals[step.who], step.amount, ctx().clock.now);
              expect(response.json().errors?.amount?.[0] ?? response.json().message).toBe(refusal ?? 'Withdrawal requested. It will be processed shortly.');
              if (!refusal) {
                const at = ctx().clock.now.toISOString();
                const { id } = await newest(step.who);
                model.wallets[step.who] -= step.amount;
                model.pending.push({ id, user: step.who, type: 'withdrawal', amount: step.amount, at });
                model.withdrawals[step.who].push({ id, amount: step.amount, at });
              }
            }

            expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
            expect(await Promise.all(ids.map((id) => walletOf(db, id)))).toEqual(model.wallets);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
