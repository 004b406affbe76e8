import type { Coin } from '@arcvest/shared/schemas';
import { sql, type Insertable, type Selectable } from 'kysely';
import { isUniqueViolation, type Db } from '../database';
import type { DemoReserveHoldingsTable, ReserveAddressesTable, ReserveBalancesTable } from '../tables';

export type ReserveAddressRow = Selectable<ReserveAddressesTable>;
export type ReserveBalanceRow = ReserveBalancesTable;

/** The reserve addresses counted now (not removed), oldest first. */
export async function listCountedReserveAddresses(db: Db): Promise<ReserveAddressRow[]> {
  return db.selectFrom('reserve_addresses').selectAll().where('removed_at', 'is', null).orderBy('id').execute();
}

/** The new row, or null when the coin's address is already counted (the unique index decides, so two admins at once cannot both add it). */
export async function insertReserveAddress(db: Db, row: Insertable<ReserveAddressesTable>): Promise<ReserveAddressRow | null> {
  const counted = await db
    .selectFrom('reserve_addresses')
    .select('id')
    .where('coin', '=', row.coin)
    .where('address', '=', row.address)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (counted) return null;
  try {
    return await db.insertInto('reserve_addresses').values(row).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Stops counting the address; undefined when there is no counted address with that id. */
export async function removeReserveAddress(db: Db, id: number, at: string): Promise<ReserveAddressRow | undefined> {
  return db.updateTable('reserve_addresses').set({ removed_at: at }).where('id', '=', id).where('removed_at', 'is', null).returningAll().executeTakeFirst();
}

/** Every address the coin's invoices were given (XRP and SOL: the operator's addresses), each once. */
export async function listInvoiceAddresses(db: Db, coin: Coin): Promise<string[]> {
  const rows = await db.selectFrom('invoices').select('address').distinct().where('coin', '=', coin).orderBy('address').execute();
  return rows.map((row) => row.address);
}

/** A demo installation's sample holdings (none on a real one). */
export async function listDemoReserveHoldings(db: Db): Promise<DemoReserveHoldingsTable[]> {
  return db.selectFrom('demo_reserve_holdings').selectAll().orderBy('coin').execute();
}

export async function insertDemoReserveHoldings(db: Db, rows: readonly DemoReserveHoldingsTable[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('demo_reserve_holdings')
      .values([...rows])
      .execute();
}

export async function insertReserveBalances(db: Db, rows: readonly ReserveBalanceRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('reserve_balances')
      .values([...rows])
      .execute();
}

export async function listReserveBalances(db: Db, snapshotId: number): Promise<ReserveBalanceRow[]> {
  const rows = await db.selectFrom('reserve_balances').selectAll().where('snapshot_id', '=', snapshotId).execute();
  return rows.map((row) => ({ ...row, value: Number(row.value), demo: Number(row.demo) === 1 ? 1 : 0 }));
}

/** The newest `limit` snapshots, oldest first, each with what was owed and the reserves' value (0 when none was read). */
export async function reservesHistory(db: Db, limit: number): Promise<{ generated_at: string; liabilities: number; reserves: number }[]> {
  const rows = await db
    .selectFrom('liability_snapshots as s')
    .leftJoin('reserve_balances as r', 'r.snapshot_id', 's.id')
    .select(['s.id', 's.generated_at', 's.total', sql<number | string | null>`sum(r.value)`.as('reserves')])
    .groupBy(['s.id', 's.generated_at', 's.total'])
    .orderBy('s.generated_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((row) => ({ generated_at: row.generated_at, liabilities: Number(row.total), reserves: Number(row.reserves ?? 0) }));
}
