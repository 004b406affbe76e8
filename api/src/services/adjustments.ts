import { formatUsd, MAX_WALLET_CENTS, type Message } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import { findUserById } from '../db/repositories/users';
import { HttpError, invalidField, USER_NOT_FOUND } from '../errors';
import type { BeforeCommit } from './before-commit';
import { postTransaction } from './wallet';

export const ADJUSTMENT_TEXTS = {
  bonusGiven: /*i18n*/ { id: 'api.adjustment.bonusGiven', message: "Bonus added to the user's balance." },
  feeCharged: /*i18n*/ { id: 'api.adjustment.feeCharged', message: "Fee charged to the user's balance." },
  bonusTooLarge: /*i18n*/ { id: 'api.adjustment.bonusTooLarge', message: 'This bonus would take the balance above the largest amount a wallet can hold.' },
  feeTooLarge: /*i18n*/ { id: 'api.adjustment.feeTooLarge', message: 'The fee may not be more than the balance of {balance}.' },
} satisfies Record<string, Message>;

export type AdjustmentService = ReturnType<typeof createAdjustmentService>;

/** An admin's bonus (adds to the wallet) and fee (subtracts, never below zero), each audited. */
export function createAdjustmentService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function adjust(actorId: number, userId: number, change: { type: 'bonus' | 'charges'; amount: number; reason?: string }, beforeCommit?: BeforeCommit) {
    await db.transaction().execute(async (trx) => {
      const user = await findUserById(trx, userId);
      if (!user || user.deleted_at !== null) throw new HttpError(404, USER_NOT_FOUND);
      if (change.type === 'bonus' && Number(user.wallet) + change.amount > MAX_WALLET_CENTS) {
        throw invalidField('bonus', ADJUSTMENT_TEXTS.bonusTooLarge);
      }
      const at = now().toISOString();
      const reason = change.reason?.trim() || null;
      const posted = await postTransaction(trx, { user_id: userId, type: change.type, status: 'confirmed', amount: change.amount, reason, created_at: at });
      if (!posted) throw invalidField('fee', { ...ADJUSTMENT_TEXTS.feeTooLarge, values: { balance: formatUsd(Number(user.wallet)) } });
      const action = change.type === 'bonus' ? 'wallet.bonus' : 'wallet.fee';
      const details = { amount: change.amount, reason, transaction_id: posted.id };
      await recordAudit(trx, { actorId, action, targetType: 'user', targetId: userId, details, at });
      await beforeCommit?.(trx);
    });
  }

  return {
    giveBonus: (actorId: number, userId: number, bonus: number, reason?: string, beforeCommit?: BeforeCommit) =>
      adjust(actorId, userId, { type: 'bonus', amount: bonus, reason }, beforeCommit),
    chargeFee: (actorId: number, userId: number, fee: number, reason?: string, beforeCommit?: BeforeCommit) =>
      adjust(actorId, userId, { type: 'charges', amount: fee, reason }, beforeCommit),
  };
}
