import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * Account protection (docs/security.md#account-protection): step-ups that confirm one
 * withdrawal or new address, single-use freeze links from security emails, and on the user the
 * freeze, the security hold, the anti-phishing phrase and the second factor's failure count; on
 * the session, when it last proved who is there.
 */
export const accountProtection: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('step_ups'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('withdrawal', 'withdrawal-address')`))
      // The details it confirms, normalised (stepUpKey in shared), compared as text.
      .addColumn('details_key', 'text', (c) => c.notNull())
      // JSON list of the methods offered: passkey, totp, email.
      .addColumn('methods', 'text', (c) => c.notNull())
      // The emailed code's keyed hash, when email is a method.
      .addColumn('code_hash', 'text')
      // The WebAuthn challenge, when passkey is a method.
      .addColumn('passkey_challenge', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('step_ups_user').on('step_ups').columns(['user_id', 'id']).execute();

    await withId(db, db.schema.createTable('freeze_links'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // sha256 of the link's 256-bit token: the token itself is only in the email.
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema.alterTable('users').addColumn('frozen_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('security_hold_until', 'text').execute();
    await db.schema.alterTable('users').addColumn('anti_phishing_code', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('second_factor_failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('second_factor_locked_at', 'text').execute();
    // A sign-in counts as proving who is there, so a new session may change credentials for a few minutes.
    await db.schema.alterTable('sessions').addColumn('reauthenticated_at', 'text').execute();
  },
};
