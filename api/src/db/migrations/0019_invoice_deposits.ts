import type { Kysely, Migration } from 'kysely';

/**
 * A deposit settled on chain is found with its invoice (the chain facts the transaction pages
 * show, docs/chain.md#invoices): an index on the invoice's deposit, one invoice per deposit.
 */
export const invoiceDeposits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('invoices_deposit_id').on('invoices').column('deposit_id').unique().execute();
  },
};
