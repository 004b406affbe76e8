import type { FastifyInstance } from 'fastify';
import { APPROVAL_MESSAGES, type StaffRole } from '@arcvest/shared/rules';
import type { Approval } from '@arcvest/shared/schemas';
import { postTransaction } from '../src/services/wallet';
import { forEachDatabase, type TestContext } from './databases';
import { bearer, call, createUser, login } from './helpers';
import { createPlan, DAY, LONG_SESSIONS, walletOf } from './money-helpers';
import { confirmedWithdraw } from './step-up-helpers';

const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** BIP 32 test vector 1, m/0H: a plain xpub, taken by every coin. */
const XPUB = 'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';
const FOUR_EYES = { fourEyes: { on: true, withdrawalThresholdCents: 1_000_00 }, dailyWithdrawalLimits: {}, ...LONG_SESSIONS };

interface Staff {
  id: number;
  token: string;
}

async function staffMember(ctx: TestContext, username: string, role: StaffRole): Promise<Staff> {
  const id = await createUser(ctx.db, username, 'admin');
  await ctx.db.updateTable('users').set({ staff_role: role }).where('id', '=', id).execute();
  return { id, token: await login(ctx.app, username) };
}

async function credit(ctx: TestContext, userId: number, amount: number): Promise<void> {
  await ctx.db
    .transaction()
    .execute((trx) => postTransaction(trx, { user_id: userId, type: 'bonus', status: 'confirmed', amount, created_at: ctx.clock.now.toISOString() }));
}

async function auditActions(ctx: TestContext, approvalId: number): Promise<{ action: string; actor_id: number | null; details: string }[]> {
  return ctx.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'details'])
    .where('target_type', '=', 'approval')
    .where('target_id', '=', approvalId)
    .orderBy('id')
    .execute();
}

