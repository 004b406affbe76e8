import { Migrator, sql } from 'kysely';
import { isPostgres, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { postgresAvailable } from './databases';
import { failure } from './helpers';
import { postgresTarget, sqliteTarget, type Target } from './server-process';

/** The schema before 0027_erasable_gender, with one user. */
async function databaseBeforeErasableGender(db: Db): Promise<void> {
  const schema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
  const { error } = await migrator.migrateTo('0025_staff_invitations');
  if (error) throw error;
  await sql`insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, created_at)
    values ('Ivy', 'Investor', 'ivy', 'ivy', 'ivy@example.com', 'female', '1990-01-01', 'Canada', 'R1', 'x', '2026-03-01T00:00:00.000Z')`.execute(db);
}

describe.each([
  ['sqlite', sqliteTarget],
  ['postgres', postgresTarget],
] as const)('%s: 0027_erasable_gender on a database with a user', (kind, open) => {
  let target: Target;
  beforeAll(async () => {
    if (kind === 'postgres' && !postgresAvailable) return;
    target = await open();
  });
  afterAll(async () => target?.dispose());

  (kind === 'postgres' && !postgresAvailable ? it.skip : it)('keeps each gender, takes null, and still refuses anything else', async () => {
    const { db } = target;
    await databaseBeforeErasableGender(db);
    await migrateToLatest(db);

    expect(await db.selectFrom('users').select(['username', 'gender']).execute()).toEqual([{ username: 'ivy', gender: 'female' }]);
    expect(await failure(sql`update users set gender = 'other'`.execute(db))).toMatch(/check constraint/i);
    await db.updateTable('users').set({ gender: null }).execute();
    expect(await db.selectFrom('users').select('gender').execute()).toEqual([{ gender: null }]);
  });
});
