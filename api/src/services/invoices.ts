import type { Coin, Invoice, InvoiceSummary, PaymentOption } from '@arcvest/shared/schemas';
import {
  COINS,
  coinPayment,
  explorerTransactionUrl,
  fromBaseUnits,
  invoiceConfirmations,
  paymentCoinByCoin,
  paymentUri,
  toBaseUnits,
  type Message,
} from '@arcvest/shared/rules';
import { randomBytes } from 'node:crypto';
import { withdrawalAddressError } from '@arcvest/shared/withdrawal-address';
import { base58 } from '@scure/base';
import { deriveAddress, parseExtendedKey } from '../chains/extended-keys';
import type { ChainSources } from '../chains/sources';
import { confirmationsAt } from '../chains/source';
import { operatorWatchKey, splitOperatorWatchKey, watchKeyOf } from '../chains/watch-keys';
import type { ChainSettings } from '../config';
import type { Db } from '../db/database';
import { listAddresses } from '../db/repositories/addresses';
import { findLiveChainKey, takeNextIndex } from '../db/repositories/chain-keys';
import { findChainCursor, findInvoice, insertInvoice, insertInvoiceKeyedById, listPayments } from '../db/repositories/invoices';
import { findPlanIncludingDeleted } from '../db/repositories/plans';
import type { ChainKeyRow, InvoiceRow, PlanRow, UserRow } from '../db/tables';
import { HttpError } from '../errors';
import type { PriceService } from './prices';

export const INVOICE_TEXTS = {
  created: /*i18n*/ {
    id: 'api.invoice.created',
    message: 'Send the amount below to this address. Your plan starts by itself once the payment is confirmed on chain.',
  },
  notFound: /*i18n*/ { id: 'api.invoice.notFound', message: 'Invoice not found.' },
  noPrice: /*i18n*/ { id: 'api.invoice.noPrice', message: 'There is no usable price for this coin right now. Please try again later.' },
} satisfies Record<string, Message>;

const MINUTE_MS = 60_000;

/** The key an address for `coin` is derived from: BTC's, ETH's, or TRON's for USDT. */
const keyCoinOf = (coin: Coin) => (({ BTC: 'btc', ETH: 'eth', USDT: 'usdt' }) as const)[coin as 'BTC' | 'ETH' | 'USDT'];
/** The coins paid to the operator's one address, an invoice told apart by a destination tag (XRP) or a Solana Pay reference (SOL). */
const OPERATOR_ADDRESS_COINS = { XRP: 'xrp', SOL: 'sol' } as const;
const operatorAddressCoinOf = (coin: Coin) => OPERATOR_ADDRESS_COINS[coin as keyof typeof OPERATOR_ADDRESS_COINS];

/** Where an invoice for a coin settled on chain is paid: an address of the coin's key, or the operator's address. */
type Receiver = { key: ChainKeyRow } | { operatorAddress: string };

