import type { Coin } from '@arcvest/shared/schemas';
import { fromBaseUnits, normalizeTransactionId, paymentCoinByCoin, toBaseUnits, transactionIdError, type Message } from '@arcvest/shared/rules';
import type { ChainSources } from '../chains/sources';
import { watchKeyOf } from '../chains/watch-keys';
import type { TransactionRow } from '../db/tables';
import { invalidField, ruleSays, type ApiText } from '../errors';

export const PAYOUT_TEXTS = {
  required: /*i18n*/ {
    id: 'api.payout.required',
    message: 'Give the payout’s transaction ID: {coin} withdrawals are checked on chain before they are confirmed.',
  },
  notFound: /*i18n*/ {
    id: 'api.payout.notFound',
    message: 'This transaction is not on the {network} network. Check the ID, or try again once your wallet has sent it.',
  },
  notInBlock: /*i18n*/ { id: 'api.payout.notInBlock', message: 'This transaction is not in a block yet. Confirm the withdrawal once it has a confirmation.' },
  wrongAddress: /*i18n*/ { id: 'api.payout.wrongAddress', message: 'This transaction pays nothing to the withdrawal’s address {address}.' },
  tooLittle: /*i18n*/ {
    id: 'api.payout.tooLittle',
    message: 'This transaction pays {paid} {coin} to the withdrawal’s address; the withdrawal is {due} {coin}.',
  },
  unreachable: /*i18n*/ {
    id: 'api.payout.unreachable',
    message: 'The {network} network cannot be read right now, so the payout cannot be checked. Please try again in a minute.',
  },
  usedTwice: /*i18n*/ { id: 'api.payout.usedTwice', message: 'This payout transaction already confirms another withdrawal.' },
} satisfies Record<string, Message>;

export type PayoutCheck = ReturnType<typeof createPayoutCheck>;

/**
 * Before a withdrawal of a coin with a chain source is confirmed, its payout is checked on chain
 * (docs/chain.md#payouts): in a block, paying the withdrawal's address at least the coin amount
 * recorded when it was asked for, less `tolerancePercent` (for operators whose wallets take the
 * network fee out of what is sent).
 */
export function createPayoutCheck(deps: { sources: ChainSources; tolerancePercent: number }) {
  const { sources, tolerancePercent } = deps;

  /** Whether a withdrawal of `coin` needs its payout's transaction id. */
  const checked = (coin: Coin | 'BALANCE' | null): coin is Coin => coin !== null && coin !== 'BALANCE' && sources[coin]?.transactionOutputs !== undefined;

  /** Throws a 422 on `payout_txid` unless `txid` pays the withdrawal; answers the id as stored. */
  async function check(withdrawal: TransactionRow, txid: string | undefined): Promise<string | null> {
    const coin = withdrawal.payment_method;
    if (!checked(coin)) return null;
    const fail = (message: ApiText) => invalidField('payout_txid', message);
    if (!txid?.trim()) throw fail({ ...PAYOUT_TEXTS.required, values: { coin } });
    const formatError = ruleSays((translate) => transactionIdError(coin, txid, translate));
    if (formatError) throw fail(formatError);
    const network = paymentCoinByCoin(coin)!.network;
    const found = await sources[coin]!.transactionOutputs!(txid.trim()).catch(() => {
      throw fail({ ...PAYOUT_TEXTS.unreachable, values: { network } });
    });
    if (found === 'gone') throw fail({ ...PAYOUT_TEXTS.notFound, values: { network } });
    if (found.blockHeight === null) throw fail(PAYOUT_TEXTS.notInBlock);
    const address = withdrawal.address ?? '';
    const key = watchKeyOf(coin, address);
    const paid = found.outputs.filter((output) => output.watchKey === key).reduce((total, output) => total + output.amount, 0n);
    if (paid === 0n) throw fail({ ...PAYOUT_TEXTS.wrongAddress, values: { address } });
    // A withdrawal asked for before amounts in the coin were recorded is checked for its address only.
    const due = toBaseUnits(coin, withdrawal.coin_amount ?? '0');
    // In basis points of a percent, so a tolerance like 0.5 stays whole.
    const least = (due * BigInt(Math.round((100 - tolerancePercent) * 100))) / 10_000n;
    if (paid < least) throw fail({ ...PAYOUT_TEXTS.tooLittle, values: { paid: fromBaseUnits(coin, paid), due: withdrawal.coin_amount ?? '0', coin } });
    return normalizeTransactionId(coin, txid);
  }

  return { checked, check };
}
