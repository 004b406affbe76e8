import { sql, type Kysely, type Migration } from 'kysely';
import { MAX_WALLET_CENTS } from '@arcvest/shared/rules';
import { isPostgres } from '../database';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The transactions table becomes the only ledger, so the daily accrual writes each plan day
 * once instead of four times (docs/money.md#the-ledger; docs/testing.md#budgets: accrual within 2x of a bare insert):
 *  - a wallet is the sum of its transactions' effects (shared `walletEffect`), so the
 *    `ledger_entries` copy of each posting goes;
 *  - the (user_plan_id, type, accrual_day) key of `transactions` is what lets each plan day pay
 *    once, so the `accruals` claim table goes;
 *  - balances move to a narrow `wallets` table: the accrual updates 100,000 short rows, not
 *    100,000 wide user rows (a missing row is a balance of 0);
 *  - a plan's progress is its earnings rows, so the plan row is written only when it completes:
 *    `days_paid` goes and `next_accrual_ms` becomes the fixed `first_accrual_ms`.
 */
export const oneLedger: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = isPostgres(db);
    const balance = postgres ? sql.raw('balance') : sql.raw(`typeof(balance) = 'integer' and balance`);
    await db.schema
      .createTable('wallets')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`${balance} between 0 and ${sql.lit(MAX_WALLET_CENTS)}`))
      .execute();
    await sql`insert into wallets (user_id, balance) select id, wallet from users where wallet <> 0`.execute(db);
    if (!postgres) {
      await sql`drop trigger users_wallet_safe_integer_insert`.execute(db);
      await sql`drop trigger users_wallet_safe_integer_update`.execute(db);
    }
    await db.schema.alterTable('users').dropColumn('wallet').execute();

    await db.schema.dropTable('ledger_entries').execute();
    await db.schema.dropTable('accruals').execute();
    await db.schema.dropIndex('transactions_accrual').execute();
    await db.schema.createIndex('transactions_accrual').unique().on('transactions').columns(['user_plan_id', 'type', 'accrual_day']).execute();

    await db.schema.dropIndex('user_plans_due').execute();
    await sql`update user_plans set next_accrual_ms = next_accrual_ms - days_paid * ${sql.lit(DAY_MS)}`.execute(db);
    await db.schema.alterTable('user_plans').renameColumn('next_accrual_ms', 'first_accrual_ms').execute();
    await db.schema.alterTable('user_plans').dropColumn('days_paid').execute();
    await sql`create index user_plans_active on user_plans (id) where status = 'active'`.execute(db);
  },
};
