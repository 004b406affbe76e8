import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/** One-time codes (password reset, email verification) and the last good crypto prices. */
export const oneTimeCodesAndPrices: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('one_time_codes'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('password_reset', 'email_verification')`))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'text')
      // One code per user and purpose: a new request replaces the previous one.
      .addUniqueConstraint('one_time_codes_user_purpose', ['user_id', 'purpose'])
      .execute();

    await db.schema
      .createTable('price_snapshots')
      .addColumn('source', 'text', (c) => c.primaryKey())
      // JSON text in CoinGecko's shape: { "bitcoin": { "usd": 60000 }, ... }.
      .addColumn('prices', 'text', (c) => c.notNull())
      .addColumn('fetched_at', 'text', (c) => c.notNull())
      .execute();
  },
};
