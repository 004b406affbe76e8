import type { ChainKey, ChainKeyCoin } from '@arcvest/shared/schemas';
import { addressGap } from '@arcvest/shared/rules';
import { deriveAddress, parseExtendedKey } from '../chains/extended-keys';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import { highestPaidIndex, listLiveChainKeys, makeChainKeyLive } from '../db/repositories/chain-keys';
import type { ChainKeyRow } from '../db/tables';
import { invalidField } from '../errors';
import type { BeforeCommit } from './before-commit';

const highestIndex = (row: ChainKeyRow) => (row.next_index > 0 ? row.next_index - 1 : null);

/** Where each payment's address comes from (docs/chain.md#extended-keys). */
export const DERIVATION = '<key>/0/<index>';

function toChainKey(row: ChainKeyRow, paidIndex: number | null): ChainKey {
  const key = parseExtendedKey(row.coin, row.xpub);
  // Stored keys were checked when they were set; a key that no longer parses is a bug, not a user error.
  if ('error' in key) throw new Error(`Stored ${row.coin} key ${row.id} does not parse: ${key.error.message}`);
  return {
    coin: row.coin,
    xpub: row.xpub,
    kind: key.kind,
    derivation: DERIVATION,
    first_address: deriveAddress(key, 0),
    highest_index: highestIndex(row),
    gap: addressGap(highestIndex(row), paidIndex),
    created_at: row.created_at,
  };
}

export type ChainKeyService = ReturnType<typeof createChainKeyService>;

/** The operator's watch-only keys: set by admins (audited), never a private key. */
export function createChainKeyService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function list(): Promise<ChainKey[]> {
    return Promise.all((await listLiveChainKeys(db)).map(async (row) => toChainKey(row, await highestPaidIndex(db, row.id))));
  }

  async function set(actorId: number, coin: ChainKeyCoin, xpub: string, beforeCommit?: BeforeCommit): Promise<ChainKey> {
    const key = parseExtendedKey(coin, xpub);
    if ('error' in key) throw invalidField('xpub', key.error);
    return db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const row = await makeChainKeyLive(trx, coin, key.text, at);
      const saved = toChainKey(row, await highestPaidIndex(trx, row.id));
      await recordAudit(trx, {
        actorId,
        action: 'chain-key.set',
        targetType: 'chain_key',
        targetId: row.id,
        details: { coin, xpub: key.text, first_address: saved.first_address },
        at,
      });
      await beforeCommit?.(trx);
      return saved;
    });
  }

  return { list, set };
}
