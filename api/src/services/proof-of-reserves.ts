import {
  baseUnitsToCents,
  coinUsdPrice,
  COINS,
  exactCoinAmount,
  isCurrentReserveMessage,
  reserveAddressMessage,
  reservesRatio,
  utcDay,
  type Message,
} from '@arcvest/shared/rules';
import type { Coin, ProofOfReserves, ReserveAddress, ReserveAddressBody, ReserveMessageQuery } from '@arcvest/shared/schemas';
import { checksummedEthereumAddress, withdrawalAddressError } from '@arcvest/shared/withdrawal-address';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainSources } from '../chains/sources';
import { watchKeyOf } from '../chains/watch-keys';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import { findLatestSnapshot } from '../db/repositories/liabilities';
import {
  insertReserveAddress,
  insertReserveBalances,
  listCountedReserveAddresses,
  listDemoReserveHoldings,
  listInvoiceAddresses,
  listReserveBalances,
  removeReserveAddress,
  reservesHistory,
  type ReserveAddressRow,
} from '../db/repositories/reserves';
import { HttpError, invalidField, ruleSays } from '../errors';
import type { PriceService } from './prices';
import { publishedSnapshot } from './proof-of-liabilities';
import type { BeforeCommit } from './before-commit';

export const RESERVE_TEXTS = {
  none: /*i18n*/ { id: 'api.reserves.none', message: 'No proof of reserves has been published yet.' },
  notCurrent: /*i18n*/ {
    id: 'api.reserves.notCurrent',
    message: 'This is not the message to sign for this coin and address today: get it again and sign it exactly as given.',
  },
  alreadyCounted: /*i18n*/ { id: 'api.reserves.alreadyCounted', message: 'This address is already registered as a reserve address.' },
  notFound: /*i18n*/ { id: 'api.reserves.notFound', message: 'Reserve address not found.' },
  removed: /*i18n*/ { id: 'api.reserves.removed', message: 'The reserve address is no longer counted.' },
} satisfies Record<string, Message>;

/** How many snapshots the ratio's history shows. */
const HISTORY_LENGTH = 90;

/** One coin's reserves as read for a snapshot, before it is stored. */
export interface CoinReading {
  coin: Coin;
  /** In the chain's smallest unit; 0 when the chain could not be read. */
  amountBase: bigint;
  priceUsd: number;
  /** US cents. */
  value: number;
  addresses: number;
  available: boolean;
  /** The demo's sample holdings, not a chain reading (docs/proof-of-reserves.md#demo-reserves). */
  demo: boolean;
}

export type ProofOfReservesService = ReturnType<typeof createProofOfReservesService>;

/**
 * The address as the message and the table hold it, so letter case makes no second address:
 * trimmed; Ethereum's with its EIP-55 checksum; Bitcoin's bech32 (bc1…, valid in either case) in lower case.
 */
