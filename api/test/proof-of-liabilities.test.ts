import { SHARE_COUNT, verifyMerkleSumProof, type MerkleSumNode } from '@arcvest/shared/rules';
import type { LiabilitiesSnapshot, LiabilityProof } from '@arcvest/shared/schemas';
import { startAccrualTimer } from '../src/jobs/accrual-timer';
import { postTransaction } from '../src/services/wallet';
import { createProofOfLiabilitiesService, csprngBelow, LIABILITY_TEXTS } from '../src/services/proof-of-liabilities';
import { forEachDatabase } from './databases';
import { bearer, call, createUser, login, saying, sessionToken, signInAdmin } from './helpers';
import { createPlan, DAY } from './money-helpers';

forEachDatabase((ctx) => {
  /** Whether every share of the proof leads to `root` (Web Crypto, as an investor checks), as user `userId`'s. */
  async function sharesVerify(proof: LiabilityProof, root: MerkleSumNode, userId = proof.user_id): Promise<boolean[]> {
    return Promise.all(proof.shares.map((share) => verifyMerkleSumProof({ userId, nonce: share.nonce, sum: share.sum }, share.path, root)));
  }

  /** The shares are 2 to 4 leaves of at least 1 cent, with their own nonces, that add up to the balance. */
  function expectSharesOf(proof: LiabilityProof, balance: number) {
    expect(proof.sum).toBe(balance);
    expect(proof.shares.reduce((total, share) => total + share.sum, 0)).toBe(balance);
    expect(proof.shares.length).toBeGreaterThanOrEqual(SHARE_COUNT.min);
    expect(proof.shares.length).toBeLessThanOrEqual(SHARE_COUNT.max);
    expect(proof.shares.every((share) => share.sum >= 1 && /^[0-9a-f]{32}$/.test(share.nonce))).toBe(true);
    expect(new Set(proof.shares.map((share) => share.nonce)).size).toBe(proof.shares.length);
  }

  const leafCount = async () => (await ctx().db.selectFrom('liability_leaves').select('user_id').execute()).length;

  async function bonus(userId: number, amount: number) {
    await ctx()
      .db.transaction()
      .execute((trx) => postTransaction(trx, { user_id: userId, type: 'bonus', status: 'confirmed', amount, created_at: ctx().clock.now.toISOString() }));
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
    expect(taken).toEqual({
      root: expect.stringMatching(/^[0-9a-f]{64}$/),
      total: owed,
      leaves: await leafCount(),
      investors: 2,
      generated_at: ctx().clock.now.toISOString(),
    });
    expect(taken.leaves).toBeGreaterThanOrEqual(2 * SHARE_COUNT.min);

    const published = await call(app, 'GET', '/api/proof-of-liabilities', null);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual(taken);

    const ivyProof = await proofOf(ivy);
    const ottoProof = await proofOf(otto);
    expect(ivyProof).toMatchObject({ user_id: ivyId, root: { hash: taken.root, sum: taken.total }, generated_at: taken.generated_at });
    expect(ottoProof).toMatchObject({ user_id: ottoId });
    expectSharesOf(ivyProof, 135_00 + 1_500_00);
    expectSharesOf(ottoProof, 7_01);
    expect(ivyProof.shares.length + ottoProof.shares.length).toBe(taken.leaves);
    for (const proof of [ivyProof, ottoProof]) {
      expect(await sharesVerify(proof, { hash: taken.root, sum: taken.total })).toEqual(proof.shares.map(() => true));
      // One user's proof does not pass as the other's.
      expect(await sharesVerify(proof, proof.root, proof.user_id === ivyId ? ottoId : ivyId)).toEqual(proof.shares.map(() => false));
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
    expect(none.json()).toEqual(saying(LIABILITY_TEXTS.notIncluded));
    const leaves = await ctx().db.selectFrom('liability_leaves').select('user_id').execute();
    expect([...new Set(leaves.map((leaf) => leaf.user_id))].sort((a, b) => a - b)).toEqual([ivyId, ottoId]);
  });

  it('answers 404 with a message before any snapshot; only an admin takes one, audited; 409 when nobody is owed anything', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const missing = await call(app, 'GET', '/api/proof-of-liabilities', null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(saying(LIABILITY_TEXTS.none));
    const nothing = await call(app, 'POST', '/api/proof-of-liabilities', admin);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual(saying(LIABILITY_TEXTS.nothingOwed));

    const ottoId = await createUser(db, 'otto');
    await bonus(ottoId, 1);
    const otto = await login(app, 'otto');
    expect((await call(app, 'POST', '/api/proof-of-liabilities', otto)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/proof-of-liabilities', null)).statusCode).toBe(401);
    expect(await db.selectFrom('liability_snapshots').select('id').execute()).toHaveLength(0);

    const taken = await snapshot(admin);
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'liabilities.snapshot').execute();
    expect(audit).toHaveLength(1);
    // A balance of 1 cent is one leaf.
    expect(JSON.parse(audit[0].details)).toEqual({ root: taken.root, total: 1, leaves: 1, investors: 1 });
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
    const firstNonces = firstProof.shares.map((share) => share.nonce);
    expect(secondProof.shares.filter((share) => firstNonces.includes(share.nonce))).toEqual([]);
    const orderOf = async (root: string) => {
      const { id } = await db.selectFrom('liability_snapshots').select('id').where('root_hash', '=', root).executeTakeFirstOrThrow();
      return (await db.selectFrom('liability_leaves').select('user_id').where('snapshot_id', '=', id).orderBy('leaf_index').execute()).map(
        (row) => row.user_id,
      );
    };
    const [firstOrder, secondOrder] = [await orderOf(first.root), await orderOf(second.root)];
    expect(new Set(secondOrder)).toEqual(new Set(firstOrder));
    // At least 20 leaves: the same order again by chance is less than 1 in 10^18.
    expect(secondOrder).not.toEqual(firstOrder);
    expect(await sharesVerify(secondProof, { hash: second.root, sum: second.total })).toEqual(secondProof.shares.map(() => true));
    expect(await sharesVerify(firstProof, { hash: second.root, sum: second.total })).toEqual(firstProof.shares.map(() => false));
  });

  it('hides every balance among 50 users: no step of any path holds exactly one other user’s leaves, and every share verifies', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const balances = new Map<number, number>();
    for (let i = 0; i < 50; i += 1) {
      const userId = await createUser(db, `investor${i}`);
      // Distinct balances, from $10.00 up.
      balances.set(userId, 10_00 + i * 1_01);
      await bonus(userId, balances.get(userId)!);
    }
    const taken = await snapshot(admin);
    expect(taken).toMatchObject({ investors: 50, total: [...balances.values()].reduce((a, b) => a + b, 0) });

    // Who owns each leaf, in the tree's order, read from the table rather than from the service.
    const { id } = await db.selectFrom('liability_snapshots').select('id').where('root_hash', '=', taken.root).executeTakeFirstOrThrow();
    const rows = await db.selectFrom('liability_leaves').select(['leaf_index', 'user_id']).where('snapshot_id', '=', id).orderBy('leaf_index').execute();
    expect(rows.map((row) => row.leaf_index)).toEqual(rows.map((_, index) => index));
    const owners = rows.map((row) => row.user_id);
    const leavesOf = (userId: number) => owners.filter((owner) => owner === userId).length;

    const root = { hash: taken.root, sum: taken.total };
    for (const [userId, balance] of balances) {
      const proof = await proofOf(await sessionToken(db, userId, ctx().clock.now));
      expect(proof.user_id).toBe(userId);
      expectSharesOf(proof, balance);
      expect(proof.shares).toHaveLength(leavesOf(userId));
      expect(await sharesVerify(proof, root)).toEqual(proof.shares.map(() => true));
      for (const share of proof.shares) {
        // The leaf's place, from the sides of its path: a step on the left means this node is a right child.
        const place = share.path.reduce((index, step, level) => index + (step.side === 'left' ? 2 ** level : 0), 0);
        expect(owners[place]).toBe(userId);
        for (const [level, step] of share.path.entries()) {
          const sibling = Math.floor(place / 2 ** level) ^ 1;
          const under = owners.slice(sibling * 2 ** level, (sibling + 1) * 2 ** level);
          const onlyOwner = under.length > 0 && under.every((owner) => owner === under[0]) ? under[0] : null;
          // A step that were all of one other user's leaves would be their exact balance.
          const exposed = onlyOwner !== null && onlyOwner !== userId && under.length === leavesOf(onlyOwner);
          expect({ userId, level, exposed, sum: step.sum }).toEqual({ userId, level, exposed: false, sum: step.sum });
        }
      }
    }
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
    const { stop } = startAccrualTimer({
      db,
      now: () => later,
      intervalSeconds: 3600,
      siteName: 'Arcvest',
      log: log as never,
      dailySnapshot: liabilities.takeDailyIfDue,
    });
    await stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith('proof of liabilities: daily snapshot taken');
    // The plan matured in the run: its capital and two days' return are in the wallet, counted once.
    expect(await liabilities.latest()).toMatchObject({ total: 100_00 + 2_00, investors: 1, generated_at: later.toISOString() });
  });
});

describe('csprngBelow', () => {
  it('draws whole numbers below n, past randomInt’s 2^48 too, landing in every part of the range', () => {
    expect(csprngBelow(1)).toBe(0);
    for (const n of [2, 1_000, 2 ** 48, 3 * 2 ** 50, Number.MAX_SAFE_INTEGER]) {
      const thirds = new Set<number>();
      for (let i = 0; i < 300; i += 1) {
        const value = csprngBelow(n);
        expect(Number.isSafeInteger(value) && value >= 0 && value < n).toBe(true);
        thirds.add(Math.floor((value * 3) / n));
      }
      // 300 draws all missing one third of the range: (2/3)^300, about 10^-53.
      expect(thirds.size).toBe(n === 2 ? 2 : 3);
    }
  });
});
