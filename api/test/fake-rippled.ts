import { randomBytes } from 'node:crypto';
import type { XrpTransactionEntry } from '../src/chains/xrp';

/** The operator's address (the admin's active XRP address) and an investor's, both from the XRP Ledger's documentation. */
export const OPERATOR = 'rLNaPoKeeBjZe2qs6x52yVPZpZ8td4dc6w';
const PAYER = 'r48QyLLbot7VCfw325LrXAUtP6CRfU3tb4';
/** tfPartialPayment: the payment may deliver less than its Amount. */
const PARTIAL_PAYMENT_FLAG = 0x00020000;
/** The fake answers account_tx a page of this many, as a server may (its `limit` is a wish). */
const FAKE_PAGE = 2;

/**
 * rippled's JSON-RPC, API v2, answering in the shapes of the XRP Ledger's documentation
 * (xrpl.org: the account_tx, tx and ledger methods; a txnNotFound asked with a ledger range says
 * `searched_all`). Its history starts at `oldestLedger`: a server with online deletion forgets
 * older ledgers.
 */
export class FakeRippled {
  validated = 90_000_000;
  oldestLedger = 89_000_000;
  readonly entries: XrpTransactionEntry[] = [];

  pay(options: { tag: number | undefined; drops: bigint; delivered?: bigint; ledger: number; destination?: string }): string {
    const hash = randomBytes(32).toString('hex').toUpperCase();
    const partial = options.delivered !== undefined;
    this.entries.push({
      hash,
      ledger_index: options.ledger,
      validated: true,
      tx_json: {
        TransactionType: 'Payment',
        Destination: options.destination ?? OPERATOR,
        ...(options.tag !== undefined && { DestinationTag: options.tag }),
        ...({
          Account: PAYER,
          DeliverMax: options.drops.toString(),
          Fee: '12',
          Flags: partial ? PARTIAL_PAYMENT_FLAG : 0,
          Sequence: this.entries.length + 1,
        } as object),
      },
      meta: {
        TransactionResult: 'tesSUCCESS',
        delivered_amount: (options.delivered ?? options.drops).toString(),
        ...({ AffectedNodes: [], TransactionIndex: 0 } as object),
      },
    });
    return hash;
  }

  forget(hash: string) {
    this.entries.splice(
      this.entries.findIndex((entry) => entry.hash === hash),
      1,
    );
  }

  answer(body: { method: string; params: [Record<string, unknown>] }): unknown {
    const params = body.params[0];
    const known = this.entries.filter((entry) => entry.ledger_index <= this.validated && entry.ledger_index >= this.oldestLedger);
    switch (body.method) {
      case 'ledger':
        return { result: { ledger: { ledger_index: this.validated, closed: true }, ledger_index: this.validated, validated: true, status: 'success' } };
      case 'account_tx': {
        const min = params.ledger_index_min as number;
        const max = params.ledger_index_max as number;
        const matching = known
          .filter(
            (entry) =>
              entry.ledger_index >= min &&
              entry.ledger_index <= max &&
              [(entry.tx_json as { Account?: string }).Account, entry.tx_json.Destination].includes(params.account as string),
          )
          .sort((a, b) => a.ledger_index - b.ledger_index);
        const start = (params.marker as { seq: number } | undefined)?.seq ?? 0;
        const page = matching.slice(start, start + FAKE_PAGE);
        const more = start + FAKE_PAGE < matching.length;
        return {
          result: {
            account: params.account,
            ledger_index_min: min,
            ledger_index_max: max,
            transactions: page,
            validated: true,
            limit: params.limit,
            ...(more && { marker: { ledger: matching[start + FAKE_PAGE].ledger_index, seq: start + FAKE_PAGE } }),
            status: 'success',
          },
        };
      }
      case 'tx': {
        const found = known.find((entry) => entry.hash === params.transaction);
        if (found) return { result: { ...found, status: 'success' } };
        // In a ledger closed but not validated yet.
        const closed = this.entries.find((entry) => entry.hash === params.transaction && entry.ledger_index > this.validated);
        if (closed) return { result: { ...closed, validated: false, status: 'success' } };
        const ranged = params.min_ledger !== undefined && params.max_ledger !== undefined;
        return {
          result: {
            error: 'txnNotFound',
            error_code: 29,
            error_message: 'Transaction not found.',
            request: { command: 'tx', ...params },
            ...(ranged && { searched_all: (params.min_ledger as number) >= this.oldestLedger }),
            status: 'error',
          },
        };
      }
      default:
        return { result: { error: 'unknownCmd', error_code: 32, error_message: 'Unknown method.', status: 'error' } };
    }
  }
}