function canonicalAddress(coin: Coin, address: string): string {
  const trimmed = address.trim();
  if (coin === 'ETH') return checksummedEthereumAddress(trimmed);
  return coin === 'BTC' && /^bc1/i.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

/** The address in its mainnet form, or a 422 on `address`. */
function validAddress(coin: Coin, address: string): string {
  const problem = ruleSays((translate) => withdrawalAddressError(coin, address, translate));
  if (problem) throw invalidField('address', problem);
  return canonicalAddress(coin, address);
}

const published = (row: ReserveAddressRow): ReserveAddress => ({
  id: row.id,
  coin: row.coin,
  address: row.address,
  message: row.message,
  signature: row.signature,
  public_key: row.public_key,
  registered_at: row.registered_at,
});

/**
 * The reserves half of the proof of reserves (docs/proof-of-reserves.md): reserve addresses
 * registered with a signed message, and per liabilities snapshot what the invoice and reserve
 * addresses hold on chain, valued at that moment's prices.
 */
export function createProofOfReservesService(deps: {
  db: Db;
  now: () => Date;
  sources: ChainSources;
  prices: PriceService;
  platform: string;
  log: FastifyBaseLogger;
}) {
  const { db, now, sources, prices, platform, log } = deps;

  function messageFor(query: ReserveMessageQuery): { message: string } {
    const address = validAddress(query.coin, query.address);
    return { message: reserveAddressMessage({ platform, coin: query.coin, address, date: utcDay(now()) }) };
  }

  /** Registers an address whose key signed today's (or yesterday's) message; audited. */
  async function register(actorId: number, body: ReserveAddressBody, beforeCommit?: BeforeCommit): Promise<ReserveAddress> {
    const address = validAddress(body.coin, body.address);
    if (!isCurrentReserveMessage(body.message, { platform, coin: body.coin, address }, now())) throw invalidField('message', RESERVE_TEXTS.notCurrent);
    const signature = body.signature.trim();
    const publicKey = body.public_key?.trim() || undefined;
    // The signature libraries (BIP-322, XRP's, viem's) load with the first registration, not with every server start.
    const { reserveSignatureProblem } = await import('../chains/reserve-signatures');
    const problem = await reserveSignatureProblem(body.coin, { address, message: body.message, signature, publicKey });
    if (problem) throw invalidField(problem.field, problem.message);
    const at = now().toISOString();
    const row = await db.transaction().execute(async (trx) => {
      const added = await insertReserveAddress(trx, {
        coin: body.coin,
        address,
        message: body.message,
        signature,
        public_key: body.coin === 'XRP' ? (publicKey ?? null) : null,
        registered_by: actorId,
        registered_at: at,
      });
      if (!added) throw new HttpError(409, RESERVE_TEXTS.alreadyCounted);
      await recordAudit(trx, {
        actorId,
        action: 'reserve-address.add',
        targetType: 'reserve_address',
        targetId: added.id,
        details: { coin: added.coin, address },
        at,
      });
      await beforeCommit?.(trx);
      return added;
    });
    return published(row);
  }

  async function remove(actorId: number, id: number): Promise<{ message: Message }> {
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      const row = await removeReserveAddress(trx, id, at);
      if (!row) throw new HttpError(404, RESERVE_TEXTS.notFound);
      await recordAudit(trx, {
        actorId,
        action: 'reserve-address.remove',
        targetType: 'reserve_address',
        targetId: id,
        details: { coin: row.coin, address: row.address },
        at,
      });
    });
    return { message: RESERVE_TEXTS.removed };
  }

  async function addresses(): Promise<ReserveAddress[]> {
    return (await listCountedReserveAddresses(db)).map(published);
  }

  /**
   * What each coin with a chain source holds: its invoice addresses and its reserve addresses,
   * each once, valued at the current prices (the last known when live ones are unavailable). A
   * chain that cannot be read counts 0, marked unavailable. Network calls: outside any transaction.
   */
  async function read(): Promise<CoinReading[]> {
    const quote = await prices.current();
    const reserveAddresses = await listCountedReserveAddresses(db);
    const coins = COINS.filter((coin) => sources[coin] !== undefined);
    // A demo's sample holdings stand in only for a coin no chain is read for.
    const demoHoldings = (await listDemoReserveHoldings(db)).filter((holding) => sources[holding.coin] === undefined);
    const demoReadings = demoHoldings.map((holding): CoinReading => {
      const amountBase = BigInt(holding.amount_base);
      const priceUsd = coinUsdPrice(holding.coin, quote);
      return {
        coin: holding.coin,
        amountBase,
        priceUsd,
        value: baseUnitsToCents(holding.coin, amountBase, priceUsd),
        addresses: 0,
        available: true,
        demo: true,
      };
    });
    const chainReadings = await Promise.all(
      coins.map(async (coin): Promise<CoinReading> => {
        const byKey = new Map<string, string>();
        const registered = reserveAddresses.filter((row) => row.coin === coin).map((row) => row.address);
        for (const address of [...(await listInvoiceAddresses(db, coin)), ...registered]) byKey.set(watchKeyOf(coin, address), address);
        const priceUsd = coinUsdPrice(coin, quote);
        try {
          const amountBase = await sources[coin]!.balance([...byKey.values()]);
          return { coin, amountBase, priceUsd, value: baseUnitsToCents(coin, amountBase, priceUsd), addresses: byKey.size, available: true, demo: false };
        } catch (error) {
          log.warn({ err: error, coin }, 'proof of reserves: the chain could not be read, counted 0');
          return { coin, amountBase: 0n, priceUsd, value: 0, addresses: byKey.size, available: false, demo: false };
        }
      }),
    );
    return [...chainReadings, ...demoReadings];
  }

  /** Stores a reading with its snapshot, in the snapshot's transaction. */
  async function store(trx: Db, snapshotId: number, readings: readonly CoinReading[]): Promise<void> {
    await insertReserveBalances(
      trx,
      readings.map((reading) => ({
        snapshot_id: snapshotId,
        coin: reading.coin,
        amount_base: reading.amountBase.toString(),
        price_usd: String(reading.priceUsd),
        value: reading.value,
        address_count: reading.addresses,
        available: reading.available ? 1 : 0,
        demo: reading.demo ? 1 : 0,
      })),
    );
  }

  async function proof(): Promise<ProofOfReserves> {
    const snapshot = await findLatestSnapshot(db);
    if (!snapshot) throw new HttpError(404, RESERVE_TEXTS.none);
    const balances = await listReserveBalances(db, snapshot.id);
    const coins = COINS.flatMap((coin) => balances.filter((row) => row.coin === coin)).map((row) => ({
      coin: row.coin,
      amount: exactCoinAmount(row.coin, BigInt(row.amount_base)),
      price: Math.round(Number(row.price_usd) * 100),
      value: row.value,
      addresses: row.address_count,
      available: row.available === 1,
      demo: row.demo === 1,
    }));
    const reserves = coins.reduce((sum, coin) => sum + coin.value, 0);
    return {
      latest: {
        generated_at: snapshot.generated_at,
        liabilities: publishedSnapshot(snapshot),
        reserves,
        ratio: reservesRatio(reserves, snapshot.total),
        demo: coins.some((coin) => coin.demo),
        coins,
      },
      history: (await reservesHistory(db, HISTORY_LENGTH)).map((point) => ({ ...point, ratio: reservesRatio(point.reserves, point.liabilities) })),
      addresses: await addresses(),
    };
  }

  return { messageFor, register, remove, addresses, read, store, proof };
}
