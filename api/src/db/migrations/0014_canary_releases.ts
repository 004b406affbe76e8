import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Canary releases (docs/deployment.md#canary-releases). The pointer file says what is served;
 * these tables hold what several servers must agree on:
 * - `remote_loads`: page loads and error reports per remote, version and UTC minute, one row
 *   upserted per minute, so counting every /config.json stays one small write;
 * - `canary_outcomes`: how each canary ended. Its key lets one decision win when admins and the
 *   automatic rollback of several servers end the same canary at once (one audit row).
 */
export const canaryReleases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('remote_loads')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('minute', 'text', (c) => c.notNull())
      .addColumn('loads', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('remote_loads_key', ['remote', 'version', 'minute'])
      .execute();

    await db.schema
      .createTable('canary_outcomes')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('promoted', 'ended', 'rolled-back')`))
      .addColumn('decided_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('canary_outcomes_key', ['remote', 'version'])
      .execute();
  },
};
