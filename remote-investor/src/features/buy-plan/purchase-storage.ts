import { COINS, type PaymentMethod } from '@arcvest/shared/rules';
import { type Cents, type DepositBody } from '@arcvest/shared';

/** The choice made in the buy-plan modal, kept in session storage for the payment page (docs/product.md#investor-dashboard). */
export interface StoredPurchase {
  /** US cents. */
  amount: Cents;
  payment_method: PaymentMethod;
  plan_id: number;
  /** The buyer ticked the plan's risk text as read (sent with the deposit). */
  disclosure_accepted: boolean;
}

export const PURCHASE_KEY = 'arcvest.purchase';

export function storePurchase(purchase: StoredPurchase): void {
  sessionStorage.setItem(PURCHASE_KEY, JSON.stringify(purchase));
}

/** The stored choice, or null when there is none or it is not one the modal could have written. */
export function readPurchase(): StoredPurchase | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(PURCHASE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { amount, payment_method, plan_id, disclosure_accepted } = value as Record<string, unknown>;
  const methodOk = typeof payment_method === 'string' && (COINS as readonly string[]).includes(payment_method);
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || !Number.isSafeInteger(plan_id) || !methodOk) return null;
  return {
    amount: amount as Cents,
    payment_method: payment_method as PaymentMethod,
    plan_id: plan_id as number,
    disclosure_accepted: disclosure_accepted === true,
  };
}

export function clearPurchase(): void {
  sessionStorage.removeItem(PURCHASE_KEY);
}

/** The deposit that pays for `purchase` in its coin: with `transactionId` in the typed flow, without it for a coin settled on chain (an invoice). */
export function depositBody(purchase: StoredPurchase, userId: number | undefined, transactionId?: string): DepositBody {
  return {
    plan_id: purchase.plan_id,
    ...(transactionId !== undefined && { transaction_id: transactionId }),
    ...(userId !== undefined && { user_id: userId }),
    type: 'deposit',
    payment_method: purchase.payment_method,
    amount: purchase.amount,
    ...(purchase.disclosure_accepted && { disclosure_accepted: true }),
  };
}
