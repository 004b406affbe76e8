import { walletEffect } from '@arcvest/shared/rules';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@arcvest/shared/schemas';
import { WALLET_EFFECT } from '../src/db/repositories/ledger';
import { forEachDatabase } from './databases';
import { createUser } from './helpers';

forEachDatabase((ctx) => {
  it('sums a wallet in SQL as the shared walletEffect does, for every type and status', async () => {
    const { db } = ctx();
    const userId = await createUser(db, 'ivy');
    const combinations = TRANSACTION_TYPES.flatMap((type) => TRANSACTION_STATUSES.map((status) => ({ type, status })));
    for (const [index, { type, status }] of combinations.entries()) {
      await db
        .insertInto('transactions')
        .values({ user_id: userId, type, status, amount: 100 + index, created_at: '2026-01-01T00:00:00.000Z' })
        .execute();
    }
    const rows = await db
      .selectFrom('transactions')
      .select(['type', 'status', 'amount', WALLET_EFFECT.as('effect')])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(combinations.length);
    for (const row of rows) {
      const expected = walletEffect({ type: row.type, status: row.status, amount: Number(row.amount) });
      expect({ ...row, effect: Number(row.effect) }).toEqual({ ...row, effect: expected });
    }
  });
});
