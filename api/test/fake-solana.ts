import { randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';
import type { SolanaTransaction } from '../src/chains/solana';

const key = (seed: number) => base58.encode(new Uint8Array(32).fill(seed));
/** The operator's address (the admin's active SOL address) and an investor's wallet. */
export const OPERATOR = key(7);
export const PAYER = key(8);
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const FEE = 5000;

/**
 * Solana's JSON-RPC, answering in the shapes of its documentation (solana.com/docs/rpc:
 * getSlot, getSignaturesForAddress, getTransaction in "json" encoding, getSignatureStatuses,
 * minimumLedgerSlot). Payments are SystemProgram transfers carrying the invoice's Solana Pay
 * reference as a read-only key (docs.solanapay.com/spec); the node's ledger starts at `oldestSlot`.
 */
export class FakeSolana {
  finalized = 300_000_000;
  oldestSlot = 299_000_000;
  readonly transactions: SolanaTransaction[] = [];

  /**
   * `lamports` from the payer to `to`, with `reference` (when given) among the transfer's keys, in
   * `slot`: finalized once `finalized` reaches it, only confirmed before.
   */
  pay(options: { to?: string; lamports: bigint; reference?: string; slot: number }): string {
    const signature = base58.encode(randomBytes(64));
    const before = 50_000_000_000;
    const paid = Number(options.lamports);
    // A payer paying itself only pays the fee.
    const payees = (options.to ?? OPERATOR) === PAYER ? [] : [options.to ?? OPERATOR];
    const references = options.reference === undefined ? [] : [options.reference];
    this.transactions.push({
      slot: options.slot,
      transaction: { signatures: [signature], message: { accountKeys: [PAYER, ...payees, ...references, SYSTEM_PROGRAM] } },
      meta: {
        err: null,
        preBalances: [before, ...payees.map(() => 1_000_000_000), ...references.map(() => 0), 1],
        postBalances: [before - paid * payees.length - FEE, ...payees.map(() => 1_000_000_000 + paid), ...references.map(() => 0), 1],
        ...({ fee: FEE, innerInstructions: [], logMessages: [], preTokenBalances: [], postTokenBalances: [], rewards: [], status: { Ok: null } } as object),
      },
    });
    return signature;
  }

  forget(signature: string) {
    this.transactions.splice(
      this.transactions.findIndex((transaction) => transaction.transaction.signatures[0] === signature),
      1,
    );
  }

  answer(body: { id: number; method: string; params: unknown[] }): unknown {
    const final = this.transactions.filter((transaction) => transaction.slot <= this.finalized);
    const bySignature = (signature: unknown) => final.find((transaction) => transaction.transaction.signatures[0] === signature);
    const result = (() => {
      switch (body.method) {
        case 'getSlot':
          return this.finalized;
        case 'minimumLedgerSlot':
          return this.oldestSlot;
        case 'getSignaturesForAddress':
          return final
            .filter((transaction) => transaction.transaction.message.accountKeys.includes(body.params[0] as string))
            .sort((a, b) => b.slot - a.slot)
            .map((transaction) => ({
              signature: transaction.transaction.signatures[0],
              slot: transaction.slot,
              err: null,
              memo: null,
              blockTime: 1_745_463_619,
              confirmationStatus: 'finalized',
            }));
        case 'getTransaction':
          return bySignature(body.params[0]) ?? null;
        case 'getSignatureStatuses':
          return {
            context: { slot: this.finalized },
            value: (body.params[0] as string[]).map((signature) => {
              const found = this.transactions.find((transaction) => transaction.transaction.signatures[0] === signature);
              if (!found || found.slot < this.oldestSlot) return null;
              const finalized = found.slot <= this.finalized;
              return {
                slot: found.slot,
                confirmations: finalized ? null : 1,
                err: null,
                status: { Ok: null },
                confirmationStatus: finalized ? 'finalized' : 'confirmed',
              };
            }),
          };
        default:
          return undefined;
      }
    })();
    return result === undefined
      ? { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'Method not found' } }
      : { jsonrpc: '2.0', id: body.id, result };
  }
}
