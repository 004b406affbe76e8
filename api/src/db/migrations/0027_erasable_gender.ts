import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../database';

/**
 * Deleting a user erases their gender with the rest of their personal data (docs/admin-actions.md),
 * so the column takes null. SQLite cannot drop a NOT NULL constraint: the values move to a new
 * column without it, which takes the old one's name. (Numbered 0027: main's 0026 is the approvals.)
 */
export const erasableGender: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      await sql`alter table users alter column gender drop not null`.execute(db);
      return;
    }
    await sql`alter table users add column erasable_gender text check (erasable_gender in ('male', 'female'))`.execute(db);
    await sql`update users set erasable_gender = gender`.execute(db);
    await sql`alter table users drop column gender`.execute(db);
    await sql`alter table users rename column erasable_gender to gender`.execute(db);
  },
};
