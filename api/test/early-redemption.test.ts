import { runAccrual, runAccrualAndRenewals } from '../src/services/accrual';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan, DAY, LONG_SESSIONS, walletOf } from './money-helpers';

/** Early redemption, renewal at maturity and plan risk texts (docs/money.md#early-redemption). */
forEachDatabase((ctx) => {
  beforeEach(() => ctx().rebuild({ ...LONG_SESSIONS, rateLimitMax: 100_000 }));

  /** The investor `username` (wallet `wallet` cents) buys `amount` of the plan from the balance; the plan's id. */
  async function buyFromBalance(username: string, planId: number, amount: number, wallet = amount) {
    const { app, db } = ctx();
    const userId = await createUser(db, username);
    const admin = await signInAdmin(app, db);
    expect((await call(app, 'POST', `/api/give-bonus/${userId}`, admin, { bonus: wallet, reason: 'Opening balance' })).statusCode).toBe(200);
    const token = await login(app, username);
    const bought = await call(app, 'POST', '/api/deposit', token, { plan_id: planId, amount, payment_method: 'BALANCE' });
    expect(bought.statusCode).toBe(201);
    const [plan] = (await call(app, 'GET', '/api/get-user-plans', token)).json();
    return { userId, token, admin, userPlanId: plan.id as number };
  }

  const history = async (token: string) =>
    (await call(ctx().app, 'GET', '/api/transactions', token))
      .json()
      .items.map((tx: { type: string; amount: number; reason: string | null }) => [tx.type, tx.amount, tx.reason]);

  describe('early redemption', () => {
    it('keeps the penalty and leaves the earnings paid: two days into a $1,000 plan at 1% a day, 10% penalty', async () => {
      const planId = await createPlan(ctx().db, { title: 'Flex', roi: 1, duration: 30, penalty: 10 });
      const { userId, token, userPlanId } = await buyFromBalance('ivy', planId, 1_000_00);
      ctx().clock.advance(2 * DAY);
      expect(await runAccrual(ctx().db, ctx().clock.now)).toEqual({ days: 2 });

      // Worked out by hand: capital 100,000 cents, penalty 10% = 10,000, earnings paid 2 x 1,000 kept.
      const expected = { allowed: true, capital: 1_000_00, penalty: 100_00, earnings_deducted: 0, referral_bonus_deducted: 0, credited: 900_00 };
      const preview = await call(ctx().app, 'GET', `/api/user-plans/${userPlanId}/redemption`, token);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual(expected);
      const redeemed = await call(ctx().app, 'POST', `/api/user-plans/${userPlanId}/redemption`, token);
      expect(redeemed.statusCode).toBe(200);
      expect(redeemed.json()).toEqual(expected);

      expect(await walletOf(ctx().db, userId)).toBe(20_00 + 900_00);
      expect((await history(token)).slice(0, 2)).toEqual([
        ['charges', 100_00, 'Early redemption penalty: 10% of the capital'],
        ['capital', 1_000_00, 'Capital returned early'],
      ]);
      expect((await call(ctx().app, 'GET', '/api/get-user-plans', token)).json()).toEqual([]);
      // Nothing more is paid on it, and it cannot be redeemed again.
      ctx().clock.advance(40 * DAY);
      expect(await runAccrual(ctx().db, ctx().clock.now)).toEqual({ days: 0 });
      const again = await call(ctx().app, 'POST', `/api/user-plans/${userPlanId}/redemption`, token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This plan has already ended.', code: 'api.redemption.notActive' });
      expect(await walletOf(ctx().db, userId)).toBe(920_00);
      expect((await checkLedger(ctx().db)).ok).toBe(true);
    });

    it('deducts the earnings paid under the Binance rule, and the admin sees the redemption in the plans and the audit log', async () => {
      const planId = await createPlan(ctx().db, { title: 'Locked', roi: 1.5, duration: 10, penalty: 2.5, deductsEarnings: true });
      const { userId, token, admin, userPlanId } = await buyFromBalance('ivy', planId, 1_234_57);
      ctx().clock.advance(3 * DAY);
      await runAccrual(ctx().db, ctx().clock.now);
      // Daily return: total 1,234.57 x 1.5% x 10 = 185.1855 -> 18,519 cents, 1,851 a day; 3 days paid = 5,553.
      // Penalty 2.5% of 123,457 = 3,086.425 -> 3,086 (rounded down). Credited 123,457 - 3,086 - 5,553 = 114,818.
      const redeemed = await call(ctx().app, 'POST', `/api/user-plans/${userPlanId}/redemption`, token);
      expect(redeemed.json()).toEqual({
        allowed: true,
        capital: 1_234_57,
        penalty: 30_86,
        earnings_deducted: 55_53,
        referral_bonus_deducted: 0,
        credited: 1_148_18,
      });
      // The earnings paid were in the balance already: with the credit, the investor keeps capital - penalty.
      expect(await walletOf(ctx().db, userId)).toBe(55_53 + 1_148_18);
      expect((await history(token)).slice(0, 3)).toEqual([
        ['charges', 55_53, 'Earnings already paid, deducted on early redemption'],
        ['charges', 30_86, 'Early redemption penalty: 2.5% of the capital'],
        ['capital', 1_234_57, 'Capital returned early'],
      ]);

      const plans = (await call(ctx().app, 'GET', `/api/get-user-plans/${userId}`, admin)).json();
      expect(plans).toEqual([expect.objectContaining({ id: userPlanId, status: 'redeemed', ended_at: ctx().clock.now.toISOString(), earned: 55_53 })]);
      const audit = await ctx().db.selectFrom('audit_log').selectAll().where('action', '=', 'plan.redeem').execute();
      expect(audit.map((entry) => [entry.actor_id, entry.target_type, entry.target_id])).toEqual([[userId, 'user', userId]]);
      expect(JSON.parse(audit[0].details)).toEqual({
        user_plan_id: userPlanId,
        title: 'Locked',
        allowed: true,
        capital: 1_234_57,
        penalty: 30_86,
        earnings_deducted: 55_53,
        referral_bonus_deducted: 0,
        credited: 1_148_18,
      });
      expect((await checkLedger(ctx().db)).ok).toBe(true);
    });

    it('is refused under a rule without it; a plan keeps the rule it was bought under', async () => {
      const { app, db } = ctx();
      const planId = await createPlan(db, { title: 'Fixed', roi: 1, duration: 30 });
      const { userId, token, admin, userPlanId } = await buyFromBalance('ivy', planId, 500_00, 1_000_00);
      const preview = await call(app, 'GET', `/api/user-plans/${userPlanId}/redemption`, token);
      expect(preview.json()).toEqual({ allowed: false, capital: 500_00, penalty: 0, earnings_deducted: 0, referral_bonus_deducted: 0, credited: 0 });
      const refused = await call(app, 'POST', `/api/user-plans/${userPlanId}/redemption`, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'This plan cannot be redeemed early.', code: 'api.redemption.notAllowed' });

      // The admin allows redemption afterwards: the plan bought before stays without it, a new one has it.
      const plan = { title: 'Fixed', roi: 1, duration: 30, min_amount: 100, max_amount: 100_000_000 };
      const edited = await call(app, 'POST', `/api/edit-plan/${planId}`, admin, { ...plan, early_redemption_penalty_percent: 5 });
      expect(edited.json().plan).toMatchObject({ early_redemption_penalty_percent: 5, early_redemption_deducts_earnings: false });
      expect((await call(app, 'POST', `/api/user-plans/${userPlanId}/redemption`, token)).statusCode).toBe(409);
      expect((await call(app, 'POST', '/api/deposit', token, { plan_id: planId, amount: 500_00, payment_method: 'BALANCE' })).statusCode).toBe(201);
      const [, later] = (await call(app, 'GET', '/api/get-user-plans', token)).json();
      expect(later).toMatchObject({ early_redemption_penalty_percent: 5 });
      expect((await call(app, 'POST', `/api/user-plans/${later.id}/redemption`, token)).json()).toMatchObject({ penalty: 25_00, credited: 475_00 });
      expect(await walletOf(db, userId)).toBe(475_00);
    });

    it("hides another investor's plan and refuses ids that are not ids", async () => {
      const planId = await createPlan(ctx().db, { roi: 1, duration: 30, penalty: 0 });
      const { userPlanId } = await buyFromBalance('ivy', planId, 100_00);
      await createUser(ctx().db, 'otto');
      const otto = await login(ctx().app, 'otto');
      for (const method of ['GET', 'POST'] as const) {
        const hidden = await call(ctx().app, method, `/api/user-plans/${userPlanId}/redemption`, otto);
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json()).toEqual({ message: 'Plan not found.', code: 'api.plan.notFound' });
      }
      expect((await call(ctx().app, 'POST', '/api/user-plans/1e2/redemption', otto)).statusCode).toBe(422);
      expect(await ctx().db.selectFrom('user_plans').select('status').execute()).toEqual([{ status: 'active' }]);
    });

    it('pays out once when the investor clicks ten times at once, while the accrual runs', async () => {
      const planId = await createPlan(ctx().db, { roi: 1, duration: 30, penalty: 10, deductsEarnings: true });
      const { userId, token, userPlanId } = await buyFromBalance('ivy', planId, 1_000_00);
      ctx().clock.advance(DAY);
      await runAccrual(ctx().db, ctx().clock.now);
      ctx().clock.advance(DAY);
      const redemptions = Array.from({ length: 10 }, () => call(ctx().app, 'POST', `/api/user-plans/${userPlanId}/redemption`, token));
      const [accrual, ...responses] = await Promise.all([runAccrual(ctx().db, ctx().clock.now), ...redemptions]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      const winner = responses.find((response) => response.statusCode === 200)!.json();
      // Day 2 was paid before the redemption or not at all; either way it was deducted if paid.
      expect(winner).toEqual({
        allowed: true,
        capital: 1_000_00,
        penalty: 100_00,
        earnings_deducted: (1 + accrual.days) * 10_00,
        referral_bonus_deducted: 0,
        credited: 900_00 - (1 + accrual.days) * 10_00,
      });
      expect(await walletOf(ctx().db, userId)).toBe(900_00);
      const rows = await ctx().db.selectFrom('transactions').select('type').where('user_plan_id', '=', userPlanId).execute();
      expect(rows.filter((row) => row.type === 'capital')).toHaveLength(1);
      expect(rows.filter((row) => row.type === 'earnings')).toHaveLength(1 + accrual.days);
      expect((await checkLedger(ctx().db)).ok).toBe(true);
    });
  });

  describe('the referral bonus of a plan redeemed early (docs/money.md#referral-bonus)', () => {
    /** `rex` referred `ivy`, who has `wallet` cents; rex has `rexWallet`. */
    async function referredPair(wallet: number, rexWallet: number) {
      const { app, db } = ctx();
      const rexId = await createUser(db, 'rex');
      const ivyId = await createUser(db, 'ivy');
      await db.updateTable('users').set({ referred_by: rexId }).where('id', '=', ivyId).execute();
      const admin = await signInAdmin(app, db);
      for (const [userId, bonus] of [
        [ivyId, wallet],
        [rexId, rexWallet],
      ]) {
        if (bonus > 0) expect((await call(app, 'POST', `/api/give-bonus/${userId}`, admin, { bonus })).statusCode).toBe(200);
      }
      return { rexId, ivyId, admin, ivy: await login(app, 'ivy'), rex: await login(app, 'rex') };
    }

    async function buyAndRedeem(token: string, planId: number, amount: number) {
      expect((await call(ctx().app, 'POST', '/api/deposit', token, { plan_id: planId, amount, payment_method: 'BALANCE' })).statusCode).toBe(201);
      const [plan] = (await call(ctx().app, 'GET', '/api/get-user-plans', token)).json();
      const redeemed = await call(ctx().app, 'POST', `/api/user-plans/${plan.id}/redemption`, token);
      expect(redeemed.statusCode).toBe(200);
      return redeemed.json();
    }

    it('is taken back from the referrer: three round trips of buy and redeem without penalty mint nothing', async () => {
      const planId = await createPlan(ctx().db, { title: 'Flex', roi: 1, duration: 30, penalty: 0 });
      const { rexId, ivyId, ivy, rex } = await referredPair(1_000_00, 5_00);
      for (let round = 0; round < 3; round += 1) {
        expect(await buyAndRedeem(ivy, planId, 1_000_00)).toEqual({
          allowed: true,
          capital: 1_000_00,
          penalty: 0,
          earnings_deducted: 0,
          referral_bonus_deducted: 0,
          credited: 1_000_00,
        });
      }
      expect(await walletOf(ctx().db, ivyId)).toBe(1_000_00);
      expect(await walletOf(ctx().db, rexId)).toBe(5_00);
      // 1% of $1,000 paid on each purchase, each taken back on its redemption.
      expect((await history(rex)).slice(0, 2)).toEqual([
        ['charges', 10_00, 'Referral bonus taken back: the Flex plan it was paid on was redeemed early'],
        ['bonus', 10_00, 'Referral bonus: 1% of the Flex plan bought by ivy'],
      ]);
      expect((await history(rex)).filter(([type]: [string]) => type === 'charges')).toHaveLength(3);
      expect(await checkLedger(ctx().db)).toEqual({ ok: true, problems: [] });
    });

    it('takes what the referrer still has and the rest from the credit, which the preview shows; never below zero', async () => {
      const { app, db } = ctx();
      const planId = await createPlan(db, { title: 'Flex', roi: 1, duration: 30, penalty: 0.5 });
      const { rexId, ivyId, admin, ivy } = await referredPair(2_000_00, 0);
      expect((await call(app, 'POST', '/api/deposit', ivy, { plan_id: planId, amount: 2_000_00, payment_method: 'BALANCE' })).statusCode).toBe(201);
      const [plan] = (await call(app, 'GET', '/api/get-user-plans', ivy)).json();
      // Rex spends $15 of the $20 bonus.
      expect((await call(app, 'POST', `/api/charge-fee/${rexId}`, admin, { fee: 15_00 })).statusCode).toBe(200);

      // Penalty 0.5% of $2,000 = $10; rex gives back his $5, the other $15 comes off ivy's credit.
      const expected = { allowed: true, capital: 2_000_00, penalty: 10_00, earnings_deducted: 0, referral_bonus_deducted: 15_00, credited: 1_975_00 };
      expect((await call(app, 'GET', `/api/user-plans/${plan.id}/redemption`, ivy)).json()).toEqual(expected);
      expect((await call(app, 'POST', `/api/user-plans/${plan.id}/redemption`, ivy)).json()).toEqual(expected);
      expect(await walletOf(db, rexId)).toBe(0);
      expect(await walletOf(db, ivyId)).toBe(1_975_00);
      expect((await history(ivy)).slice(0, 3)).toEqual([
        ['charges', 15_00, 'Referral bonus paid on this plan, which the referrer had spent, deducted on early redemption'],
        ['charges', 10_00, 'Early redemption penalty: 0.5% of the capital'],
        ['capital', 2_000_00, 'Capital returned early'],
      ]);
      expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
    });

    it('stays with the referrer when the plan runs to maturity', async () => {
      const planId = await createPlan(ctx().db, { title: 'Short', roi: 1, duration: 2, penalty: 0 });
      const { rexId, ivy } = await referredPair(1_000_00, 0);
      expect((await call(ctx().app, 'POST', '/api/deposit', ivy, { plan_id: planId, amount: 1_000_00, payment_method: 'BALANCE' })).statusCode).toBe(201);
      ctx().clock.advance(2 * DAY);
      expect(await runAccrual(ctx().db, ctx().clock.now)).toEqual({ days: 2 });
      expect(await walletOf(ctx().db, rexId)).toBe(10_00);
      expect((await checkLedger(ctx().db)).ok).toBe(true);
    });
  });

  describe('renewal at maturity', () => {
    it('buys the same plan again with the capital when set to renew, and can be switched back while the plan runs', async () => {
      const planId = await createPlan(ctx().db, { title: 'Weekly', roi: 1, duration: 2, min: 100_00, max: 5_000_00 });
      const { userId, token, userPlanId } = await buyFromBalance('ivy', planId, 1_000_00);
      for (const autoRenew of [true, false, true]) {
        const chosen = await call(ctx().app, 'POST', `/api/user-plans/${userPlanId}/renewal`, token, { auto_renew: autoRenew });
        expect(chosen.statusCode).toBe(200);
        expect(chosen.json().plan).toMatchObject({ id: userPlanId, auto_renew: autoRenew });
      }
      ctx().clock.advance(2 * DAY);
      expect(await runAccrualAndRenewals(ctx().db, ctx().clock.now, 'Arcvest')).toEqual({ days: 2, renewed: 1 });
      // Earnings stay in the balance; the capital came back and bought the plan again.
      expect(await walletOf(ctx().db, userId)).toBe(20_00);
      const [renewed] = (await call(ctx().app, 'GET', '/api/get-user-plans', token)).json();
      expect(renewed).toMatchObject({ plan_id: planId, amount: 1_000_00, duration: 2, auto_renew: true, started_at: ctx().clock.now.toISOString() });
      expect(renewed.id).not.toBe(userPlanId);
      expect((await history(token)).slice(0, 2)).toEqual([
        ['investment', 1_000_00, `Renewed at maturity from plan #${userPlanId}`],
        ['capital', 1_000_00, 'Capital returned'],
      ]);
      // Run again: nothing is renewed twice; the ended plan's choice can no longer change.
      expect(await runAccrualAndRenewals(ctx().db, ctx().clock.now, 'Arcvest')).toEqual({ days: 0, renewed: 0 });
      const late = await call(ctx().app, 'POST', `/api/user-plans/${userPlanId}/renewal`, token, { auto_renew: false });
      expect(late.statusCode).toBe(409);
      expect((await checkLedger(ctx().db)).ok).toBe(true);
    });

    it('credits the balance and says why when the capital is outside the plan’s range or the plan was withdrawn', async () => {
      const { app, db } = ctx();
      const inRange = await createPlan(db, { title: 'Short', roi: 1, duration: 1, min: 100_00, max: 5_000_00 });
      const { userId, token, admin, userPlanId } = await buyFromBalance('ivy', inRange, 1_000_00, 2_000_00);
      expect((await call(app, 'POST', '/api/deposit', token, { plan_id: inRange, amount: 1_000_00, payment_method: 'BALANCE' })).statusCode).toBe(201);
      const [, second] = (await call(app, 'GET', '/api/get-user-plans', token)).json();
      for (const id of [userPlanId, second.id]) await call(app, 'POST', `/api/user-plans/${id}/renewal`, token, { auto_renew: true });
      // The admin raises the minimum above the capital.
      const terms = { title: 'Short', roi: 1, duration: 1, min_amount: 2_000_00, max_amount: 5_000_00 };
      expect((await call(app, 'POST', `/api/edit-plan/${inRange}`, admin, terms)).statusCode).toBe(200);
      ctx().clock.advance(DAY);
      expect(await runAccrualAndRenewals(db, ctx().clock.now, 'Arcvest')).toEqual({ days: 2, renewed: 0 });
      expect(await walletOf(db, userId)).toBe(2_000_00 + 2 * 10_00);
      const ended = await db.selectFrom('user_plans').select(['renewal_note']).orderBy('id').execute();
      expect(ended).toEqual([
        { renewal_note: 'the capital is outside the plan’s range today ($2,000.00 to $5,000.00).' },
        { renewal_note: 'the capital is outside the plan’s range today ($2,000.00 to $5,000.00).' },
      ]);
      const emails = await db.selectFrom('notifications').select(['user_id', 'subject', 'body']).execute();
      expect(emails).toHaveLength(2);
      expect(emails[0]).toMatchObject({ user_id: userId, subject: 'Your Arcvest Short plan was not renewed' });
      expect(emails[0].body).toContain('The capital of $1,000.00 is in your balance.');

      // A withdrawn plan is not renewed either.
      const withdrawn = await createPlan(db, { title: 'Gone', roi: 1, duration: 1 });
      expect((await call(app, 'POST', '/api/deposit', token, { plan_id: withdrawn, amount: 500_00, payment_method: 'BALANCE' })).statusCode).toBe(201);
      const [third] = (await call(app, 'GET', '/api/get-user-plans', token)).json();
      await call(app, 'POST', `/api/user-plans/${third.id}/renewal`, token, { auto_renew: true });
      expect((await call(app, 'POST', `/api/delete-plan/${withdrawn}`, admin)).statusCode).toBe(200);
      ctx().clock.advance(DAY);
      expect(await runAccrualAndRenewals(db, ctx().clock.now, 'Arcvest')).toEqual({ days: 1, renewed: 0 });
      const note = await db.selectFrom('user_plans').select('renewal_note').where('id', '=', third.id).executeTakeFirstOrThrow();
      expect(note.renewal_note).toBe('the plan is no longer on offer.');
      expect((await checkLedger(db)).ok).toBe(true);
    });
  });

  describe('risk texts', () => {
    const riskText = 'Returns are not guaranteed. You may lose the capital.';

    it('are written by the admin, shown on the plan, and must be accepted to buy', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const plan = { title: 'Risky', roi: 2, duration: 10, min_amount: 100_00, max_amount: 1_000_00 };
      const created = await call(app, 'POST', '/api/create-plan', admin, { ...plan, risk_disclosure: `  ${riskText}  ` });
      expect(created.statusCode).toBe(201);
      const planId = created.json().plan.id;
      expect((await call(app, 'GET', '/api/plans', null)).json()[0]).toMatchObject({ id: planId, risk_disclosure: riskText });

      const userId = await createUser(db, 'ivy');
      await call(app, 'POST', `/api/give-bonus/${userId}`, admin, { bonus: 500_00, reason: 'Opening balance' });
      const token = await login(app, 'ivy');
      for (const body of [{}, { disclosure_accepted: false }]) {
        const refused = await call(app, 'POST', '/api/deposit', token, { plan_id: planId, amount: 200_00, payment_method: 'BALANCE', ...body });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors).toEqual({ disclosure_accepted: ['Please confirm that you have read the plan’s risks.'] });
      }
      expect(await walletOf(db, userId)).toBe(500_00);
      const bought = await call(app, 'POST', '/api/deposit', token, { plan_id: planId, amount: 200_00, payment_method: 'BALANCE', disclosure_accepted: true });
      expect(bought.statusCode).toBe(201);
      const crypto = { plan_id: planId, amount: 200_00, payment_method: 'ETH', transaction_id: `0x${'a'.repeat(64)}`, disclosure_accepted: true };
      expect((await call(app, 'POST', '/api/deposit', token, crypto)).statusCode).toBe(201);
      const accepted = await db
        .selectFrom('transactions')
        .select(['type', 'disclosure_accepted_at'])
        .where('user_id', '=', userId)
        .where('type', 'in', ['investment', 'deposit'])
        .orderBy('id')
        .execute();
      expect(accepted).toEqual([
        { type: 'investment', disclosure_accepted_at: ctx().clock.now.toISOString() },
        { type: 'deposit', disclosure_accepted_at: ctx().clock.now.toISOString() },
      ]);

      // An admin buying for a user is not asked.
      const forUser = await call(app, 'POST', '/api/admin-deposit', admin, { plan_id: planId, user_id: userId, amount: 200_00, payment_method: 'BTC' });
      expect(forUser.statusCode).toBe(201);
    });

    it('keep the rule and the text when an edit leaves them out, and clear them when told', async () => {
      const admin = await signInAdmin(ctx().app, ctx().db);
      const plan = { title: 'Kept', roi: 2, duration: 10, min_amount: 100_00, max_amount: 1_000_00 };
      const full = { ...plan, early_redemption_penalty_percent: 7.25, early_redemption_deducts_earnings: true, risk_disclosure: riskText };
      const { plan: saved } = (await call(ctx().app, 'POST', '/api/create-plan', admin, full)).json();
      expect(saved).toMatchObject({ early_redemption_penalty_percent: 7.25, early_redemption_deducts_earnings: true, risk_disclosure: riskText });
      const kept = (await call(ctx().app, 'POST', `/api/edit-plan/${saved.id}`, admin, { ...plan, roi: 3 })).json().plan;
      expect(kept).toMatchObject({ roi: 3, early_redemption_penalty_percent: 7.25, early_redemption_deducts_earnings: true, risk_disclosure: riskText });
      const cleared = (
        await call(ctx().app, 'POST', `/api/edit-plan/${saved.id}`, admin, { ...plan, early_redemption_penalty_percent: null, risk_disclosure: ' ' })
      ).json().plan;
      expect(cleared).toMatchObject({ early_redemption_penalty_percent: null, early_redemption_deducts_earnings: false, risk_disclosure: null });
    });

    it('refuse a penalty outside 0-100 and a text over 2,000 characters, changing nothing', async () => {
      const admin = await signInAdmin(ctx().app, ctx().db);
      const plan = { title: 'Bad', roi: 2, duration: 10, min_amount: 100_00, max_amount: 1_000_00 };
      const penalty = await call(ctx().app, 'POST', '/api/create-plan', admin, { ...plan, early_redemption_penalty_percent: 100.5 });
      expect(penalty.statusCode).toBe(422);
      expect(penalty.json().errors).toEqual({
        early_redemption_penalty_percent: ['The early-redemption penalty must be a percentage from 0 to 100, with up to two decimals.'],
      });
      const text = await call(ctx().app, 'POST', '/api/create-plan', admin, { ...plan, risk_disclosure: 'x'.repeat(2001) });
      expect(text.statusCode).toBe(422);
      const typed = await call(ctx().app, 'POST', '/api/create-plan', admin, { ...plan, early_redemption_penalty_percent: '5' });
      expect(typed.statusCode).toBe(422);
      expect(await ctx().db.selectFrom('plans').select('id').execute()).toEqual([]);
    });
  });
});
