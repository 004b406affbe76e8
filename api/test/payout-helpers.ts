import type { TestContext } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { confirmedWithdraw } from './step-up-helpers';

/**
 * An investor given $1,000 who asks to withdraw $300 in `coin` to `address` (docs/chain.md#payouts):
 * the admin's confirm of it (with or without a payout id), and its status and stored payout id.
 */
export async function withdrawForPayout(ctx: () => TestContext, coin: string, address: string) {
  const { app, db } = ctx();
  const admin = await signInAdmin(app, db);
  const investorId = await createUser(db, 'ivy');
  const investor = await login(app, 'ivy');
  await call(app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: 1_000_00 });
  expect((await confirmedWithdraw(ctx(), investor, { amount: 300_00, address, payment_method: coin })).statusCode).toBe(201);
  const withdrawal = await db.selectFrom('transactions').select(['id', 'coin_amount']).where('type', '=', 'withdrawal').executeTakeFirstOrThrow();
  const confirm = (payload?: object) => call(ctx().app, 'POST', `/api/confirm-transaction/${withdrawal.id}`, admin, payload);
  const status = () => db.selectFrom('transactions').select(['status', 'transaction_id']).where('id', '=', withdrawal.id).executeTakeFirstOrThrow();
  return { admin, investor, investorId, coinAmount: withdrawal.coin_amount, confirm, status };
}

/** The message of a refused confirm: a 422 on `payout_txid`. */
export async function payoutError(response: Promise<{ statusCode: number; json(): { errors?: Record<string, string[]> } }>): Promise<string | undefined> {
  const answer = await response;
  expect(answer.statusCode).toBe(422);
  return answer.json().errors?.payout_txid?.[0];
}
