import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * Two-factor sign-in (a TOTP secret per user, stored encrypted, and its hashed recovery codes),
 * sign-ins waiting for their second step, the record of every sign-in attempt, and where each
 * session signed in from.
 */
export const twoFactorAndSignIns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('two_factor')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret_encrypted', 'text', (c) => c.notNull())
      // Null while the secret waits for its first code.
      .addColumn('enabled_at', 'text')
      // The last TOTP time step accepted: a code is accepted once.
      .addColumn('last_used_step', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db, db.schema.createTable('recovery_codes'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addUniqueConstraint('recovery_codes_user_hash', ['user_id', 'code_hash'])
      .execute();

    await withId(db, db.schema.createTable('sign_in_challenges'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('code', 'enrol')`))
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'text')
      .execute();

    await withId(db, db.schema.createTable('sign_in_attempts'))
      // Null when the username or email matched no account.
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('login', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('outcome', 'text', (c) =>
        c.notNull().check(sql`outcome in ('success', 'unknown_user', 'wrong_password', 'suspended', 'wrong_code', 'challenge_expired')`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sign_in_attempts_user').on('sign_in_attempts').columns(['user_id', 'id']).execute();

    await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  },
};
