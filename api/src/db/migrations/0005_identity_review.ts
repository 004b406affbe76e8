import type { Kysely, Migration } from 'kysely';

/** The admin's reason for rejecting an identity submission, shown to the user until they apply again. */
export const identityReview: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('identity_rejection_reason', 'text').execute();
  },
};
