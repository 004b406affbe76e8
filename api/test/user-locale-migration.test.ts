import { Migrator, sql } from 'kysely';
import { isPostgres, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { postgresAvailable } from './databases';
import { failure } from './helpers';
import { postgresTarget, sqliteTarget, type Target } from './server-process';

/** The schema before 0032_user_locale, with one user. */
async function databaseBeforeUserLocale(db: Db): Promise<void> {
  const schema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
  const { error } = await migrator.migrateTo('0031_accrual_digest');
  if (error) throw error;
  await sql`insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, created_at)
    values ('Ivy', 'Investor', 'ivy', 'ivy', 'ivy@example.com', 'female', '1990-01-01', 'Canada', 'R1', 'x', '2026-03-01T00:00:00.000Z')`.execute(db);
}

describe.each([
  ['sqlite', sqliteTarget],
  ['postgres', postgresTarget],
] as const)('%s: 0032_user_locale on a database with a user', (kind, open) => {
  let target: Target;
  beforeAll(async () => {
    if (kind === 'postgres' && !postgresAvailable) return;
    target = await open();
  });
  afterAll(async () => target?.dispose());

  (kind === 'postgres' && !postgresAvailable ? it.skip : it)('gives every account English, takes each supported language and refuses any other', async () => {
    const { db } = target;
    await databaseBeforeUserLocale(db);
    await migrateToLatest(db);

    expect(await db.selectFrom('users').select(['username', 'locale']).execute()).toEqual([{ username: 'ivy', locale: 'en' }]);
    for (const locale of ['es', 'pt-BR', 'ar', 'en'] as const) {
      await db.updateTable('users').set({ locale }).execute();
      expect(await db.selectFrom('users').select('locale').executeTakeFirst()).toEqual({ locale });
    }
    for (const locale of ['pt', 'fr', 'pseudo']) expect(await failure(sql`update users set locale = ${locale}`.execute(db))).toMatch(/check constraint/i);
    expect(await failure(sql`update users set locale = null`.execute(db))).toMatch(/not null|null value/i);
  });
});
