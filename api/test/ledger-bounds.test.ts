import { sql } from 'kysely';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { walletOf } from './money-helpers';

forEachDatabase((ctx) => {
  async function investorWithBonus() {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const investorId = await createUser(db, 'ivy');
    expect((await call(app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: 50_00 })).statusCode).toBe(200);
    return investorId;
  }

  it('refuses to store a wallet or an amount that is not a safe whole number of cents', async () => {
    const { db, kind } = ctx();
    const investorId = await investorWithBonus();
    // PostgreSQL's bigint rounds 1.5 on assignment and refuses text itself; SQLite would store either as it is.
    const forced = ['1e308', '-1e308', '9007199254740992', ...(kind === 'sqlite' ? ['1.5', "'Infinity'", "'12x'"] : [])];
    const stored: string[] = [];
    const attempt = async (statement: string) => {
      if (
        await sql
          .raw(statement)
          .execute(db)
          .then(
            () => true,
            () => false,
          )
      )
        stored.push(statement);
    };
    for (const value of [...forced, '-1']) {
      await attempt(`update wallets set balance = ${value} where user_id = ${investorId}`);
      await attempt(`update transactions set amount = ${value}`);
    }
    expect(stored).toEqual([]);
    expect(await walletOf(db, investorId)).toBe(50_00);
    expect(await checkLedger(db)).toEqual({ ok: true, problems: [] });
  });

  it('fails the ledger check on a wallet that differs from its entries, and the user can still read it', async () => {
    const { app, db } = ctx();
    const investorId = await investorWithBonus();
    await db.updateTable('wallets').set({ balance: 60_00 }).where('user_id', '=', investorId).execute();
    expect(await checkLedger(db)).toEqual({ ok: false, problems: [`User ${investorId}: wallet 6000 but transactions sum to 5000.`] });

    const investor = await login(app, 'ivy');
    expect((await call(app, 'POST', '/api/me', investor)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/transactions', investor)).statusCode).toBe(200);
  });

  it('fails the ledger check on a wallet above the safe maximum even when the entries match', async () => {
    const { db } = ctx();
    const investorId = await investorWithBonus();
    // Only possible with the bounds dropped: what ledger:check reports on a database that lacks them.
    await dropWalletBounds();
    const huge = Number.MAX_SAFE_INTEGER + 1;
    await sql`update wallets set balance = ${sql.lit(huge)} where user_id = ${investorId}`.execute(db);
    await sql`update transactions set amount = ${sql.lit(huge)} where user_id = ${investorId}`.execute(db);
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.problems).toContain(`User ${investorId}: wallet ${huge} is not a whole number of cents from 0 to ${Number.MAX_SAFE_INTEGER}.`);
  });

  async function dropWalletBounds() {
    const { db, kind } = ctx();
    if (kind === 'postgres') {
      await sql`alter table wallets drop constraint wallets_balance_check`.execute(db);
      await sql`alter table transactions drop constraint transactions_amount_safe_integer`.execute(db);
      return;
    }
    // The wallets CHECK is part of the table in SQLite: this connection stops enforcing it.
    await sql`pragma ignore_check_constraints = on`.execute(db);
    await sql`drop trigger transactions_amount_safe_integer_update`.execute(db);
  }
});
