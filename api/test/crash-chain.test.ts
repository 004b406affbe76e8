import fs from 'node:fs';
import { sql } from 'kysely';
import { parseEther } from 'viem';
import type { Db } from '../src/db/database';
import { checkLedger } from '../src/services/ledger';
import { ANVIL_CHAIN_ID, anvilForFile } from './chain-nodes';
import { postgresAvailable } from './databases';
import { count, postgresTarget, SERVER_PASSWORD, signIn, sqliteTarget, startServerProcess, until, type ServerProcess, type Target } from './server-process';

/*
 * A watcher server killed with SIGKILL while it settles an invoice, inside the settlement's
 * database transaction (docs/chain.md#the-watcher), then restarted: the invoice is credited once.
 * The real server runs in its own process, reading a real Ethereum node (anvil); this process
 * stops the settlement at a chosen point inside its transaction, sees that it has stopped there,
 * and kills the server.
 */

/** BIP 32 test vector 1, m/0H: an xpub as a wallet exports it. */
const XPUB = 'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';
const CONFIRMATIONS = 2;
/** Enough data written inside the stopped transaction that SQLite spills it to the WAL file, where this process sees it. */
const BALLAST_MB = 40;

interface Stall {
  /** Whether the settlement is stopped at the chosen point now. */
  reached(): Promise<boolean>;
  /** Lets the (killed) settlement go, so that the next server can write. */
  release(): Promise<void>;
}

/**
 * PostgreSQL: this process holds a lock that keeps rows out of `user_plans`, so the settlement
 * waits inside its transaction when it starts the plan (the invoice's status, the deposit and the
 * payments already written, uncommitted); it is stopped there when its insert waits on the lock.
 */
async function holdPlanInserts(db: Db): Promise<Stall> {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const held = db.transaction().execute(async (trx) => {
    await sql`lock table user_plans in exclusive mode`.execute(trx);
    locked();
    await ended;
  });
  await lockTaken;
  return {
    reached: async () =>
      (await count(db, sql`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into "user_plans"%'`)) > 0,
    release: async () => {
      end();
      await held;
    },
  };
}

/**
 * SQLite (one writer, no row locks): a trigger on the plan's insert writes ballast, which SQLite
 * spills to the WAL file uncommitted, then computes forever. The settlement is stopped there once
 * the WAL file has grown by half the ballast; the trigger is dropped once the server is dead.
 */
async function spinOnPlanInsert(db: Db, sqliteFile: string): Promise<Stall> {
  const walSize = () => fs.statSync(`${sqliteFile}-wal`).size;
  const before = walSize();
  await sql`create table crash_ballast (bytes blob)`.execute(db);
  // Triggers take no WITH clause; views do.
  await sql
    .raw(
      `create view crash_ballast_rows as with recursive n(k) as (select 1 union all select k + 1 from n where k < ${BALLAST_MB * 1024}) select randomblob(1024) as bytes from n`,
    )
    .execute(db);
  await sql`create view crash_forever as with recursive n(k) as (select 1 union all select k + 1 from n) select count(*) as c from n`.execute(db);
  await sql`create trigger crash_mid_settlement after insert on user_plans begin
    insert into crash_ballast select bytes from crash_ballast_rows;
    select c from crash_forever;
  end`.execute(db);
  return {
    reached: async () => walSize() > before + (BALLAST_MB / 2) * 1024 * 1024,
    release: async () => {
      for (const statement of ['drop trigger crash_mid_settlement', 'drop view crash_forever', 'drop view crash_ballast_rows', 'drop table crash_ballast'])
        await sql.raw(statement).execute(db);
    },
  };
}

async function postJson(baseURL: string, route: string, token: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseURL}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const node = anvilForFile();

