import { verifyMerkleSumProof, type LiabilityLeaf } from '@arcvest/shared/rules';
import type { LiabilitiesSnapshot, LiabilityProof } from '@arcvest/shared/schemas';
import { startAccrualTimer } from '../src/jobs/accrual-timer';
import { postTransaction } from '../src/services/wallet';
import { createProofOfLiabilitiesService, LIABILITY_MESSAGES } from '../src/services/proof-of-liabilities';
import { forEachDatabase } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { createPlan, DAY } from './money-helpers';

forEachDatabase((ctx) => {
  const leafOf = (proof: LiabilityProof): LiabilityLeaf => ({ userId: proof.user_id, nonce: proof.nonce, sum: proof.sum });

  async function bonus(userId: number, amount: number) {
    await ctx().db.transaction().execute((trx) =>
      postTransaction(trx, { user_id: userId, type: 'bonus', status: 'confirmed', amount, created_at: ctx().clock.now.toISOString() }),
    );
  }

  /** Ivy: a wallet and a plan bought from it; Otto: a wallet only; Zed: nothing. */
  async function investors() {
    const { app, db } = ctx();
    const ivyId = await createUser(db, 'ivy');
    const ottoId = await createUser(db, 'otto');
    const zedId = await createUser(db, 'zed');
    const ivy = await login(app, 'ivy');
    await bonus(ivyId, 1_635_00);
    const planId = await createPlan(db, { roi: 2, duration: 30 });
    expect((await call(app, 'POST', '/api/deposit', ivy, { plan_id: planId, amount: 1_500_00, payment_method: 'BALANCE' })).statusCode).toBe(201);
    await bonus(ottoId, 7_01);
    return { ivyId, ottoId, zedId, ivy, otto: await login(app, 'otto'), zed: await login(app, 'zed'), admin: await signInAdmin(app, db) };
  }

  async function snapshot(admin: string): Promise<LiabilitiesSnapshot> {
    const response = await call(ctx().app, 'POST', '/api/proof-of-liabilities', admin);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function proofOf(token: string): Promise<LiabilityProof> {
    const response = await call(ctx().app, 'GET', '/api/proof-of-liabilities/me', token);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('totals every wallet and the capital of active plans; each user’s own proof verifies against the published root', async () => {
    const { app, db } = ctx();
    const { ivyId, ottoId, ivy, otto, admin } = await investors();
    const taken = await snapshot(admin);

    // Worked out from the tables, independently of the service.
    const wallets = await db.selectFrom('wallets').select(['user_id', 'balance']).execute();
    const capital = await db.selectFrom('user_plans').select(['user_id', 'amount']).where('status', '=', 'active').execute();
    const owed = [...wallets.map((row) => Number(row.balance)), ...capital.map((row) => Number(row.amount))].reduce((a, b) => a + b, 0);
    expect(owed).toBe(1_635_00 + 7_01);
    expect(taken).toEqual({ root: expect.stringMatching(/^[0-9a-f]{64}$/), total: owed, leaves: 2, generated_at: ctx().clock.now.toISOString() });

    const published = await call(app, 'GET', '/api/proof-of-liabilities', null);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual(taken);

    const ivyProof = await proofOf(ivy);
    const ottoProof = await proofOf(otto);
    expect(ivyProof).toMatchObject({ user_id: ivyId, sum: 135_00 + 1_500_00, root: { hash: taken.root, sum: taken.total }, generated_at: taken.generated_at });
    expect(ottoProof).toMatchObject({ user_id: ottoId, sum: 7_01 });
    expect(ivyProof.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(ivyProof.nonce).not.toBe(ottoProof.nonce);
    for (const proof of [ivyProof, ottoProof]) {
      await expect(verifyMerkleSumProof(leafOf(proof), proof.path, { hash: taken.root, sum: taken.total })).resolves.toBe(true);
      // One user's proof does not pass as the other's.
      await expect(verifyMerkleSumProof({ ...leafOf(proof), userId: proof.user_id === ivyId ? ottoId : ivyId }, proof.path, proof.root)).resolves.toBe(false);
    }
  });

  it('serves only the signed-in user’s own proof: 401 signed out, 404 for a user owed nothing, who is no leaf', async () => {
    const { app } = ctx();
    const { ivyId, ottoId, ivy, zed, admin } = await investors();
    await snapshot(admin);
    const ivyProof = await proofOf(ivy);
    expect(ivyProof.user_id).toBe(ivyId);
    // No way to ask for another user's: the path takes no id, a query is ignored.
    expect((await call(app, 'GET', `/api/proof-of-liabilities/me?user_id=${ottoId}`, ivy)).json().user_id).toBe(ivyId);
    expect((await call(app, 'GET', '/api/proof-of-liabilities/me', null)).statusCode).toBe(401);
    const none = await call(app, 'GET', '/api/proof-of-liabilities/me', zed);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(LIABILITY_MESSAGES.notIncluded);
    const leaves = await ctx().db.selectFrom('liability_leaves').select('user_id').execute();
    expect(leaves.map((leaf) => leaf.user_id).sort((a, b) => a - b)).toEqual([ivyId, ottoId]);
  });

  it('answers 404 with a message before any snapshot; only an admin takes one, audited; 409 when nobody is owed anything', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const missing = await call(app, 'GET', '/api/proof-of-liabilities', null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LIABILITY_MESSAGES.none);
    const nothing = await call(app, 'POST', '/api/proof-of-liabilities', admin);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(LIABILITY_MESSAGES.nothingOwed);

    const ottoId = await createUser(db, 'otto');
    await bonus(ottoId, 1);
    const otto = await login(app, 'otto');
    expect((await call(app, 'POST', '/api/proof-of-liabilities', otto)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/proof-of-liabilities', null)).statusCode).toBe(401);
    expect(await db.selectFrom('liability_snapshots').select('id').execute()).toHaveLength(0);

    const taken = await snapshot(admin);
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'liabilities.snapshot').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].details)).toEqual({ root: taken.root, total: 1, leaves: 1 });
  });

  it('draws new nonces and a new order for each snapshot', async () => {
    const { db } = ctx();
    const { ivy, admin } = await investors();
    for (let i = 0; i < 8; i += 1) await createUser(db, `extra${i}`).then((id) => bonus(id, 100 + i));
    const first = await snapshot(admin);
    const firstProof = await proofOf(ivy);
    const second = await snapshot(admin);
    const secondProof = await proofOf(ivy);
    expect(second.total).toBe(first.total);
    expect(second.root).not.toBe(first.root);
    expect(secondProof.nonce).not.toBe(firstProof.nonce);
    const orderOf = async (root: string) => {
      const { id } = await db.selectFrom('liability_snapshots').select('id').where('root_hash', '=', root).executeTakeFirstOrThrow();
      return (await db.selectFrom('liability_leaves').select('user_id').where('snapshot_id', '=', id).orderBy('leaf_index').execute()).map((row) => row.user_id);
    };
    const [firstOrder, secondOrder] = [await orderOf(first.root), await orderOf(second.root)];
    expect([...secondOrder].sort()).toEqual([...firstOrder].sort());
    // 10 leaves: the same order again by chance is 1 in 3,628,800.
    expect(secondOrder).not.toEqual(firstOrder);
    await expect(verifyMerkleSumProof(leafOf(secondProof), secondProof.path, { hash: second.root, sum: second.total })).resolves.toBe(true);
    await expect(verifyMerkleSumProof(leafOf(firstProof), firstProof.path, { hash: second.root, sum: second.total })).resolves.toBe(false);
  });

  it('takes the daily snapshot once per 24 h, one only when several servers run it at once', async () => {
    const { db, clock } = ctx();
    await investors();
    const servers = [1, 2, 3].map(() => createProofOfLiabilitiesService({ db, now: () => clock.now }));
    const taken = await Promise.all(servers.map((server) => server.takeDailyIfDue()));
    expect(taken.filter(Boolean)).toHaveLength(1);
    clock.advance(DAY - 1);
    expect(await servers[0].takeDailyIfDue()).toBe(false);
    clock.advance(1);
    expect(await Promise.all(servers.map((server) => server.takeDailyIfDue()))).toEqual(expect.arrayContaining([true, false, false]));
    expect(await db.selectFrom('liability_snapshots').select('id').execute()).toHaveLength(2);
  });

  it('is taken by the accrual timer after its run, so it counts the days the run credited', async () => {
    const { app, db, clock } = ctx();
    const admin = await signInAdmin(app, db);
    const userId = await createUser(db, 'ivy');
    const planId = await createPlan(db, { roi: 1, duration: 2 });
    const body = { plan_id: planId, user_id: userId, amount: 100_00, payment_method: 'BTC', type: 'deposit' };
    expect((await app.inject({ method: 'POST', url: '/api/admin-deposit', headers: bearer(admin), payload: body })).statusCode).toBe(201);

    const later = new Date(clock.now.getTime() + 2 * DAY);
    const log = { info: jest.fn(), error: jest.fn() };
    const liabilities = createProofOfLiabilitiesService({ db, now: () => later });
    const stop = startAccrualTimer({ db, now: () => later, intervalSeconds: 3600, siteName: 'Arcvest', log: log as never, dailySnapshot: liabilities.takeDailyIfDue });
    await stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith('proof of liabilities: daily snapshot taken');
    // The plan matured in the run: its capital and two days' return are in the wallet, counted once.
    expect(await liabilities.latest()).toMatchObject({ total: 100_00 + 2_00, leaves: 1, generated_at: later.toISOString() });
  });
});
