import { walletEffect } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { changeWallet } from '../db/repositories/ledger';
import { insertTransaction } from '../db/repositories/transactions';
import type { NewTransaction, TransactionRow } from '../db/tables';

/**
 * Records a transaction (the ledger row) and what it does to the wallet (shared
 * `walletEffect`), in the caller's database transaction. Null when a debit would take the
 * wallet below zero (then nothing is written).
 */
export async function postTransaction(trx: Db, row: NewTransaction): Promise<TransactionRow | null> {
  const effect = walletEffect({ type: row.type, status: row.status, amount: row.amount });
  if (effect !== 0 && !(await changeWallet(trx, row.user_id, effect))) return null;
  return insertTransaction(trx, row);
}

/**
 * Gives a rejected withdrawal's amount back, in the database transaction that marks it failed:
 * its effect goes from minus the amount to 0, so the balance rises by the amount.
 */
export async function refundWithdrawal(trx: Db, withdrawal: TransactionRow): Promise<void> {
  await changeWallet(trx, withdrawal.user_id, Number(withdrawal.amount));
}
