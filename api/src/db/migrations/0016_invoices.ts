import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from './columns';

/**
 * Payments settled on chain (docs/chain.md#invoices): an invoice per payment with an address of
 * its own, the payments the watcher saw for it, per coin how far the watcher has read the chain
 * and which server reads it now, and a withdrawal's amount in the coin for its payout check.
 */
export const invoices: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('invoices'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
      .addColumn('coin', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('fee', 'bigint', (c) => c.notNull())
      // The coin's dollar price locked for the invoice, as text: it only explains the amount due.
      .addColumn('price_usd', 'text', (c) => c.notNull())
      .addColumn('prices_stale', 'integer', (c) => c.notNull())
      .addColumn('amount_due', 'text', (c) => c.notNull())
      // The same in the chain's smallest unit (wei outgrow a bigint column's safe range in JavaScript).
      .addColumn('due_base', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      // What a chain source matches: Bitcoin's output script in hex, an Ethereum address in lower case.
      .addColumn('watch_key', 'text', (c) => c.notNull())
      .addColumn('chain_key_id', 'integer', (c) => c.references('chain_keys.id'))
      .addColumn('key_index', 'integer')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('new', 'processing', 'settled', 'expired', 'partial', 'overpaid', 'late')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('disclosure_accepted_at', 'text')
      .addColumn('deposit_id', 'integer', (c) => c.references('transactions.id'))
      .addColumn('settled_at', 'text')
      // An admin's decision on an exception (partial, late): the plan started, credited, or rejected with a note the user sees.
      .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('plan-started', 'credited', 'rejected')`))
      .addColumn('resolution_note', 'text')
      .addColumn('resolved_by', 'integer', (c) => c.references('users.id'))
      .addColumn('resolved_at', 'text')
      .execute();
    await db.schema.createIndex('invoices_coin_watch_key').on('invoices').columns(['coin', 'watch_key']).unique().execute();
    await db.schema.createIndex('invoices_open').on('invoices').columns(['coin', 'status']).execute();
    await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'id']).execute();

    await withId(db, db.schema.createTable('chain_payments'))
      .addColumn('coin', 'text', (c) => c.notNull())
      .addColumn('txid', 'text', (c) => c.notNull())
      // Bitcoin's output number, or the position of the transfer in its Ethereum block.
      .addColumn('output_index', 'integer', (c) => c.notNull())
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
      .addColumn('amount_base', 'text', (c) => c.notNull())
      // Null while it waits in the mempool (or again after a reorganisation dropped its block).
      .addColumn('block_height', 'integer')
      .addColumn('seen_at', 'text', (c) => c.notNull())
      // When its value went into the ledger (a settlement or an admin's decision); null: received, not credited.
      .addColumn('credited_at', 'text')
      .execute();
    await db.schema.createIndex('chain_payments_key').on('chain_payments').columns(['coin', 'txid', 'output_index']).unique().execute();
    await db.schema.createIndex('chain_payments_invoice').on('chain_payments').columns(['invoice_id']).execute();

    // A withdrawal's amount in the coin at the price when it was asked for: what its payout must pay.
    await db.schema.alterTable('transactions').addColumn('coin_amount', 'text').execute();

    await db.schema
      .createTable('chain_cursors')
      .addColumn('coin', 'text', (c) => c.primaryKey())
      // The last block read; each pass reads again the blocks a reorganisation could still replace.
      .addColumn('height', 'integer')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('checked_at', 'text')
      .addColumn('error', 'text')
      .execute();
  },
};
