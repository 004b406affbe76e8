import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { DAY, HOUR, LONG_SESSIONS, walletOf } from './money-helpers';
import { confirmedSaveAddress, confirmedWithdraw } from './step-up-helpers';

/** The withdrawal address book and the rolling daily limit (docs/levels-and-limits.md). */
forEachDatabase((ctx) => {
  beforeEach(() =>
    ctx().rebuild({ ...LONG_SESSIONS, rateLimitMax: 100_000, withdrawalAddressHoldHours: 24, dailyWithdrawalLimits: { 1: 1_000_00, 2: 5_000_00 } }),
  );

  const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
  const OTHER_BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
  const withdraw = (token: string, amount: number, address = BTC) =>
    confirmedWithdraw(ctx(), token, { amount, address, payment_method: 'BTC', type: 'withdrawal' });

  /** A level-`level` investor with `wallet` cents. */
  async function investor(wallet: number, level = 1) {
    const { app, db } = ctx();
    const userId = await createUser(db, 'ivy');
    await db.updateTable('users').set({ level }).where('id', '=', userId).execute();
    const admin = await signInAdmin(app, db);
    if (wallet > 0) expect((await call(app, 'POST', `/api/give-bonus/${userId}`, admin, { bonus: wallet, reason: 'Opening balance' })).statusCode).toBe(200);
    return { userId, admin, token: await login(app, 'ivy') };
  }

  describe('address book', () => {
    it('saves an address, emails the owner, holds it for 24 hours, then lets it be used', async () => {
      const { userId, token } = await investor(300_00);
      const saved = await confirmedSaveAddress(ctx(), token, { payment_method: 'BTC', address: ` ${BTC} `, label: ' Ledger ' });
      expect(saved.statusCode).toBe(201);
      const usableFrom = new Date(ctx().clock.now.getTime() + DAY).toISOString();
      expect(saved.json()).toEqual({
        id: expect.any(Number),
        payment_method: 'BTC',
        address: BTC,
        label: 'Ledger',
        created_at: ctx().clock.now.toISOString(),
        usable_from: usableFrom,
      });
      expect((await call(ctx().app, 'GET', '/api/withdrawal-addresses', token)).json()).toEqual([saved.json()]);
      const [email] = await ctx().db.selectFrom('notifications').select(['user_id', 'subject', 'body']).execute();
      expect(email).toMatchObject({ user_id: userId, subject: 'Arcvest security: a withdrawal address was saved' });
      expect(email.body).toMatch(/\/freeze-account\?token=/);
      expect(email.body).toContain(BTC);

      const held = await withdraw(token, 100_00);
      expect(held.statusCode).toBe(422);
      expect(held.json().errors.address).toEqual(['This address was saved recently and can be used from Jun 2, 2026, 12:00 PM UTC.']);
      expect(await walletOf(ctx().db, userId)).toBe(300_00);
      ctx().clock.advance(DAY);
      expect((await withdraw(token, 100_00)).statusCode).toBe(201);
      expect(await walletOf(ctx().db, userId)).toBe(200_00);
    });

    it('refuses a bad address, a missing label and a second copy, and removes only your own entries', async () => {
      const { token } = await investor(0);
      const bad = await confirmedSaveAddress(ctx(), token, { payment_method: 'BTC', address: `${BTC.slice(0, -1)}p`, label: '' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        address: ['This is not a valid Bitcoin address.'],
        label: ['Please give the address a label, for example "My Ledger".'],
      });
      const first = await confirmedSaveAddress(ctx(), token, { payment_method: 'BTC', address: BTC, label: 'Ledger' });
      const again = await confirmedSaveAddress(ctx(), token, { payment_method: 'BTC', address: BTC, label: 'Copy' });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ address: ['This address is already saved.'] });

      await createUser(ctx().db, 'otto');
      const otto = await login(ctx().app, 'otto');
      expect((await call(ctx().app, 'DELETE', `/api/withdrawal-addresses/${first.json().id}`, otto)).statusCode).toBe(404);
      const removed = await call(ctx().app, 'DELETE', `/api/withdrawal-addresses/${first.json().id}`, token);
      expect(removed.json()).toEqual({ message: 'Address removed.' });
      expect((await call(ctx().app, 'GET', '/api/withdrawal-addresses', token)).json()).toEqual([]);
    });

    it('with only saved addresses on, refuses any other at once; switching it off takes the hold', async () => {
      const { userId, token } = await investor(500_00);
      await confirmedSaveAddress(ctx(), token, { payment_method: 'BTC', address: BTC, label: 'Ledger' });
      ctx().clock.advance(DAY);
      const on = await call(ctx().app, 'POST', '/api/withdrawal-address-settings', token, { only_saved: true });
      expect(on.json()).toEqual({
        message: 'Withdrawals now go only to your saved addresses.',
        settings: { only_saved: true, only_saved_off_at: null, in_force: true, hold_hours: 24 },
      });

      const elsewhere = await withdraw(token, 50_00, OTHER_BTC);
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json().errors.address).toEqual([
        'You send withdrawals only to your saved addresses. Save this address first: it can then be used from Jun 3, 2026, 12:00 PM UTC.',
      ]);
      expect((await withdraw(token, 50_00)).statusCode).toBe(201);

      const off = await call(ctx().app, 'POST', '/api/withdrawal-address-settings', token, { only_saved: false });
      const offAt = new Date(ctx().clock.now.getTime() + DAY).toISOString();
      expect(off.json()).toEqual({
        message: 'Withdrawals may go to any address from Jun 3, 2026, 12:00 PM UTC.',
        settings: { only_saved: false, only_saved_off_at: offAt, in_force: true, hold_hours: 24 },
      });
      // Asking again does not restart the hold.
      ctx().clock.advance(12 * HOUR);
      expect((await call(ctx().app, 'POST', '/api/withdrawal-address-settings', token, { only_saved: false })).json().settings.only_saved_off_at).toBe(offAt);
      expect((await withdraw(token, 50_00, OTHER_BTC)).statusCode).toBe(422);
      ctx().clock.advance(12 * HOUR);
      expect((await call(ctx().app, 'GET', '/api/withdrawal-address-settings', token)).json()).toMatchObject({ in_force: false });
      expect((await withdraw(token, 50_00, OTHER_BTC)).statusCode).toBe(201);
      expect(await walletOf(ctx().db, userId)).toBe(400_00);
    });
  });

  describe('daily limit', () => {
    it('counts the last 24 hours, not rejected withdrawals, and says when more is allowed', async () => {
      const { app, db } = ctx();
      const { userId, admin, token } = await investor(3_000_00);
      expect((await withdraw(token, 500_00)).statusCode).toBe(201);
      ctx().clock.advance(6 * HOUR);
      expect((await withdraw(token, 400_00)).statusCode).toBe(201);
      expect((await call(app, 'GET', '/api/withdrawal-allowance', token)).json()).toEqual({
        level: 1,
        per_request: 500_00,
        daily_limit: 1_000_00,
        used_today: 900_00,
        left_today: 100_00,
        held_until: null,
      });
      const over = await withdraw(token, 200_00);
      expect(over.statusCode).toBe(422);
      expect(over.json().errors.amount).toEqual([
        'Your withdrawals may total at most $1,000.00 in 24 hours; $100.00 is left now. You can withdraw $200.00 from Jun 2, 2026, 12:00 PM UTC.',
      ]);
      // A rejected withdrawal gives its share back.
      const [pending] = (await call(app, 'GET', '/api/transactions?type=withdrawal', token)).json().items;
      expect((await call(app, 'POST', `/api/reject-transaction/${pending.id}`, admin)).statusCode).toBe(200);
      expect((await withdraw(token, 200_00)).statusCode).toBe(201);
      ctx().clock.advance(18 * HOUR);
      expect((await call(app, 'GET', '/api/withdrawal-allowance', token)).json()).toMatchObject({ used_today: 200_00, left_today: 800_00 });
      expect(await walletOf(db, userId)).toBe(3_000_00 - 500_00 - 200_00);
    });

    it('level 3 has none unless the operator sets one', async () => {
      const { token } = await investor(20_000_00, 3);
      expect((await call(ctx().app, 'GET', '/api/withdrawal-allowance', token)).json()).toEqual({
        level: 3,
        per_request: null,
        daily_limit: null,
        used_today: 0,
        left_today: null,
        held_until: null,
      });
      for (let i = 0; i < 3; i += 1) expect((await withdraw(token, 5_000_00)).statusCode).toBe(201);
    });

    it('holds under 20 concurrent requests', async () => {
      const { userId, token } = await investor(10_000_00, 2);
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(token, 400_00)));
      // $5,000 a day at level 2 (the balance would allow all 20): 12 of $400 fit ($4,800), a 13th would make $5,200.
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(12);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(refused.map((answer) => answer.statusCode)).toEqual(Array(8).fill(422));
      expect(refused[0].json().errors.amount[0]).toMatch(/^Your withdrawals may total at most \$5,000.00 in 24 hours; \$200.00 is left now/);
      expect(await walletOf(ctx().db, userId)).toBe(10_000_00 - 12 * 400_00);
    });
  });
});
