import type { WithdrawalAllowance, WithdrawBody } from '@arcvest/shared/schemas';
import {
  addressBookError,
  coinAmount,
  DAILY_WINDOW_MS,
  dailyAllowance,
  dailyLimitError,
  paymentCoinByCoin,
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_TEXTS,
  withdrawalProblem,
  DEFAULT_LOCALE,
  type Message,
  type UiLocale,
  INBOX_NOTICES,
} from '@arcvest/shared/rules';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { withdrawalsSince } from '../db/repositories/transactions';
import { lockUser } from '../db/repositories/users';
import { listWithdrawalAddresses } from '../db/repositories/withdrawal-addresses';
import type { UserRow } from '../db/tables';
import { HttpError, invalidField, ruleSays } from '../errors';
import { translatorFor } from '../i18n';
import { onlySavedSetting } from './address-book';
import { withdrawalAddressProblem } from './withdrawal-address-problem';
import type { AccountProtectionService } from './account-protection';
import type { PriceService } from './prices';
import type { ExpectedOrigin } from './passkeys';
import type { StepUpService } from './step-up';
import { tellStaff } from './inbox';
import { postTransaction } from './wallet';

const NOT_YOUR_ACCOUNT: Message = /*i18n*/ { id: 'api.withdrawal.notYourAccount', message: 'You can only withdraw from your own account.' };

export const WITHDRAW_REQUESTED: Message = /*i18n*/ { id: 'api.withdrawal.requested', message: 'Withdrawal requested. It will be processed shortly.' };

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

export function createWithdrawalService(deps: {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'dailyWithdrawalLimits' | 'withdrawalAddressHoldHours'>;
  prices: PriceService;
  stepUp: StepUpService;
  protection: AccountProtectionService;
}) {
  const { db, now, config, prices, stepUp, protection } = deps;

  const dailyLimitOf = (level: number): number | null => config.dailyWithdrawalLimits[level] ?? null;
  const windowStart = (at: Date) => new Date(at.getTime() - DAILY_WINDOW_MS).toISOString();

  /**
   * The wallet is debited when the withdrawal is requested, so the same money cannot be asked
   * for twice; the debit is conditional (postTransaction), so concurrent requests cannot overdraw.
   * The user row is locked first (PostgreSQL), so concurrent requests see each other's
   * withdrawals in the rolling daily limit (docs/levels-and-limits.md#daily-withdrawal-limits)
   * and the address book as it is (docs/levels-and-limits.md#withdrawal-address-book). The
   * step-up that confirms these details is used in the same transaction, so it moves money once.
   * The refusals' amounts and dates are written for `locale` (the request's).
   */
  async function request(requester: UserRow, request: WithdrawBody, origin: ExpectedOrigin, locale: UiLocale = DEFAULT_LOCALE): Promise<void> {
    if (request.user_id !== undefined && request.user_id !== requester.id) {
      throw new HttpError(403, NOT_YOUR_ACCOUNT);
    }
    // The same checksum rule as the form, so a mistyped address never takes the money out of the wallet.
    const addressError = withdrawalAddressProblem(request.payment_method, request.address, await translatorFor(locale));
    if (addressError) throw invalidField('address', addressError);
    const address = request.address.trim();
    const stepUpId = await stepUp.verify(requester, 'withdrawal', request, request.step_up, origin, locale);
    // The amount in the coin at today's price (the last known one when live prices are down): what the payout must pay.
    const quote = await prices.current();
    const inCoin = coinAmount(request.payment_method, request.amount, quote[paymentCoinByCoin(request.payment_method)!.priceKey].usd);
    await db.transaction().execute(async (trx) => {
      // The wallet, level and settings as they are now, not as they were when the request began.
      const user = (await lockUser(trx, requester.id))!;
      protection.refuseWhileHeld(user, locale);
      const at = now();
      const book = await listWithdrawalAddresses(trx, user.id);
      const bookError = ruleSays((translate) =>
        addressBookError({ coin: request.payment_method, address }, book, onlySavedSetting(user), at, config.withdrawalAddressHoldHours, translate, locale),
      );
      if (bookError) throw invalidField('address', bookError);
      const problem = withdrawalProblem({ amount: request.amount, wallet: Number(user.wallet), level: user.level }, locale);
      if (problem) throw invalidField('amount', problem);
      const recent = await withdrawalsSince(trx, user.id, windowStart(at));
      const limitError = ruleSays((translate) => dailyLimitError(dailyLimitOf(user.level), recent, request.amount, at, translate, locale));
      if (limitError) throw invalidField('amount', limitError);
      const withdrawal = await postTransaction(trx, {
        user_id: user.id,
        type: 'withdrawal',
        status: 'pending',
        amount: request.amount,
        payment_method: request.payment_method,
        address,
        created_at: at.toISOString(),
        coin_amount: inCoin,
      });
      if (!withdrawal) throw invalidField('amount', WITHDRAWAL_TEXTS.insufficient);
      await stepUp.consume(trx, stepUpId);
      await tellStaff(trx, INBOX_NOTICES.withdrawalWaiting(request.amount, user.username), ['queue'], at);
    });
  }

  /** What the user may withdraw now: the level's limit per withdrawal and what the daily limit leaves. */
  async function allowance(user: UserRow): Promise<WithdrawalAllowance> {
    const at = now();
    const dailyLimit = dailyLimitOf(user.level);
    const { used, left } = dailyAllowance(dailyLimit, await withdrawalsSince(db, user.id, windowStart(at)), at);
    return {
      level: user.level,
      per_request: WITHDRAWAL_LIMITS[user.level] ?? null,
      daily_limit: dailyLimit,
      used_today: used,
      left_today: left,
      held_until: protection.heldUntil(user),
    };
  }

  return { request, allowance };
}
