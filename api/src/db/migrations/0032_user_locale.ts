import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each account's language (docs/i18n.md#which-language): what its pages, the API's messages and
 * its emails are in. Existing accounts read English, as they always have. The list is written
 * out: a migration that has run never changes, whatever the supported languages become.
 */
export const userLocale: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('locale', 'text', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(sql`locale in ('en', 'es', 'pt-BR', 'ar')`),
      )
      .execute();
  },
};
