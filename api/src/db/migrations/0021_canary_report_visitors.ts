import { type Kysely, type Migration } from 'kysely';

/**
 * Who reported on each version (docs/deployment.md#page-loads-and-client-error-reports): one row
 * per remote, version and visitor (the id of the signed visitor cookie), so a visitor counts at
 * most one page load and a few errors per version, and a canary is judged only once enough
 * distinct visitors reported on it.
 */
export const canaryReportVisitors: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('remote_report_visitors')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('loads', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('remote_report_visitors_key', ['remote', 'version', 'visitor'])
      .execute();
  },
};
