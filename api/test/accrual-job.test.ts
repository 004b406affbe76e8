import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { startAccrualTimer } from '../src/jobs/accrual-timer';
import { forEachDatabase, testConfig } from './databases';
import { bearer, createUser, signInAdmin } from './helpers';
import { createPlan, DAY, walletOf } from './money-helpers';

const run = promisify(execFile);
const API_ROOT = path.resolve(__dirname, '..');
const TSX = path.resolve(API_ROOT, '..', 'node_modules', '.bin', 'tsx');

describe('accrual job settings and commands', () => {
  it('runs every 300 seconds unless ACCRUAL_INTERVAL_SECONDS says otherwise (0: off)', () => {
    expect(loadConfig({}).accrualIntervalSeconds).toBe(300);
    expect(loadConfig({ ACCRUAL_INTERVAL_SECONDS: '0' }).accrualIntervalSeconds).toBe(0);
    expect(() => loadConfig({ ACCRUAL_INTERVAL_SECONDS: '-5' })).toThrow(/ACCRUAL_INTERVAL_SECONDS must be a whole number/);
  });

  it('accrues and checks the ledger from the command line, failing on a mismatch', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-jobs-')), 'jobs.sqlite');
    const env = { ...process.env, SQLITE_FILE: file, DATABASE_URL: '' };
    const accrued = await run(TSX, ['src/jobs/accrue.ts'], { cwd: API_ROOT, env });
    expect(accrued.stdout).toMatch(/^Accrual: 0 plan day\(s\) credited/);
    expect((await run(TSX, ['src/jobs/ledger-check.ts'], { cwd: API_ROOT, env })).stdout).toMatch(/^Ledger OK/);

    // A wallet changed behind the ledger's back.
    const db = createDatabase({ databaseUrl: null, sqliteFile: file });
    await migrateToLatest(db);
    const userId = await createUser(db, 'ivy');
    await db.updateTable('wallets').set({ balance: 5 }).where('user_id', '=', userId).execute();
    await db.destroy();
    const failed = await run(TSX, ['src/jobs/ledger-check.ts'], { cwd: API_ROOT, env }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining(`User ${userId}: wallet 5 but transactions sum to 0.`) });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }, 60_000);

  it('accrues at the time given with --at, and refuses a time it cannot read', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-jobs-')), 'at.sqlite');
    const env = { ...process.env, SQLITE_FILE: file, DATABASE_URL: '' };
    const started = new Date();
    const db = createDatabase({ databaseUrl: null, sqliteFile: file });
    await migrateToLatest(db);
    const app = buildApp(testConfig(), { db, now: () => started });
    await app.ready();
    const admin = await signInAdmin(app, db);
    const userId = await createUser(db, 'ivy');
    const planId = await createPlan(db, { roi: 1, duration: 3 });
    const body = { plan_id: planId, user_id: userId, amount: 100_00, payment_method: 'BTC', type: 'deposit' };
    expect((await app.inject({ method: 'POST', url: '/api/admin-deposit', headers: bearer(admin), payload: body })).statusCode).toBe(201);
    await app.close();
    await db.destroy();

    const accrueAt = (...args: string[]) => run(TSX, ['src/jobs/accrue.ts', ...args], { cwd: API_ROOT, env });
    // Now, nothing is due yet; two days on, two days are; then the last day and the capital.
    expect((await accrueAt()).stdout).toMatch(/^Accrual: 0 plan day\(s\)/);
    expect((await accrueAt('--at', new Date(started.getTime() + 2 * DAY).toISOString())).stdout).toMatch(/^Accrual: 2 plan day\(s\)/);
    expect((await accrueAt(`--at=${new Date(started.getTime() + 10 * DAY).toISOString()}`)).stdout).toMatch(/^Accrual: 1 plan day\(s\)/);
    const failed = await accrueAt('--at', 'next tuesday').catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('--at needs a date and time') });

    const check = createDatabase({ databaseUrl: null, sqliteFile: file });
    expect(await walletOf(check, userId)).toBe(100_00 + 3_00);
    await check.destroy();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }, 60_000);
});

forEachDatabase((ctx) => {
  it('runs on a timer inside the server, with the injected clock, until stopped', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const userId = await createUser(db, 'ivy');
    const planId = await createPlan(db, { roi: 1, duration: 2 });
    const body = { plan_id: planId, user_id: userId, amount: 100_00, payment_method: 'BTC', type: 'deposit' };
    await app.inject({ method: 'POST', url: '/api/admin-deposit', headers: bearer(admin), payload: body });

    const log = { info: jest.fn(), error: jest.fn() };
    const later = new Date(ctx().clock.now.getTime() + 2 * DAY);
    const { stop } = startAccrualTimer({ db, now: () => later, intervalSeconds: 3600, siteName: 'Arcvest', log: log as never });
    await stop();
    expect(await walletOf(db, userId)).toBe(100_00 + 2_00);
    expect(log.info).toHaveBeenCalledWith({ days: 2, renewed: 0 }, 'accrual: plan days credited');
    expect(log.error).not.toHaveBeenCalled();
  });
});
