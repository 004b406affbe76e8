import { walletEffect } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { changeWallet, insertLedgerEntry } from '../db/repositories/ledger';
import { insertTransaction } from '../db/repositories/transactions';
import type { NewTransaction, TransactionRow } from '../db/tables';

/**
 * Records a transaction and what it does to the wallet (shared `walletEffect`): the row, the
 * wallet change and its ledger entry, all in the caller's database transaction. Null when a
 * debit would take the wallet below zero (then nothing is written).
 */
export async function postTransaction(trx: Db, row: NewTransaction): Promise<TransactionRow | null> {
  const effect = walletEffect({ type: row.type, status: row.status, amount: row.amount });
  if (effect !== 0 && !(await changeWallet(trx, row.user_id, effect))) return null;
  const transaction = await insertTransaction(trx, row);
  if (effect !== 0) {
    await insertLedgerEntry(trx, { user_id: row.user_id, transaction_id: transaction.id, amount: effect, created_at: row.created_at });
  }
  return transaction;
}

/** Gives a rejected withdrawal's amount back: a credit entry against the same transaction. */
export async function refundWithdrawal(trx: Db, withdrawal: TransactionRow, at: string): Promise<void> {
  const amount = Number(withdrawal.amount);
  await changeWallet(trx, withdrawal.user_id, amount);
  await insertLedgerEntry(trx, { user_id: withdrawal.user_id, transaction_id: withdrawal.id, amount, created_at: at });
}
