import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The admin's identity verification list: users who have applied, newest first. A partial index
 * holds only those users, so a page (and the count) reads them alone, not every account. Its
 * predicate is repeated word for word in repositories/identity-applicants.ts.
 */
export const identityApplicantsIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('users_identity_applicants')
      .on('users')
      .column('id')
      .where(sql.raw<boolean>('deleted_at is null and (ssn is not null or level >= 3)'))
      .execute();
  },
};
