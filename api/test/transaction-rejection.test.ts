import { MAX_TRANSACTION_REJECTION_REASON_LENGTH, TRANSACTION_REJECTION_MESSAGES } from '@arcvest/shared/rules';
import type { InboxItem } from '@arcvest/shared/schemas';
import { postTransaction } from '../src/services/wallet';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan, HEX_TX, walletOf } from './money-helpers';
import { confirmedWithdraw } from './step-up-helpers';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const REASON = 'The address belongs to a mixing service.';

// docs/money.md#rejections: the admin's optional reason, kept, audited and told to the owner.
forEachDatabase((ctx) => {
  let admin: string;
  let ivyId: number;
  let ivy: string;

  beforeEach(async () => {
    admin = await signInAdmin(ctx().app, ctx().db);
    ivyId = await createUser(ctx().db, 'ivy');
    await ctx().db.updateTable('users').set({ level: 3 }).where('id', '=', ivyId).execute();
    ivy = await login(ctx().app, 'ivy');
  });

  const withdrawal = async (amount = 300_00) => {
    // Credited straight in the ledger: with four-eyes approval on, a bonus would wait too.
    const { db, clock } = ctx();
    await db
      .transaction()
      .execute((trx) => postTransaction(trx, { user_id: ivyId, type: 'bonus', status: 'confirmed', amount, created_at: clock.now.toISOString() }));
    const payload = { amount, address: ADDRESS, payment_method: 'BTC', user_id: ivyId, type: 'withdrawal' };
    expect((await confirmedWithdraw(ctx(), ivy, payload)).statusCode).toBe(201);
    return (await ctx().db.selectFrom('transactions').select('id').where('type', '=', 'withdrawal').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  };
  const deposit = async () => {
    const planId = await createPlan(ctx().db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    const payload = { plan_id: planId, amount: 500_00, payment_method: 'BTC', transaction_id: HEX_TX(3), type: 'deposit' };
    expect((await call(ctx().app, 'POST', '/api/deposit', ivy, payload)).statusCode).toBe(201);
    return (await ctx().db.selectFrom('transactions').select('id').where('type', '=', 'deposit').executeTakeFirstOrThrow()).id;
  };
  const reject = (id: number, body?: object) => call(ctx().app, 'POST', `/api/reject-transaction/${id}`, admin, body);
  const stored = (id: number) => ctx().db.selectFrom('transactions').select(['status', 'reason']).where('id', '=', id).executeTakeFirstOrThrow();
  const inboxBodies = async () => ((await call(ctx().app, 'GET', '/api/notifications', ivy)).json().items as InboxItem[]).map((item) => item.body);
  const emails = () => ctx().db.selectFrom('notifications').select(['subject', 'body']).where('user_id', '=', ivyId).orderBy('id').execute();
  const audited = async (id: number) => {
    const row = await ctx()
      .db.selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'transaction.reject')
      .where('target_id', '=', id)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.details) as Record<string, unknown>;
  };
  const historyItem = async (id: number) =>
    ((await call(ctx().app, 'GET', '/api/transactions', ivy)).json().items as { id: number; reason: string | null }[]).find((item) => item.id === id);

  it('keeps a withdrawal’s reason, trimmed, audits it, and tells the investor in the notice, the email and the history', async () => {
    const id = await withdrawal();
    const answer = await reject(id, { reason: `  ${REASON}\n` });
    expect([answer.statusCode, answer.json()]).toEqual([200, { message: 'Transaction rejected.' }]);

    expect(await stored(id)).toEqual({ status: 'failed', reason: REASON });
    expect(await walletOf(ctx().db, ivyId)).toBe(300_00);
    expect(await audited(id)).toMatchObject({ type: 'withdrawal', amount: 300_00, reason: REASON });
    expect(await inboxBodies()).toContain(
      'Your withdrawal of $300.00 in BTC was rejected: The address belongs to a mixing service. The amount is back in your wallet.',
    );
    const rejection = (await emails()).find((email) => email.subject === 'Your Arcvest withdrawal was rejected');
    expect(rejection?.body).toContain(`Your withdrawal of $300.00 in BTC was rejected, for this reason:\n\n${REASON}\n\nThe amount is back in your wallet.`);
    expect((await historyItem(id))?.reason).toBe(REASON);
  });

  it('rejects without a body, as the spec calls it: no reason anywhere', async () => {
    const id = await withdrawal();
    expect((await reject(id)).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ status: 'failed', reason: null });
    expect(await audited(id)).not.toHaveProperty('reason');
    expect(await inboxBodies()).toContain('Your withdrawal of $300.00 in BTC was rejected. The amount is back in your wallet.');
    const rejection = (await emails()).find((email) => email.subject === 'Your Arcvest withdrawal was rejected');
    expect(rejection?.body).toContain('Your withdrawal of $300.00 in BTC was rejected. The amount is back in your wallet.');
  });

  it('refuses a reason too long or blank under its field, and changes nothing', async () => {
    const id = await withdrawal();
    const emailsBefore = (await emails()).length;
    const tooLong = await reject(id, { reason: 'a'.repeat(MAX_TRANSACTION_REJECTION_REASON_LENGTH + 1) });
    expect([tooLong.statusCode, tooLong.json().errors]).toEqual([
      422,
      { reason: [`The reason field may have at most ${MAX_TRANSACTION_REJECTION_REASON_LENGTH} characters.`] },
    ]);
    const blank = await reject(id, { reason: ' \n ' });
    expect([blank.statusCode, blank.json()]).toEqual([
      422,
      {
        message: TRANSACTION_REJECTION_MESSAGES.reasonBlank,
        errors: { reason: [TRANSACTION_REJECTION_MESSAGES.reasonBlank] },
        code: 'rules.transactionRejection.reasonBlank',
      },
    ]);
    const notText = await reject(id, { reason: 42 });
    expect([notText.statusCode, notText.json().errors]).toEqual([422, { reason: ['The reason field must be text.'] }]);

    expect(await stored(id)).toEqual({ status: 'pending', reason: null });
    expect(await walletOf(ctx().db, ivyId)).toBe(0);
    expect(await ctx().db.selectFrom('audit_log').select('id').where('action', '=', 'transaction.reject').execute()).toEqual([]);
    expect(await emails()).toHaveLength(emailsBefore);
    // Exactly the limit goes through.
    expect((await reject(id, { reason: 'a'.repeat(MAX_TRANSACTION_REJECTION_REASON_LENGTH) })).statusCode).toBe(200);
  });

  it('keeps and tells a deposit’s reason too; without one the deposit notice says the payment was not found', async () => {
    const id = await deposit();
    expect((await reject(id, { reason: 'Paid on the wrong network.' })).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ status: 'failed', reason: 'Paid on the wrong network.' });
    expect(await inboxBodies()).toContain('Your deposit of $500.00 in BTC was not confirmed: Paid on the wrong network.');
    const rejection = (await emails()).find((email) => email.subject === 'Your Arcvest deposit was not confirmed');
    expect(rejection?.body).toContain('was not confirmed, for this reason:\n\nPaid on the wrong network.\n\nIf you did pay');
  });

  it('rejects at once with four-eyes approval on, reason and all; the confirmation waiting for approval is then closed as not done', async () => {
    const app = await ctx().rebuild({ fourEyes: { on: true, withdrawalThresholdCents: 1_000_00 }, dailyWithdrawalLimits: {} });
    admin = await login(app, 'boss');
    ivy = await login(app, 'ivy');
    await createUser(ctx().db, 'otto', 'admin');
    const otto = await login(app, 'otto');
    const id = await withdrawal(2_000_00);
    const asked = await call(app, 'POST', `/api/confirm-transaction/${id}`, admin);
    expect(asked.statusCode).toBe(202);
    expect((await reject(id, { reason: REASON })).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ status: 'failed', reason: REASON });
    expect(await walletOf(ctx().db, ivyId)).toBe(2_000_00);

    const approved = await call(app, 'POST', `/api/approvals/${asked.json().approval.id}/approve`, otto);
    expect([approved.statusCode, approved.json().message]).toEqual([409, 'Approved, but not done: This transaction has already been processed.']);
    expect(await stored(id)).toEqual({ status: 'failed', reason: REASON });
    expect(await walletOf(ctx().db, ivyId)).toBe(2_000_00);
  });
});
