import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../database';
import { withId } from './columns';

/** Images, deposit addresses, transactions, the wallet ledger, user plans and daily accruals. */
export const money: Migration = {
  async up(db: Kysely<unknown>) {
    // Random text ids, so an image address cannot be guessed; the bytes live in the database
    // so every API server sees them.
    await db.schema
      .createTable('images')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db, db.schema.createTable('crypto_addresses'))
      .addColumn('coin', 'text', (c) => c.notNull().check(sql`coin in ('btc', 'eth', 'xrp', 'sol', 'usdt')`))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('qr_image_id', 'text', (c) => c.notNull().references('images.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema.createIndex('crypto_addresses_coin_id').on('crypto_addresses').columns(['coin', 'id']).execute();

    await withId(db, db.schema.createTable('transactions'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('deposit', 'withdrawal', 'bonus', 'earnings', 'charges', 'capital', 'investment')`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'confirmed', 'failed')`))
      .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('payment_method', 'text')
      .addColumn('transaction_id', 'text')
      .addColumn('address', 'text')
      .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
      // No foreign key: user_plans refers back to its deposit here, and SQLite cannot add one later.
      .addColumn('user_plan_id', 'integer')
      .addColumn('plan_reference', 'text')
      .addColumn('reason', 'text')
      .addColumn('accrual_day', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
      .execute();
    // Only deposits carry a coin transaction id: each can be claimed once. Partial, so the
    // many rows without one (earnings above all) cost this index nothing.
    await db.schema
      .createIndex('transactions_claimed_coin_tx')
      .unique()
      .on('transactions')
      .columns(['payment_method', 'transaction_id'])
      .where(sql.ref('transaction_id'), 'is not', null)
      .execute();
    await db.schema.createIndex('transactions_user_id_id').on('transactions').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('transactions_type_id').on('transactions').columns(['type', 'id']).execute();
    await db.schema.createIndex('transactions_accrual').on('transactions').columns(['user_plan_id', 'accrual_day']).execute();

    // Every change of users.wallet, signed; written in the same database transaction as the change.
    await withId(db, db.schema.createTable('ledger_entries'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ledger_entries_user_id').on('ledger_entries').column('user_id').execute();
    await db.schema.createIndex('ledger_entries_transaction_id').on('ledger_entries').column('transaction_id').execute();

    await withId(db, db.schema.createTable('user_plans'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
      // A deposit (or a purchase from the balance) starts at most one plan.
      .addColumn('deposit_id', 'integer', (c) => c.notNull().unique().references('transactions.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('roi_bp', 'integer', (c) => c.notNull())
      .addColumn('initial_duration', 'integer', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('daily_return', 'bigint', (c) => c.notNull())
      .addColumn('last_day_return', 'bigint', (c) => c.notNull())
      .addColumn('total_return', 'bigint', (c) => c.notNull())
      .addColumn('days_paid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'completed')`))
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .addColumn('next_accrual_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_plans_user_id').on('user_plans').columns(['user_id', 'status']).execute();
    await db.schema.createIndex('user_plans_due').on('user_plans').columns(['status', 'next_accrual_ms']).execute();

    // One row per credited (user plan, day): the key that makes each day pay exactly once.
    await db.schema
      .createTable('accruals')
      .addColumn('user_plan_id', 'integer', (c) => c.notNull().references('user_plans.id'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('run_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('accruals_pk', ['user_plan_id', 'day'])
      .execute();
    await db.schema.createIndex('accruals_run_id').on('accruals').column('run_id').execute();
  },
};
