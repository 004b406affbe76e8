import type { Cents, TransactionStatus, TransactionType } from '../types';

/** History shows these with a plus sign: money that came to the user. */
const CREDIT_TYPES: readonly TransactionType[] = ['deposit', 'bonus', 'earnings', 'capital'];

/** The amount as history shows it: plus for deposit, bonus, earnings and capital; minus otherwise. */
export function signedAmount(type: TransactionType, amount: Cents): Cents {
  return CREDIT_TYPES.includes(type) ? amount : -amount;
}

/**
 * What a transaction has done to the wallet, in its current state. A crypto deposit is paid
 * in coin straight into a plan, so it never touches the wallet; a withdrawal is debited when
 * requested and given back when rejected.
 */
export function walletEffect(tx: { type: TransactionType; status: TransactionStatus; amount: Cents }): Cents {
  if (tx.type === 'deposit') return 0;
  if (tx.type === 'withdrawal' && tx.status === 'failed') return 0;
  return signedAmount(tx.type, tx.amount);
}

/** The referrer's reward in percent of the plan amount (docs/money.md#referral-bonus). */
export const REFERRAL_PERCENT = 1;

/** The reward as texts say it: "1%". */
export const REFERRAL_RATE_TEXT = `${REFERRAL_PERCENT}%`;

/** The referrer's reward: REFERRAL_PERCENT of the plan amount, rounded down to the cent. */
export function referralBonus(amount: Cents): Cents {
  return Math.floor((amount * REFERRAL_PERCENT) / 100);
}
