import type { WithdrawBody } from '@arcvest/shared/schemas';
import { WITHDRAWAL_MESSAGES, withdrawalError } from '@arcvest/shared/rules';
import { withdrawalAddressError } from '@arcvest/shared/withdrawal-address';
import type { Db } from '../db/database';
import { findUserById } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { HttpError, invalidField } from '../errors';
import { postTransaction } from './wallet';

export const WITHDRAW_REQUESTED = 'Withdrawal requested. It will be processed shortly.';


export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

export function createWithdrawalService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /**
   * The wallet is debited when the withdrawal is requested, so the same money cannot be asked
   * for twice; the debit is conditional (postTransaction), so concurrent requests cannot overdraw.
   */
  async function request(requester: UserRow, request: WithdrawBody): Promise<void> {
    if (request.user_id !== undefined && request.user_id !== requester.id) {
      throw new HttpError(403, 'You can only withdraw from your own account.');
    }
    // The same checksum rule as the form, so a mistyped address never takes the money out of the wallet.
    const addressError = withdrawalAddressError(request.payment_method, request.address);
    if (addressError) throw invalidField('address', addressError);
    const address = request.address.trim();
    await db.transaction().execute(async (trx) => {
      // The wallet and level as they are now, not as they were when the request began.
      const user = (await findUserById(trx, requester.id))!;
      const error = withdrawalError({ amount: request.amount, wallet: Number(user.wallet), level: user.level });
      if (error) throw invalidField('amount', error);
      const withdrawal = await postTransaction(trx, {
        user_id: user.id,
        type: 'withdrawal',
        status: 'pending',
        amount: request.amount,
        payment_method: request.payment_method,
        address,
        created_at: now().toISOString(),
      });
      if (!withdrawal) throw invalidField('amount', WITHDRAWAL_MESSAGES.insufficient);
    });
  }

  return { request };
}
