import type { ChainKeyCoin } from '@arcvest/shared/schemas';
import type { Db } from '../database';
import type { ChainKeyRow } from '../tables';

/** The live key of each coin that has one. */
export async function listLiveChainKeys(db: Db): Promise<ChainKeyRow[]> {
  return db.selectFrom('chain_keys').selectAll().where('retired_at', 'is', null).orderBy('coin').execute();
}

/**
 * Makes `xpub` the coin's live key: the live one (if another) is retired, and a key used before
 * comes back with its count of given-out indices. Run in a transaction.
 */
export async function makeChainKeyLive(db: Db, coin: ChainKeyCoin, xpub: string, at: string): Promise<ChainKeyRow> {
  await db.updateTable('chain_keys').set({ retired_at: at }).where('coin', '=', coin).where('retired_at', 'is', null).where('xpub', '!=', xpub).execute();
  const known = await db
    .updateTable('chain_keys')
    .set({ retired_at: null })
    .where('coin', '=', coin)
    .where('xpub', '=', xpub)
    .returningAll()
    .executeTakeFirst();
  return known ?? db.insertInto('chain_keys').values({ coin, xpub, created_at: at }).returningAll().executeTakeFirstOrThrow();
}

/** Gives out the key's next index, never the same twice (run in the transaction that uses it). */
export async function takeNextIndex(db: Db, keyId: number): Promise<number> {
  const row = await db
    .updateTable('chain_keys')
    .set((eb) => ({ next_index: eb('next_index', '+', 1) }))
    .where('id', '=', keyId)
    .returning('next_index')
    .executeTakeFirstOrThrow();
  return row.next_index - 1;
}

export async function findLiveChainKey(db: Db, coin: ChainKeyCoin): Promise<ChainKeyRow | undefined> {
  return db.selectFrom('chain_keys').selectAll().where('coin', '=', coin).where('retired_at', 'is', null).executeTakeFirst();
}

/** The highest index of the key whose address received a payment, or null. */
export async function highestPaidIndex(db: Db, keyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('invoices')
    .innerJoin('chain_payments', 'chain_payments.invoice_id', 'invoices.id')
    .select((eb) => eb.fn.max('invoices.key_index').as('index'))
    .where('invoices.chain_key_id', '=', keyId)
    .executeTakeFirst();
  return row?.index === null || row?.index === undefined ? null : Number(row.index);
}