/** An XRP invoice's destination tag and a SOL invoice's reference, read back from its watch key. */
function marksOf(row: Pick<InvoiceRow, 'coin' | 'watch_key'>): { destinationTag?: number; reference?: string } {
  if (!operatorAddressCoinOf(row.coin)) return {};
  const { mark } = splitOperatorWatchKey(row.watch_key);
  return row.coin === 'XRP' ? { destinationTag: Number(mark) } : { reference: mark };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

/** Invoices: a payment on chain with an address of its own, at a price locked for its life (docs/chain.md#invoices). */
export function createInvoiceService(deps: { db: Db; now: () => Date; chains: ChainSettings; prices: PriceService; sources: ChainSources }) {
  const { db, now, chains, prices, sources } = deps;

  /**
   * Where `coin` is paid when it is settled on chain (it has a source, and a key or an operator's
   * address that is valid for the chain); undefined when it is paid by hand.
   */
  async function receiverFor(source: Db, coin: Coin): Promise<Receiver | undefined> {
    if (!sources[coin]) return undefined;
    const keyCoin = keyCoinOf(coin);
    if (keyCoin) {
      const key = await findLiveChainKey(source, keyCoin);
      return key && { key };
    }
    const addressCoin = operatorAddressCoinOf(coin);
    if (!addressCoin) return undefined;
    const [active] = await listAddresses(source, addressCoin, 1);
    return active && withdrawalAddressError(coin, active.address) === null ? { operatorAddress: active.address } : undefined;
  }

  async function settlement(coin: Coin): Promise<PaymentOption['settlement']> {
    return (await receiverFor(db, coin)) === undefined ? 'manual' : 'chain';
  }

  async function paymentOptions(): Promise<PaymentOption[]> {
    return Promise.all(
      COINS.map(async (coin) => {
        const way = await settlement(coin);
        return {
          coin,
          settlement: way,
          required_confirmations: way === 'chain' ? sources[coin]!.requiredConfirmations : null,
          payout_check: sources[coin]?.transactionOutputs !== undefined,
        };
      }),
    );
  }

  function toSummary(row: InvoiceRow): InvoiceSummary {
    const marks = marksOf(row);
    return {
      id: row.id,
      address: row.address,
      ...(marks.destinationTag !== undefined && { destination_tag: marks.destinationTag }),
      amount_due: row.amount_due,
      uri: paymentUri(row.coin, row.address, row.amount_due, { chainId: chains.eth?.chainId, ...marks }),
      expires_at: row.expires_at,
      status: row.status,
    };
  }

  /**
   * An invoice for a plan bought with `coin`, or null when the coin is paid by hand. A derived
   * address is the key's next index, taken in the transaction that writes the invoice; an XRP
   * invoice's destination tag is its own id, a SOL invoice's reference 32 random bytes.
   */
  async function create(buyer: UserRow, plan: PlanRow, amount: number, coin: Coin, disclosureAcceptedAt: string | null): Promise<InvoiceSummary | null> {
    if (!(await receiverFor(db, coin))) return null;
    const quote = await prices.current();
    const usd = quote[paymentCoinByCoin(coin)!.priceKey].usd;
    const payment = coinPayment(coin, amount, usd);
    if (!payment) throw new HttpError(503, INVOICE_TEXTS.noPrice);
    const row = await db.transaction().execute(async (trx) => {
      const receiver = await receiverFor(trx, coin);
      if (!receiver) return null;
      const at = now();
      const invoice = {
        user_id: buyer.id,
        plan_id: plan.id,
        coin,
        amount,
        fee: payment.feeCents,
        price_usd: String(paymentCoinByCoin(coin)!.fixedUsdPrice ?? usd),
        prices_stale: quote.stale ? (1 as const) : (0 as const),
        amount_due: payment.total,
        due_base: toBaseUnits(coin, payment.total).toString(),
        status: 'new' as const,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + chains.invoiceMinutes * MINUTE_MS).toISOString(),
        disclosure_accepted_at: disclosureAcceptedAt,
      };
      if ('operatorAddress' in receiver) {
        const address = receiver.operatorAddress;
        const fields = { ...invoice, address, chain_key_id: null, key_index: null };
        if (coin === 'XRP') return insertInvoiceKeyedById(trx, fields, (id) => operatorWatchKey(address, id));
        return insertInvoice(trx, { ...fields, watch_key: operatorWatchKey(address, base58.encode(randomBytes(32))) });
      }
      const { key } = receiver;
      const parsed = parseExtendedKey(key.coin, key.xpub);
      if ('error' in parsed) throw new Error(`Stored ${key.coin} key ${key.id} does not parse: ${parsed.error.message}`);
      const index = await takeNextIndex(trx, key.id);
      const address = deriveAddress(parsed, index);
      return insertInvoice(trx, { ...invoice, address, watch_key: watchKeyOf(coin, address), chain_key_id: key.id, key_index: index });
    });
    return row && toSummary(row);
  }

  /** The invoice with its payments, for its owner or an admin (anyone else: not found). */
  async function get(viewer: UserRow, id: number): Promise<Invoice> {
    const row = await findInvoice(db, id);
    if (!row || (row.user_id !== viewer.id && viewer.role !== 'admin')) throw new HttpError(404, INVOICE_TEXTS.notFound);
    const [payments, cursor, plan] = await Promise.all([listPayments(db, [row.id]), findChainCursor(db, row.coin), findPlanIncludingDeleted(db, row.plan_id)]);
    const tip = cursor?.height ?? 0;
    const transactions = payments.map((payment) => ({
      txid: payment.txid,
      amount: fromBaseUnits(row.coin, BigInt(payment.amount_base)),
      confirmations: confirmationsAt(payment.block_height, tip),
      seen_at: payment.seen_at,
      explorer_url: explorerTransactionUrl(chains.explorerTxUrls[row.coin], payment.txid),
    }));
    const paid = payments.reduce((total, payment) => total + BigInt(payment.amount_base), 0n);
    return {
      ...toSummary(row),
      coin: row.coin,
      plan_id: row.plan_id,
      plan_title: plan?.title ?? '',
      amount: Number(row.amount),
      fee: Number(row.fee),
      price_usd: Number(row.price_usd),
      prices_stale: row.prices_stale === 1,
      confirmations: invoiceConfirmations(transactions),
      required_confirmations: sources[row.coin]?.requiredConfirmations ?? 0,
      paid: fromBaseUnits(row.coin, paid),
      transactions,
      deposit_id: row.deposit_id,
      chain_error: cursor?.error ?? null,
      created_at: row.created_at,
      resolution: row.resolution,
      resolution_note: row.resolution_note,
      resolved_at: row.resolved_at,
    };
  }

  return { settlement, paymentOptions, create, get };
}
