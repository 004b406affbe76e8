import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../database';

/**
 * Every account gets its wallet row when it is created (docs/data-model.md#wallets), so the daily
 * accrual updates balances in place instead of inserting a row, with its foreign-key check, for
 * each investor's first earnings (docs/testing.md#budgets). On PostgreSQL the wallets' pages keep
 * half their room free, so each day's update can stay on its page (a HOT update) and leave the
 * primary key's index alone. A missing row still reads as a balance of 0.
 */
export const walletWithEveryAccount: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) await sql`alter table wallets set (fillfactor = 50)`.execute(db);
    await sql`insert into wallets (user_id, balance) select id, 0 from users where not exists (select 1 from wallets where wallets.user_id = users.id)`.execute(
      db,
    );
  },
};
