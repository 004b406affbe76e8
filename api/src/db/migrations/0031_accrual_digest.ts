import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Where the accrual's notices have got to (docs/notifications.md#what-the-accrual-credited): one
 * row. The ledger rows the accrual wrote up to `told_through_id` have been told; a run under way
 * tells those up to `run_through_id`, user by user, and `run_after_user_id` is the last user done.
 */
export const accrualDigest: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('accrual_digest')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('told_through_id', 'integer', (c) => c.notNull())
      .addColumn('run_through_id', 'integer')
      .addColumn('run_after_user_id', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // What was credited before this release is not told again: the first run starts after it.
    await sql`insert into accrual_digest (id, told_through_id)
      select 1, coalesce(max(id), 0) from transactions where type in ('earnings', 'capital') and accrual_day is not null`.execute(db);
  },
};
