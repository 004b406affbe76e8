import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * Passkeys (WebAuthn credentials) a user registered, and the challenges the server handed out
 * for a registration or an assertion: 5 minutes, single use (docs/security.md#passkeys).
 * Credential ids and public keys are base64url text; the signature counter is a bigint (an
 * authenticator's counter is a 32-bit unsigned number).
 */
export const passkeys: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('passkeys'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('credential_id', 'text', (c) => c.notNull().unique())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`counter >= 0`),
      )
      // JSON array of the transports the authenticator named ("internal", "hybrid", ...).
      .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addUniqueConstraint('passkeys_user_name', ['user_id', 'name'])
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').columns(['user_id', 'id']).execute();

    await withId(db, db.schema.createTable('webauthn_challenges'))
      // Null for a discoverable sign-in, where nobody is known yet.
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('challenge', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('webauthn_challenges_expires').on('webauthn_challenges').column('expires_at').execute();
  },
};
