import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { walletOf } from './money-helpers';
import { confirmedWithdraw, withStepUp } from './step-up-helpers';

forEachDatabase((ctx) => {
  async function setUp(wallet: number, level = 1) {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const investorId = await createUser(db, 'ivy');
    await db.updateTable('users').set({ level }).where('id', '=', investorId).execute();
    if (wallet > 0) await call(ctx().app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: wallet });
    const investor = await login(app, 'ivy');
    const withdraw = (amount: number) =>
      confirmedWithdraw(ctx(), investor, {
        amount,
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        payment_method: 'BTC',
        user_id: investorId,
        type: 'withdrawal',
      });
    return { admin, investor, investorId, withdraw };
  }

  const refusal = async (pending: ReturnType<typeof call>) => {
    const response = await pending;
    return [response.statusCode, response.json().message];
  };

  it('applies the amount, balance and level rules', async () => {
    const { withdraw, investorId } = await setUp(2_000_00, 1);
    // Below 1 cent the schema refuses it, before the rules.
    const zero = await withdraw(0);
    expect([zero.statusCode, zero.json().errors]).toEqual([422, { amount: ['The amount field must be at least 1.'] }]);
    expect(await refusal(withdraw(2_000_01))).toEqual([422, 'Insufficient balance']);
    expect(await refusal(withdraw(500_01))).toEqual([422, 'Please verify your email address to withdraw more than $500.']);
    expect((await withdraw(500_00)).statusCode).toBe(201);

    await ctx().db.updateTable('users').set({ level: 2 }).where('id', '=', investorId).execute();
    expect(await refusal(withdraw(1_000_01))).toEqual([422, 'Please complete your Identity verification process to be able to withdraw a $1,000 and above.']);
    expect((await withdraw(1_000_00)).statusCode).toBe(201);
    await ctx().db.updateTable('users').set({ level: 3 }).where('id', '=', investorId).execute();
    expect(await refusal(withdraw(500_01))).toEqual([422, 'Insufficient balance']);
    expect((await withdraw(500_00)).statusCode).toBe(201);
    expect(await walletOf(ctx().db, investorId)).toBe(0);
  });

  it("refuses in the request's language, the header's before the account's saved one, with the message's id as its code", async () => {
    const { investor, investorId } = await setUp(100_00, 3);
    const overTheBalance = async (headers: Record<string, string> = {}) => {
      const body = { amount: 200_00, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', payment_method: 'BTC', user_id: investorId, type: 'withdrawal' };
      const payload = await withStepUp(ctx(), investor, 'withdrawal', body);
      const response = await ctx().app.inject({ method: 'POST', url: '/api/withdraw', headers: { ...bearer(investor), ...headers }, payload });
      return [response.statusCode, response.json()];
    };
    const refused = (message: string) => [422, { message, errors: { amount: [message] }, code: 'rules.withdrawal.insufficient' }];
    expect(await overTheBalance()).toEqual(refused('Insufficient balance'));
    expect(await overTheBalance({ 'accept-language': 'es-MX, es;q=0.9' })).toEqual(refused('Saldo insuficiente'));
    await ctx().db.updateTable('users').set({ locale: 'ar' }).where('id', '=', investorId).execute();
    expect(await overTheBalance()).toEqual(refused('الرصيد غير كافٍ'));
    expect(await overTheBalance({ 'accept-language': 'en' })).toEqual(refused('Insufficient balance'));
    expect(await walletOf(ctx().db, investorId)).toBe(100_00);
  });

  it('debits when requested, keeps the money on confirm and gives it back on reject', async () => {
    const { withdraw, admin, investor, investorId } = await setUp(900_00, 3);
    const requested = await withdraw(300_00);
    expect(requested.json()).toEqual({ message: 'Withdrawal requested. It will be processed shortly.' });
    await withdraw(200_00);
    expect(await walletOf(ctx().db, investorId)).toBe(400_00);

    const [second, first] = (await call(ctx().app, 'GET', '/api/all-transactions?type=withdrawal&status=pending', admin)).json().items;
    expect(first).toMatchObject({ amount: 300_00, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', payment_method: 'BTC', username: 'ivy' });
    expect((await call(ctx().app, 'POST', `/api/confirm-transaction/${first.id}`, admin)).statusCode).toBe(200);
    expect(await walletOf(ctx().db, investorId)).toBe(400_00);
    expect((await call(ctx().app, 'POST', `/api/reject-transaction/${second.id}`, admin)).statusCode).toBe(200);
    expect(await walletOf(ctx().db, investorId)).toBe(600_00);
    expect((await call(ctx().app, 'POST', `/api/reject-transaction/${second.id}`, admin)).statusCode).toBe(409);
    expect(await walletOf(ctx().db, investorId)).toBe(600_00);

    const rejected = await ctx().db.selectFrom('transactions').select(['status', 'amount']).where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(rejected).toEqual({ status: 'failed', amount: 200_00 });
    const statistics = (await call(ctx().app, 'GET', `/api/user-statictics/${investorId}`, investor)).json();
    expect(statistics.withdrawal_sum).toBe(300_00);
    expect(await checkLedger(ctx().db)).toEqual({ ok: true, problems: [] });
  });

  it('withdraws only from the caller and only with an address', async () => {
    const { investor, investorId } = await setUp(100_00, 3);
    const other = await call(ctx().app, 'POST', '/api/withdraw', investor, { amount: 100, address: 'x', payment_method: 'ETH', user_id: investorId + 1 });
    expect(other.statusCode).toBe(403);
    const blank = await call(ctx().app, 'POST', '/api/withdraw', investor, { amount: 100, address: ' ', payment_method: 'ETH' });
    expect(blank.json().errors).toEqual({ address: ['Please enter the address to send the funds to.'] });
    const coin = await call(ctx().app, 'POST', '/api/withdraw', investor, { amount: 100, address: 'x', payment_method: 'DOGE' });
    expect(coin.statusCode).toBe(422);
  });

  it('gives bonuses and charges fees, never below zero, with the reason in the history', async () => {
    const { admin, investor, investorId } = await setUp(0);
    const bonus = await call(ctx().app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: 50_00, reason: 'Welcome gift' });
    expect(bonus.json()).toEqual({ message: "Bonus added to the user's balance." });
    const tooMuch = await call(ctx().app, 'POST', `/api/charge-fee/${investorId}`, admin, { fee: 50_01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({
      message: 'The fee may not be more than the balance of $50.00.',
      code: 'api.adjustment.feeTooLarge',
      errors: { fee: ['The fee may not be more than the balance of $50.00.'] },
    });
    const fee = await call(ctx().app, 'POST', `/api/charge-fee/${investorId}`, admin, { fee: 50_00, reason: 'Network fee' });
    expect(fee.json()).toEqual({ message: "Fee charged to the user's balance." });
    expect(await walletOf(ctx().db, investorId)).toBe(0);

    const history = (await call(ctx().app, 'GET', '/api/transactions', investor)).json().items;
    expect(history.map((tx: { type: string; amount: number; reason: string }) => [tx.type, tx.amount, tx.reason])).toEqual([
      ['charges', 50_00, 'Network fee'],
      ['bonus', 50_00, 'Welcome gift'],
    ]);
    expect((await call(ctx().app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: 0 })).statusCode).toBe(422);
    expect((await call(ctx().app, 'POST', '/api/give-bonus/999', admin, { bonus: 1 })).statusCode).toBe(404);
    expect((await call(ctx().app, 'POST', `/api/charge-fee/${investorId}`, investor, { fee: 1 })).statusCode).toBe(403);
    expect((await call(ctx().app, 'POST', `/api/give-bonus/${investorId}`, investor, { bonus: 1 })).statusCode).toBe(403);

    const audit = await ctx().db.selectFrom('audit_log').select(['action', 'target_id', 'details']).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['wallet.bonus', 'wallet.fee']);
    expect(JSON.parse(audit[1].details)).toMatchObject({ amount: 50_00, reason: 'Network fee' });
    expect((await checkLedger(ctx().db)).ok).toBe(true);
  });
});