for (const kind of ['sqlite', 'postgres'] as const) {
  (kind === 'postgres' && !postgresAvailable ? describe.skip : describe)(
    `${kind}: a watcher killed with SIGKILL while it settles an invoice, then restarted`,
    () => {
      let target: Target;
      let env: Record<string, string>;
      let snapshot: string;
      let server: ServerProcess | null = null;
      let stall: Stall | null = null;
      beforeAll(async () => {
        // The other database's run paid the same first address of the key: its blocks are undone after it.
        snapshot = await node().snapshot();
        target = kind === 'sqlite' ? await sqliteTarget() : await postgresTarget();
        env = {
          ...target.env,
          ETH_RPC_URL: node().url,
          ETH_CHAIN_ID: String(ANVIL_CHAIN_ID),
          ETH_CONFIRMATIONS: String(CONFIRMATIONS),
          CHAIN_POLL_SECONDS: '1',
          // The built-in prices: the price source is unreachable here.
          PRICES_URL: 'http://127.0.0.1:9/prices',
        };
        // The first start migrates and seeds the demo; SIGTERM then drains and stops it cleanly.
        const first = await startServerProcess(env);
        expect(await first.stop()).toBe(0);
      }, 120_000);
      // A failure leaves no server running and no lock held, which would keep the database from closing.
      afterEach(async () => {
        await server?.kill();
        await stall?.release();
      });
      afterAll(async () => {
        await target?.dispose();
        await node().revert(snapshot);
      });

      it('credits the invoice once: one deposit, one plan, the payment credited', async () => {
        const { db } = target;
        server = await startServerProcess(env);
        const admin = await signIn(server.baseURL, 'admin', SERVER_PASSWORD);
        expect((await postJson(server.baseURL, '/api/chain-keys/eth', admin, { xpub: XPUB })).status).toBe(200);
        const investor = await signIn(server.baseURL, 'investor', SERVER_PASSWORD);
        const { id: planId } = await db.selectFrom('plans').select('id').where('title', '=', 'Starter').executeTakeFirstOrThrow();
        const bought = await postJson(server.baseURL, '/api/deposit', investor, {
          plan_id: planId,
          amount: 500_00,
          payment_method: 'ETH',
          disclosure_accepted: true,
        });
        expect(bought.status).toBe(201);
        const invoice = bought.json.invoice as { id: number; address: string; amount_due: string };
        const invoiceRow = () => db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
        const { user_id: investorId } = await invoiceRow();
        const deposits = () =>
          count(db, sql`select count(*) as n from transactions where user_id = ${investorId} and type = 'deposit' and payment_method = 'ETH'`);
        const plansBefore = await count(db, sql`select count(*) as n from user_plans where user_id = ${investorId}`);

        const txid = await node().pay(invoice.address, parseEther(invoice.amount_due));
        await node().mine(1);
        await until(async () => (await invoiceRow()).status === 'processing', 'the watcher has seen the payment with 1 confirmation');

        stall = kind === 'postgres' ? await holdPlanInserts(db) : await spinOnPlanInsert(db, target.env.SQLITE_FILE);
        await node().mine(1);
        await until(stall.reached, 'the settlement is stopped inside its transaction');
        await server.kill();
        await stall.release();
        stall = null;
        // Nothing the killed transaction wrote is in the database.
        expect(await invoiceRow()).toMatchObject({ status: 'processing', deposit_id: null });
        expect(await deposits()).toBe(0);

        // The killed server still holds its lease on the chain, which runs out a minute after its
        // pass began (LEASE_MS in services/chain-watch.ts). The test moves that minute on rather
        // than waiting it out: the lease is made to have begun a minute earlier, so it runs out
        // now if it lasts a minute (a longer lease would keep the restarted watcher off the chain).
        const lease = () => db.selectFrom('chain_cursors').select(['lease_owner', 'lease_until']).where('coin', '=', 'ETH').executeTakeFirstOrThrow();
        const held = await lease();
        expect(held.lease_owner).not.toBeNull();
        expect(Number(held.lease_until)).toBeGreaterThan(Date.now());
        await db
          .updateTable('chain_cursors')
          .set({ lease_until: Number(held.lease_until) - 60_000 })
          .where('coin', '=', 'ETH')
          .execute();

        server = await startServerProcess(env);
        // Once the killed server's lease on the chain has run out.
        await until(async () => (await invoiceRow()).status === 'settled', 'the restarted watcher has settled the invoice');
        expect(await server.stop()).toBe(0);
        server = null;

        expect(await deposits()).toBe(1);
        expect(
          await db
            .selectFrom('transactions')
            .select(['status', 'transaction_id', 'amount'])
            .where('id', '=', (await invoiceRow()).deposit_id!)
            .executeTakeFirstOrThrow(),
        ).toEqual({
          status: 'confirmed',
          transaction_id: txid,
          amount: 500_00,
        });
        expect(await count(db, sql`select count(*) as n from user_plans where user_id = ${investorId}`)).toBe(plansBefore + 1);
        expect(await count(db, sql`select count(*) as n from chain_payments where invoice_id = ${invoice.id} and credited_at is not null`)).toBe(1);
        expect(await checkLedger(db)).toMatchObject({ ok: true });
      }, 300_000);
    },
  );
}
