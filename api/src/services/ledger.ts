import { MAX_WALLET_CENTS } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { walletMismatches } from '../db/repositories/ledger';

export interface LedgerReport {
  ok: boolean;
  /** One sentence per problem found. */
  problems: string[];
}

/**
 * The money invariant (docs/money.md#wallets): every wallet equals the signed sum of what its
 * transactions did (the shared `walletEffect`) and is a whole number of cents from 0 to the
 * maximum. The transactions table is the ledger: nothing else moves a balance.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const problems = (await walletMismatches(db)).map((row) =>
    Number.isSafeInteger(row.wallet) && row.wallet >= 0 && row.wallet <= MAX_WALLET_CENTS
      ? `User ${row.user_id}: wallet ${row.wallet} but transactions sum to ${row.ledger_sum}.`
      : `User ${row.user_id}: wallet ${row.wallet} is not a whole number of cents from 0 to ${MAX_WALLET_CENTS}.`,
  );
  return { ok: problems.length === 0, problems };
}
