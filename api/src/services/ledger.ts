import { MAX_WALLET_CENTS, walletEffect } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { transactionPostings, walletMismatches } from '../db/repositories/ledger';

export interface LedgerReport {
  ok: boolean;
  /** One sentence per problem found. */
  problems: string[];
}

const PAGE = 10_000;

/**
 * The money invariant (DESIGN.md, Money): every wallet equals the signed sum of its ledger
 * entries and is never negative; and each transaction's entries add up to what it should
 * have done to the wallet (the shared `walletEffect`), so no entry is missing or doubled.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const problems = (await walletMismatches(db)).map((row) =>
    Number.isSafeInteger(row.wallet) && row.wallet >= 0
      ? `User ${row.user_id}: wallet ${row.wallet} but ledger entries sum to ${row.ledger_sum}.`
      : `User ${row.user_id}: wallet ${row.wallet} is not a whole number of cents from 0 to ${MAX_WALLET_CENTS}.`,
  );
  for (let afterId = 0; ; ) {
    const page = await transactionPostings(db, afterId, PAGE);
    for (const tx of page) {
      const expected = walletEffect(tx);
      if (tx.posted !== expected) problems.push(`Transaction ${tx.id} (${tx.type}, ${tx.status}): posted ${tx.posted}, expected ${expected}.`);
    }
    if (page.length < PAGE) break;
    afterId = page[page.length - 1].id;
  }
  return { ok: problems.length === 0, problems };
}
