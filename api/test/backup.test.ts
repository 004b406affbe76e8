import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase, POSTGRES_URL, testConfig } from './databases';
import { call, createUser, signInAdmin } from './helpers';

const API_ROOT = path.resolve(__dirname, '..');

/** Runs a command to its end; its exit code and output. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: API_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Bonuses and fees for five users, one after another, until `stop` resolves: every one a money
 * change with its ledger row. Starts the backup once `warmUp` of them are in, so it runs under
 * load; answers how many were made.
 */
async function underWriteLoad(app: FastifyInstance, db: Db, backup: () => Promise<void>): Promise<number> {
  const admin = await signInAdmin(app, db);
  const users = await Promise.all(['ann', 'bob', 'cid', 'dee', 'eve'].map((name) => createUser(db, name)));
  let writes = 0;
  let done = false;
  const writer = (async () => {
    while (!done) {
      // Each user in turn gets two bonuses and a fee, so a fee never exceeds the balance.
      const user = users[Math.floor(writes / 3) % users.length];
      const [route, body] = writes % 3 === 2 ? ['charge-fee', { fee: 1_00 }] : ['give-bonus', { bonus: 5_00 }];
      expect((await call(app, 'POST', `/api/${route}/${user}`, admin, body)).statusCode).toBe(200);
      writes += 1;
    }
  })();
  let failure: unknown = null;
  writer.catch((error: unknown) => (failure = error));
  while (writes < 30 && failure === null) await new Promise((resolve) => setImmediate(resolve));
  try {
    await backup();
  } finally {
    done = true;
    await writer;
  }
  return writes;
}

async function ledgerRows(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

forEachDatabase((ctx) => {
  it('a backup taken under write load restores to a database whose ledger check passes', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-backup-'));
    try {
      if (ctx().kind === 'sqlite') {
        // The embedded database as a file, written by this process while `npm run backup` copies it.
        const live = path.join(folder, 'live.sqlite');
        const db = createDatabase({ databaseUrl: null, sqliteFile: live });
        await migrateToLatest(db);
        const app = buildApp(testConfig({ notificationIntervalSeconds: 0 }), { db });
        const copy = path.join(folder, 'copy.sqlite');
        try {
          const writes = await underWriteLoad(app, db, async () => {
            const backup = await run('npm', ['run', 'backup', '--', copy], { SQLITE_FILE: live });
            expect(backup).toMatchObject({ code: 0 });
          });
          expect(await checkLedger(db)).toMatchObject({ ok: true });
          expect(fs.existsSync(copy)).toBe(true);

          const target = path.join(folder, 'restored.sqlite');
          // The database the restore replaces: empty, and kept beside it.
          const replaced = createDatabase({ databaseUrl: null, sqliteFile: target });
          await migrateToLatest(replaced);
          await replaced.destroy();
          const restore = await run('npm', ['run', 'restore', '--', copy], { SQLITE_FILE: target });
          expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Ledger OK.') });
          const kept = fs.readdirSync(folder).filter((name) => name.startsWith('restored.sqlite.replaced-'));
          expect(kept).toHaveLength(1);
          const previous = createDatabase({ databaseUrl: null, sqliteFile: path.join(folder, kept[0]) });
          expect(await ledgerRows(previous)).toBe(0);
          await previous.destroy();

          const restored = createDatabase({ databaseUrl: null, sqliteFile: target });
          try {
            expect(await checkLedger(restored)).toMatchObject({ ok: true });
            // A snapshot from the middle of the load: some of the writes, each whole.
            const rows = await ledgerRows(restored);
            expect(rows).toBeGreaterThanOrEqual(30);
            expect(rows).toBeLessThanOrEqual(writes);
          } finally {
            await restored.destroy();
          }
          expect((await run('npm', ['run', 'backup', '--', copy], { SQLITE_FILE: live })).output).toContain('already exists');
        } finally {
          await app.close();
          await db.destroy();
        }
      } else {
        // pg_dump of the test's schema under load, pg_restore into a database of its own.
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx().db);
        const dump = path.join(folder, 'arcvest.dump');
        await underWriteLoad(ctx().app, ctx().db, async () => {
          const backup = await run('pg_dump', ['--format=custom', `--schema=${rows[0].schema}`, `--file=${dump}`, POSTGRES_URL]);
          expect(backup).toMatchObject({ code: 0 });
        });
        const database = `arcvest_restore_${randomBytes(4).toString('hex')}`;
        const admin = new pg.Client({ connectionString: POSTGRES_URL });
        await admin.connect();
        try {
          await admin.query(`create database ${database}`);
          const target = new URL(POSTGRES_URL);
          target.pathname = `/${database}`;
          const restore = await run('pg_restore', ['--no-owner', `--dbname=${target}`, dump]);
          expect(restore).toMatchObject({ code: 0 });
          target.searchParams.set('options', `-c search_path=${rows[0].schema}`);
          const restored = createDatabase({ databaseUrl: target.toString(), sqliteFile: '' });
          try {
            expect(await checkLedger(restored)).toMatchObject({ ok: true });
            expect(await ledgerRows(restored)).toBeGreaterThanOrEqual(30);
          } finally {
            await restored.destroy();
          }
        } finally {
          await admin.query(`drop database if exists ${database}`);
          await admin.end();
        }
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
