import type { TransactionType } from '@arcvest/shared/schemas';
import type { Db } from '../src/db/database';
import { postTransaction } from '../src/services/wallet';
import { forEachDatabase } from './databases';
import { call, createUser, login } from './helpers';

const MINUTE_MS = 60_000;
const HEADER = 'Date,Type,Status,Amount (USD),Coin,Reference,Address,Plan,Reason';

/** The CSV's lines without the byte order mark; the test data has no commas or quotes, so a line splits on commas. */
function csvLines(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .trimEnd()
    .split('\n')
    .map((line) => line.split(','));
}

forEachDatabase((ctx) => {
  /** Posts confirmed rows a minute apart from 2026-05-01, oldest first, as the services do (row, wallet and ledger). */
  async function post(
    db: Db,
    userId: number,
    rows: { type: TransactionType; amount: number; reason?: string; address?: string; status?: 'pending' | 'confirmed' }[],
  ) {
    let at = Date.parse('2026-05-01T00:00:00.000Z');
    await db.transaction().execute(async (trx) => {
      for (const { status = 'confirmed', ...row } of rows) {
        at += MINUTE_MS;
        await postTransaction(trx, { user_id: userId, status, created_at: new Date(at).toISOString(), ...row });
      }
    });
  }

  async function setUp() {
    const { app, db } = ctx();
    const ivy = await createUser(db, 'ivy');
    const other = await createUser(db, 'otto');
    const bonuses = Array.from({ length: 130 }, (_, index) => ({ type: 'bonus' as const, amount: 1_00 + index, reason: `Bonus ${index}` }));
    await post(db, ivy, [
      ...bonuses,
      { type: 'charges', amount: 2_50, reason: "=cmd|' /C calc'!A0" },
      { type: 'withdrawal', amount: 10_00, address: '@evil', status: 'pending' },
    ]);
    await post(db, other, [{ type: 'bonus', amount: 99_99, reason: 'Not yours' }]);
    const token = await login(app, 'ivy');
    return { token };
  }

  it('exports every matching transaction of the user, all pages, newest first, as CSV', async () => {
    const { token } = await setUp();
    const response = await call(ctx().app, 'GET', '/api/transactions/export', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe('attachment; filename="arcvest-transactions-all-2026-06-01.csv"');

    const [header, ...rows] = csvLines(response.body);
    expect(header.join(',')).toBe(HEADER);
    // More than the largest page (100): all of them, none of the other user's.
    expect(rows).toHaveLength(132);
    expect(rows.some((row) => row.includes('Not yours'))).toBe(false);
    expect(rows[0]).toEqual(['2026-05-01T02:12:00.000Z', 'Withdrawal', 'Pending', '-10.00', '', '', "'@evil", '', '']);
    expect(rows[1]).toEqual(['2026-05-01T02:11:00.000Z', 'Charges', 'Confirmed', '-2.50', '', '', '', '', "'=cmd|' /C calc'!A0"]);
    expect(rows[2]).toEqual(['2026-05-01T02:10:00.000Z', 'Bonus', 'Confirmed', '+2.29', '', '', '', '', 'Bonus 129']);
    expect(rows[131]).toEqual(['2026-05-01T00:01:00.000Z', 'Bonus', 'Confirmed', '+1.00', '', '', '', '', 'Bonus 0']);
    const dates = rows.map(([date]) => date);
    expect(dates.every((date) => new Date(date).toISOString() === date)).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("keeps to the history's filter", async () => {
    const { token } = await setUp();
    const charges = await call(ctx().app, 'GET', '/api/transactions/export?filter=charges', token);
    expect(charges.headers['content-disposition']).toBe('attachment; filename="arcvest-transactions-charges-2026-06-01.csv"');
    expect(
      csvLines(charges.body)
        .slice(1)
        .map(([, type, , amount]) => [type, amount]),
    ).toEqual([['Charges', '-2.50']]);

    const bonus = csvLines((await call(ctx().app, 'GET', '/api/transactions/export?filter=bonus', token)).body).slice(1);
    expect(bonus).toHaveLength(130);
    expect(new Set(bonus.map(([, type]) => type))).toEqual(new Set(['Bonus']));

    const earnings = csvLines((await call(ctx().app, 'GET', '/api/transactions/export?filter=earnings', token)).body);
    expect(earnings).toEqual([HEADER.split(',')]);
  });

  it('refuses an unknown filter and a signed-out caller', async () => {
    const { token } = await setUp();
    const unknown = await call(ctx().app, 'GET', '/api/transactions/export?filter=capital', token);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: expect.any(String), errors: { filter: [expect.any(String)] } });
    const signedOut = await call(ctx().app, 'GET', '/api/transactions/export', null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: expect.any(String), code: 'api.auth.unauthenticated' });
  });
});
