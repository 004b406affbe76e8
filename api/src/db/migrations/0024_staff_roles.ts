import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Staff roles (docs/security-authorization.md#staff-roles): each admin has one. The admins there
 * are could do everything before, so they become owners; a user has none.
 */
export const staffRoles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('staff_role', 'text', (c) => c.check(sql`staff_role in ('owner', 'finance', 'compliance', 'support', 'auditor')`))
      .execute();
    await sql`update users set staff_role = 'owner' where role = 'admin'`.execute(db);
  },
};