forEachDatabase((ctx) => {
  /** The staff of every test: two owners, two finance officers, support; an investor with $5,000. */
  async function team() {
    const app = await ctx().rebuild(FOUR_EYES);
    const olga = await staffMember(ctx(), 'olga', 'owner');
    const otto = await staffMember(ctx(), 'otto', 'owner');
    const fay = await staffMember(ctx(), 'fay', 'finance');
    const finn = await staffMember(ctx(), 'finn', 'finance');
    const sam = await staffMember(ctx(), 'sam', 'support');
    const ivyId = await createUser(ctx().db, 'ivy');
    // Level 3: no limit per withdrawal.
    await ctx().db.updateTable('users').set({ level: 3 }).where('id', '=', ivyId).execute();
    await credit(ctx(), ivyId, 5_000_00);
    const ivy = { id: ivyId, token: await login(app, 'ivy') };
    return { app, olga, otto, fay, finn, sam, ivy };
  }

  const pendingOf = (response: { statusCode: number; json(): { approval: Approval } }) => {
    expect(response.statusCode).toBe(202);
    expect(response.json().approval.status).toBe('pending');
    return response.json().approval;
  };
  const approve = (app: FastifyInstance, id: number, who: Staff) => call(app, 'POST', `/api/approvals/${id}/approve`, who.token);

  it('a withdrawal of FOUR_EYES_USD or more waits: the asker cannot approve it, a role without the permission cannot, a second finance officer does, once', async () => {
    const { app, fay, finn, sam, ivy } = await team();
    expect((await confirmedWithdraw({ ...ctx(), app }, ivy.token, { amount: 2_000_00, address: BTC, payment_method: 'BTC' })).statusCode).toBe(201);
    const withdrawal = await ctx().db.selectFrom('transactions').selectAll().where('type', '=', 'withdrawal').executeTakeFirstOrThrow();

    const approval = pendingOf(await call(app, 'POST', `/api/confirm-transaction/${withdrawal.id}`, fay.token));
    expect(approval).toMatchObject({ kind: 'withdrawal.confirm', target: `transaction:${withdrawal.id}`, requested_by: 'fay', permission: 'money.decide' });
    expect(approval.summary).toBe(`Confirm ivy's withdrawal #${withdrawal.id} of $2,000.00 in BTC`);
    expect(approval.changes).toContainEqual({ label: 'To address', before: null, after: BTC });
    expect(Date.parse(approval.expires_at) - ctx().clock.now.getTime()).toBe(3 * DAY);
    const still = async () => (await ctx().db.selectFrom('transactions').select('status').where('id', '=', withdrawal.id).executeTakeFirstOrThrow()).status;
    expect(await still()).toBe('pending');
    // Asking twice for the same withdrawal names the waiting request.
    expect((await call(app, 'POST', `/api/confirm-transaction/${withdrawal.id}`, finn.token)).json()).toEqual({
      message: APPROVAL_MESSAGES.alreadyWaiting(approval.id),
      code: 'rules.approval.alreadyWaiting',
    });

    const own = await approve(app, approval.id, fay);
    expect([own.statusCode, own.json().message]).toEqual([403, APPROVAL_MESSAGES.ownRequest]);
    // In the reader's language: the refusal and the answer.
    const inPortuguese = (who: Staff) =>
      app.inject({ method: 'POST', url: `/api/approvals/${approval.id}/approve`, headers: { ...bearer(who.token), 'accept-language': 'pt-BR' } });
    expect((await inPortuguese(fay)).json()).toEqual({
      message: 'Você mesmo pediu isto: outro membro da equipe precisa aprovar.',
      code: 'rules.approval.ownRequest',
    });
    expect((await approve(app, approval.id, sam)).statusCode).toBe(403);
    expect(await still()).toBe('pending');

    const approved = await inPortuguese(finn);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Aprovado e concluído.');
    expect(approved.json().approval).toMatchObject({ status: 'done', decided_by: 'finn', outcome: APPROVAL_MESSAGES.done });
    expect(await still()).toBe('confirmed');
    expect((await approve(app, approval.id, finn)).statusCode).toBe(409);
    const audit = await auditActions(ctx(), approval.id);
    expect(audit.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['approval.request', fay.id],
      ['approval.approve', finn.id],
    ]);
    expect(JSON.parse(audit[1].details)).toMatchObject({ requested_by: 'fay', decided_by: 'finn' });
    const confirmed = await ctx().db.selectFrom('audit_log').select(['actor_id']).where('action', '=', 'transaction.confirm').executeTakeFirstOrThrow();
    expect(confirmed.actor_id).toBe(finn.id);
  });

  it('a withdrawal under the threshold, and a deposit, are confirmed at once', async () => {
    const { app, fay, ivy } = await team();
    await confirmedWithdraw({ ...ctx(), app }, ivy.token, { amount: 999_99, address: BTC, payment_method: 'BTC' });
    const withdrawal = await ctx().db.selectFrom('transactions').select('id').where('type', '=', 'withdrawal').executeTakeFirstOrThrow();
    expect((await call(app, 'POST', `/api/confirm-transaction/${withdrawal.id}`, fay.token)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/approvals', fay.token)).json()).toEqual({ four_eyes: true, withdrawal_threshold: 1_000_00, items: [] });
  });

  it("a bonus waits and is paid once when approved; asked in the rules' breach, it is refused at once and nothing waits", async () => {
    const { app, olga, fay, ivy } = await team();
    const approval = pendingOf(await call(app, 'POST', `/api/give-bonus/${ivy.id}`, fay.token, { bonus: 50_00, reason: 'Welcome' }));
    expect(approval.changes).toEqual([
      { label: 'Balance', before: '$5,000.00', after: '$5,050.00' },
      { label: 'Reason', before: null, after: 'Welcome' },
    ]);
    expect(await walletOf(ctx().db, ivy.id)).toBe(5_000_00);
    expect((await approve(app, approval.id, olga)).statusCode).toBe(200);
    expect(await walletOf(ctx().db, ivy.id)).toBe(5_050_00);

    const tooBig = await call(app, 'POST', `/api/charge-fee/${ivy.id}`, fay.token, { fee: 6_000_00 });
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([422, 'The fee may not be more than the balance of $5,050.00.']);
    expect((await call(app, 'POST', '/api/give-bonus/999999', fay.token, { bonus: 1_00 })).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/approvals', fay.token)).json().items).toEqual([]);
  });

  it('an action its rules refuse when approved is closed as not done, with the reason, and changes nothing', async () => {
    const { app, fay, finn, ivy } = await team();
    const approval = pendingOf(await call(app, 'POST', `/api/charge-fee/${ivy.id}`, fay.token, { fee: 4_000_00 }));
    // Meanwhile the balance falls below the fee.
    await confirmedWithdraw({ ...ctx(), app }, ivy.token, { amount: 2_000_00, address: BTC, payment_method: 'BTC' });
    const refused = await approve(app, approval.id, finn);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(APPROVAL_MESSAGES.failed('The fee may not be more than the balance of $3,000.00.'));
    expect(await walletOf(ctx().db, ivy.id)).toBe(3_000_00);
    const [closed] = (await call(app, 'GET', '/api/approvals?status=closed', fay.token)).json().items as Approval[];
    expect(closed).toMatchObject({ id: approval.id, status: 'failed', decided_by: 'finn', outcome: 'The fee may not be more than the balance of $3,000.00.' });
    expect((await auditActions(ctx(), approval.id)).map((entry) => entry.action)).toEqual(['approval.request', 'approval.fail']);
  });

  it('two approvers at once: one effect, the other told it is decided', async () => {
    const { app, olga, fay, finn, ivy } = await team();
    const approval = pendingOf(await call(app, 'POST', `/api/give-bonus/${ivy.id}`, fay.token, { bonus: 10_00 }));
    const answers = await Promise.all([approve(app, approval.id, finn), approve(app, approval.id, olga)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await walletOf(ctx().db, ivy.id)).toBe(5_010_00);
    const bonuses = await ctx().db.selectFrom('transactions').select('id').where('user_id', '=', ivy.id).where('type', '=', 'bonus').execute();
    expect(bonuses).toHaveLength(2);
  });

  it('an expired request does nothing and frees its target; a rejected one needs a reason and changes nothing', async () => {
    const { app, fay, finn, ivy } = await team();
    const first = pendingOf(await call(app, 'POST', `/api/give-bonus/${ivy.id}`, fay.token, { bonus: 10_00 }));
    ctx().clock.advance(3 * DAY);
    const late = await approve(app, first.id, finn);
    expect([late.statusCode, late.json().message]).toEqual([409, APPROVAL_MESSAGES.notPending]);
    expect((await call(app, 'GET', '/api/approvals', finn.token)).json().items).toEqual([]);
    expect((await call(app, 'GET', '/api/approvals?status=closed', finn.token)).json().items[0]).toMatchObject({ id: first.id, status: 'expired' });

    const second = pendingOf(await call(app, 'POST', `/api/give-bonus/${ivy.id}`, fay.token, { bonus: 10_00 }));
    expect((await call(app, 'POST', `/api/approvals/${second.id}/reject`, finn.token, { reason: '  ' })).statusCode).toBe(422);
    const rejected = await call(app, 'POST', `/api/approvals/${second.id}/reject`, finn.token, { reason: 'Not agreed with the customer' });
    expect(rejected.json()).toMatchObject({
      message: APPROVAL_MESSAGES.rejected,
      approval: { status: 'rejected', reason: 'Not agreed with the customer', decided_by: 'finn' },
    });
    expect((await approve(app, second.id, finn)).statusCode).toBe(409);
    expect(await walletOf(ctx().db, ivy.id)).toBe(5_000_00);
  });

  it('plans: a new plan and a change of its terms wait for a second owner; a new title alone does not; a broken plan is refused at once', async () => {
    const { app, olga, otto, fay } = await team();
    const body = { title: 'Gold', roi: 1.5, duration: 30, min_amount: 100_00, max_amount: 5_000_00 };
    expect((await call(app, 'POST', '/api/create-plan', olga.token, { ...body, roi: 0 })).statusCode).toBe(422);
    const created = pendingOf(await call(app, 'POST', '/api/create-plan', olga.token, body));
    expect(created.changes).toContainEqual({ label: 'Daily return', before: null, after: '1.5%' });
    expect(await ctx().db.selectFrom('plans').select('id').where('title', '=', 'Gold').execute()).toEqual([]);
    expect((await approve(app, created.id, fay)).statusCode).toBe(403);
    expect((await approve(app, created.id, otto)).statusCode).toBe(200);
    const plan = await ctx().db.selectFrom('plans').select('id').where('title', '=', 'Gold').executeTakeFirstOrThrow();

    const renamed = await call(app, 'POST', `/api/edit-plan/${plan.id}`, olga.token, { ...body, title: 'Gold+' });
    expect([renamed.statusCode, renamed.json().plan.title]).toEqual([200, 'Gold+']);
    const change = pendingOf(await call(app, 'POST', `/api/edit-plan/${plan.id}`, olga.token, { ...body, title: 'Gold+', roi: 2 }));
    expect(change.changes).toEqual([{ label: 'Daily return', before: '1.5%', after: '2%' }]);
    expect((await approve(app, change.id, otto)).statusCode).toBe(200);
    expect((await ctx().db.selectFrom('plans').select('roi_bp').where('id', '=', plan.id).executeTakeFirstOrThrow()).roi_bp).toBe(200);
  });

  it('buying a plan for a user and saving a chain key wait for approval', async () => {
    const { app, olga, otto, fay, finn, ivy } = await team();
    const planId = await createPlan(ctx().db, { title: 'Starter', roi: 1, duration: 10 });
    const buy = pendingOf(
      await call(app, 'POST', '/api/admin-deposit', fay.token, { plan_id: planId, user_id: ivy.id, amount: 500_00, payment_method: 'ETH' }),
    );
    expect(buy.summary).toBe('Buy Starter for ivy: $500.00 paid in ETH');
    expect((await approve(app, buy.id, finn)).statusCode).toBe(200);
    expect(await ctx().db.selectFrom('user_plans').select('amount').where('user_id', '=', ivy.id).execute()).toEqual([{ amount: 500_00 }]);

    expect((await call(app, 'POST', '/api/chain-keys/btc', olga.token, { xpub: 'xpub-not-a-key' })).statusCode).toBe(422);
    const key = pendingOf(await call(app, 'POST', '/api/chain-keys/btc', olga.token, { xpub: XPUB }));
    expect(key.changes).toEqual([{ label: 'Extended public key', before: null, after: XPUB }]);
    expect((await call(app, 'GET', '/api/chain-keys', olga.token)).json()).toEqual([]);
    expect((await approve(app, key.id, otto)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/chain-keys', olga.token)).json()).toMatchObject([{ coin: 'btc', xpub: XPUB }]);
  });

  it('making someone an owner waits for another owner; with one owner it is done at once; an owner invitation may not skip it', async () => {
    const app = await ctx().rebuild(FOUR_EYES);
    const olga = await staffMember(ctx(), 'olga', 'owner');
    const fay = await staffMember(ctx(), 'fay', 'finance');
    const finn = await staffMember(ctx(), 'finn', 'finance');
    const roleOf = async (id: number) => (await ctx().db.selectFrom('users').select('staff_role').where('id', '=', id).executeTakeFirstOrThrow()).staff_role;
    // The only owner makes a second one alone: nobody else could approve.
    expect((await call(app, 'POST', `/api/staff-role/${fay.id}`, olga.token, { staff_role: 'owner' })).statusCode).toBe(200);
    expect(await roleOf(fay.id)).toBe('owner');

    const third = pendingOf(await call(app, 'POST', `/api/staff-role/${finn.id}`, olga.token, { staff_role: 'owner' }));
    expect(third.changes).toEqual([{ label: 'Staff role', before: 'Finance', after: 'Owner' }]);
    expect(await roleOf(finn.id)).toBe('finance');
    expect((await approve(app, third.id, fay)).statusCode).toBe(200);
    expect(await roleOf(finn.id)).toBe('owner');
    // Other role changes take effect at once.
    expect((await call(app, 'POST', `/api/staff-role/${finn.id}`, olga.token, { staff_role: 'support' })).statusCode).toBe(200);

    const invitation = await call(app, 'POST', '/api/staff-invitations', olga.token, { email: 'new.owner@example.com', staff_role: 'owner' });
    expect([invitation.statusCode, invitation.json().message]).toEqual([409, APPROVAL_MESSAGES.ownerInviteNeedsApproval]);
  });

  it('with FOUR_EYES=off one person does it alone, as before, and the list says so', async () => {
    const olga = await staffMember(ctx(), 'olga', 'owner');
    const ivyId = await createUser(ctx().db, 'ivy');
    expect((await call(ctx().app, 'POST', `/api/give-bonus/${ivyId}`, olga.token, { bonus: 10_00 })).statusCode).toBe(200);
    expect(await walletOf(ctx().db, ivyId)).toBe(10_00);
    expect((await call(ctx().app, 'GET', '/api/approvals', olga.token)).json()).toMatchObject({ four_eyes: false, items: [] });
  });

  it('the overview counts waiting requests', async () => {
    const { app, fay, ivy } = await team();
    pendingOf(await call(app, 'POST', `/api/give-bonus/${ivy.id}`, fay.token, { bonus: 10_00 }));
    expect((await call(app, 'GET', '/api/admin-overview', fay.token)).json().pending.approvals).toBe(1);
  });
});
