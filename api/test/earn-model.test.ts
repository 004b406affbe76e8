import fc from 'fast-check';
import { runAccrualAndRenewals } from '../src/services/accrual';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan, HOUR, LONG_SESSIONS, walletOf } from './money-helpers';

/** What an investor and the clock do to running plans, in random order; `pick` chooses among the plans bought so far. */
type Action =
  | { kind: 'buy'; amount: number }
  | { kind: 'accrue'; hours: number }
  | { kind: 'redeem'; pick: number }
  | { kind: 'redeemWhileAccruing'; pick: number; hours: number }
  | { kind: 'renew'; pick: number; on: boolean }
  | { kind: 'raiseMinimum'; raised: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), amount: fc.integer({ min: 100_00, max: 2_000_00 }) }),
  fc.record({ kind: fc.constant('accrue' as const), hours: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ kind: fc.constant('redeem' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('redeemWhileAccruing' as const), pick: fc.nat(), hours: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('renew' as const), pick: fc.nat(), on: fc.boolean() }),
  fc.record({ kind: fc.constant('raiseMinimum' as const), raised: fc.boolean() }),
);
const rule = fc.record({ penalty: fc.constantFrom(null, 0, 2.5, 10, 99.5, 100), deductsEarnings: fc.boolean() });

/**
 * A plan's life under random accruals, early redemptions (some racing the accrual) and renewals
 * at maturity (docs/money.md#early-redemption): after every step the ledger check passes, every
 * wallet equals the sum of its rows, each plan's capital comes back at most once (exactly once
 * when it has ended), nothing is paid after a redemption, and each redemption's answer is what
 * its rule gives, worked out here from the rows.
 */
forEachDatabase((ctx) => {
  beforeEach(() => ctx().rebuild({ ...LONG_SESSIONS, rateLimitMax: 100_000 }));

  it('keeps the ledger whole through random redemptions, renewals and accruals', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    let run = 0;

    await fc.assert(
      fc.asyncProperty(rule, fc.array(action, { minLength: 5, maxLength: 18 }), async ({ penalty, deductsEarnings }, actions) => {
        run += 1;
        const terms = { title: `Model ${run}`, roi: 1.5, duration: 3, min: 100_00, max: 2_000_00 };
        const planId = await createPlan(db, { ...terms, ...(penalty !== null && { penalty, deductsEarnings }) });
        const userId = await createUser(db, `earn${run}`);
        expect((await call(app, 'POST', `/api/give-bonus/${userId}`, admin, { bonus: 10_000_00 })).statusCode).toBe(200);
        const token = await login(app, `earn${run}`);
        const plansOfUser = () => db.selectFrom('user_plans').selectAll().where('user_id', '=', userId).orderBy('id').execute();

        const redeem = async (pick: number, alongside?: Promise<unknown>) => {
          const plans = await plansOfUser();
          // With nothing to redeem the accrual still runs to its end before the next step (left
          // running, it raced the next step's checks and outlived the test's database).
          if (plans.length === 0) return void (await alongside);
          const plan = plans[pick % plans.length];
          const [response] = await Promise.all([call(app, 'POST', `/api/user-plans/${plan.id}/redemption`, token), alongside]);
          const after = (await plansOfUser()).find((row) => row.id === plan.id)!;
          if (response.statusCode !== 200) {
            expect(response.statusCode).toBe(409);
            expect(plan.early_redemption_penalty_bp === null || after.status === 'completed').toBe(true);
            return;
          }
          expect(after.redeemed_at).not.toBeNull();
          const rows = await db.selectFrom('transactions').select(['type', 'amount']).where('user_plan_id', '=', plan.id).execute();
          const capital = Number(plan.amount);
          const earned = rows.filter((row) => row.type === 'earnings').reduce((sum, row) => sum + Number(row.amount), 0);
          const expectedPenalty = Math.floor((capital * (penalty ?? 0)) / 100);
          const expectedDeducted = deductsEarnings ? Math.min(earned, capital - expectedPenalty) : 0;
          expect(response.json()).toEqual({
            allowed: true,
            capital,
            penalty: expectedPenalty,
            earnings_deducted: expectedDeducted,
            referral_bonus_deducted: 0,
            credited: capital - expectedPenalty - expectedDeducted,
          });
          const charged = rows.filter((row) => row.type === 'charges').reduce((sum, row) => sum + Number(row.amount), 0);
          expect(charged).toBe(expectedPenalty + expectedDeducted);
        };

        for (const step of actions) {
          if (step.kind === 'buy') {
            const bought = await call(app, 'POST', '/api/deposit', token, { plan_id: planId, amount: step.amount, payment_method: 'BALANCE' });
            expect([201, 422]).toContain(bought.statusCode);
          } else if (step.kind === 'accrue') {
            ctx().clock.advance(step.hours * HOUR);
            await runAccrualAndRenewals(db, ctx().clock.now, 'Arcvest');
          } else if (step.kind === 'redeem') {
            await redeem(step.pick);
          } else if (step.kind === 'redeemWhileAccruing') {
            ctx().clock.advance(step.hours * HOUR);
            await redeem(step.pick, runAccrualAndRenewals(db, ctx().clock.now, 'Arcvest'));
          } else if (step.kind === 'renew') {
            const plans = await plansOfUser();
            if (plans.length === 0) continue;
            const plan = plans[step.pick % plans.length];
            const chosen = await call(app, 'POST', `/api/user-plans/${plan.id}/renewal`, token, { auto_renew: step.on });
            expect(chosen.statusCode).toBe(plan.status === 'active' ? 200 : 409);
          } else {
            const body = { title: terms.title, roi: terms.roi, duration: terms.duration, min_amount: step.raised ? 1_500_00 : 100_00, max_amount: terms.max };
            expect((await call(app, 'POST', `/api/edit-plan/${planId}`, admin, body)).statusCode).toBe(200);
          }

          expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
          const rows = await db.selectFrom('transactions').selectAll().where('user_id', '=', userId).execute();
          const effects = rows.reduce((sum, row) => sum + (['bonus', 'earnings', 'capital'].includes(row.type) ? 1 : -1) * Number(row.amount), 0);
          expect(await walletOf(db, userId)).toBe(effects);
          for (const plan of await plansOfUser()) {
            const own = rows.filter((row) => row.user_plan_id === plan.id);
            expect(own.filter((row) => row.type === 'capital')).toHaveLength(plan.status === 'completed' ? 1 : 0);
            expect(own.filter((row) => row.type === 'earnings').length).toBeLessThanOrEqual(plan.initial_duration);
            if (plan.redeemed_at) expect(own.filter((row) => row.type === 'earnings' && row.created_at > plan.redeemed_at!)).toEqual([]);
          }
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
