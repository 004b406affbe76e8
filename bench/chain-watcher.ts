import { sql } from 'kysely';
import type { ChainSource } from '../api/src/chains/source';
import type { Db } from '../api/src/db/database';
import { findInvoice } from '../api/src/db/repositories/invoices';
import { watchChain } from '../api/src/services/chain-watch';
import { benchDatabases, withFreshDatabase, type Kind } from './databases';
import { median } from './median';

const INVOICES = 10_000;
const TICKS = 7;
const NOW = new Date('2026-06-01T12:00:00Z');

/** A node that answers at once: what is timed is the watcher's own work, not the network's. */
function quietNode(): ChainSource {
  return {
    coin: 'ETH',
    requiredConfirmations: 12,
    tipHeight: async () => 1_000,
    transfersInBlocks: async () => [],
    pendingTransfers: async () => [],
    transactionPlace: async () => ({ blockHeight: 990 }),
    balance: async () => 0n,
  };
}

/** One investor with `count` open ETH invoices, each on an address of its own, made a minute ago. */
async function seedOpenInvoices(db: Db, count: number): Promise<void> {
  const at = new Date(NOW.getTime() - 60_000).toISOString();
  const expires = new Date(NOW.getTime() + 29 * 60_000).toISOString();
  await sql`insert into plans (title, roi_bp, duration_days, min_amount, max_amount, created_at) values ('Starter', 150, 7, 10000, 99900, ${at})`.execute(db);
  await sql`insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, created_at)
    values ('Bench', 'Investor', 'bench', 'bench', 'bench@example.com', 'female', '1990-01-01', 'Canada', 'RBENCH', 'x', ${at})`.execute(db);
  await sql`
    with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count})
    insert into invoices (user_id, plan_id, coin, amount, fee, price_usd, prices_stale, amount_due, due_base, address, watch_key, key_index, status, created_at, expires_at)
    select 1, 1, 'ETH', 50000, 2000, '3000', 0, '0.173334', '173334000000000000', 'a' || n, 'a' || n, n, 'new', ${at}, ${expires} from seq`.execute(db);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** A watcher pass over 10,000 open invoices against a bare read of the same rows, median of the ticks. */
async function measure(kind: Kind): Promise<{ tickMs: number; bareMs: number }> {
  return withFreshDatabase(kind, 'watcher', async (db) => {
    await seedOpenInvoices(db, INVOICES);
    if (kind === 'PostgreSQL') await sql`analyze`.execute(db);
    const source = quietNode();
    const ticks: number[] = [];
    const bare: number[] = [];
    for (let tick = 0; tick < TICKS; tick += 1) {
      ticks.push(await timed(() => watchChain({ db, source, now: () => NOW, owner: 'bench' })));
      bare.push(await timed(() => db.selectFrom('invoices').selectAll().where('coin', '=', 'ETH').execute()));
    }
    // The passes read every invoice and changed none (all still new).
    if ((await findInvoice(db, INVOICES))?.status !== 'new') throw new Error('the watcher changed an invoice it had no payment for');
    return { tickMs: median(ticks), bareMs: median(bare) };
  });
}

export async function measureChainWatcher() {
  for (const kind of await benchDatabases('the watcher')) {
    const { tickMs, bareMs } = await measure(kind);
    console.log(
      `Chain watcher on ${kind}: one pass over ${INVOICES.toLocaleString('en-US')} open invoices ${tickMs.toFixed(1)} ms; ` +
        `bare read of the same rows ${bareMs.toFixed(1)} ms; ratio ${(tickMs / bareMs).toFixed(2)}x (median of ${TICKS} passes, node answering at once)`,
    );
  }
}
