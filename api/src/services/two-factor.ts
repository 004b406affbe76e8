import { randomInt } from 'node:crypto';
import {
  normalizeSecondFactorCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_GROUP_LENGTH,
  RECOVERY_CODE_GROUPS,
  RECOVERY_CODE_COUNT,
  secondFactorKind,
  TWO_FACTOR_TEXTS,
  type Message,
} from '@arcvest/shared/rules';
import type { TwoFactorSetup, TwoFactorStatus } from '@arcvest/shared/schemas';
import type { Config } from '../config';
import type { Db } from '../db/database';
import {
  countRecoveryCodesLeft,
  deleteTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useTotpStep,
} from '../db/repositories/two-factor';
import type { UserRow } from '../db/tables';
import { HttpError } from '../errors';
import { isSecondFactorLocked } from '../db/repositories/account-protection';
import type { AccountProtectionService } from './account-protection';
import { HOLD_LINE } from './notification-emails';
import type { ServerKeys } from './server-keys';
import { matchingTotpStep, newTotpSecret, otpauthUri } from './totp';

const TWO_FACTOR_NOTICE_TEXTS = {
  onSubject: /*i18n*/ { id: 'email.twoFactor.onSubject', message: 'two-factor sign-in turned on' },
  on: /*i18n*/ { id: 'email.twoFactor.on', message: 'Two-factor sign-in was turned on for your account.' },
  offSubject: /*i18n*/ { id: 'email.twoFactor.offSubject', message: 'two-factor sign-in turned off' },
  off: /*i18n*/ { id: 'email.twoFactor.off', message: 'Two-factor sign-in was turned off for your account.' },
} satisfies Record<string, Message>;

function newRecoveryCode(): string {
  const pick = () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  const group = () => Array.from({ length: RECOVERY_CODE_GROUP_LENGTH }, pick).join('');
  return Array.from({ length: RECOVERY_CODE_GROUPS }, group).join('-');
}

export function invalidSecondFactor(): HttpError {
  return new HttpError(422, TWO_FACTOR_TEXTS.invalidCode, { code: [TWO_FACTOR_TEXTS.invalidCode] });
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/**
 * TOTP two-factor sign-in: a secret per user, encrypted with the server key, bound to the
 * user's id; ten single-use recovery codes stored as keyed hashes; each TOTP code accepted once.
 */
export function createTwoFactorService(deps: { db: Db; config: Config; now: () => Date; keys: ServerKeys; protection: AccountProtectionService }) {
  const { db, config, now, keys, protection } = deps;
  const context = (userId: number) => `two-factor:${userId}`;
  const recoveryHash = (userId: number, code: string) => keys.mac(`recovery:${userId}:${code}`);

  /** Administrators must keep two-factor sign-in on in production; the demo leaves it optional. */
  function isRequired(user: UserRow): boolean {
    return !config.demo && user.role === 'admin';
  }

  async function isEnabled(db: Db, userId: number): Promise<boolean> {
    return (await findTwoFactor(db, userId))?.enabled_at != null;
  }

  async function status(user: UserRow): Promise<TwoFactorStatus> {
    return {
      enabled: await isEnabled(db, user.id),
      required: isRequired(user),
      recovery_codes_left: await countRecoveryCodesLeft(db, user.id),
    };
  }

  /** A new secret waiting for its first code (replacing one that was waiting). */
  async function setup(user: UserRow): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    if (!(await savePendingSecret(db, user.id, keys.encrypt(secret, context(user.id))))) {
      throw new HttpError(409, TWO_FACTOR_TEXTS.alreadyEnabled);
    }
    return { secret, otpauth_uri: otpauthUri(secret, user.username, config.site.name) };
  }

  /**
   * Checks a code inside the caller's transaction and uses it: a TOTP code's time step is
   * recorded (so the code is accepted once), a recovery code is marked used. With
   * `pending`, the waiting secret is checked instead of the enabled one, and recovery codes
   * do not count. False when the code is wrong or used already.
   */
  async function useCode(trx: Db, userId: number, input: string, pending = false): Promise<boolean> {
    if (pending) return usePendingCode(trx, userId, input);
    // Counted per account, whichever route the code came through (docs/security.md#second-factor-attempts).
    if (await isSecondFactorLocked(trx, userId)) return false;
    const right = await useEnabledCode(trx, userId, input);
    if (right) await protection.secondFactorSucceeded(trx, userId);
    else await protection.secondFactorFailed(trx, userId);
    return right;
  }

  async function useEnabledCode(trx: Db, userId: number, input: string): Promise<boolean> {
    const code = normalizeSecondFactorCode(input);
    const kind = secondFactorKind(code);
    const row = await findTwoFactor(trx, userId);
    if (!row || kind === null || row.enabled_at === null) return false;
    if (kind === 'recovery') return useRecoveryCode(trx, userId, recoveryHash(userId, code), now().toISOString());
    const step = matchingTotpStep(keys.decrypt(row.secret_encrypted, context(userId)), code, now());
    return step !== null && useTotpStep(trx, userId, step);
  }

  /** The waiting secret's first code (recovery codes do not count, nor does a wrong code count against the account). */
  async function usePendingCode(trx: Db, userId: number, input: string): Promise<boolean> {
    const code = normalizeSecondFactorCode(input);
    const row = await findTwoFactor(trx, userId);
    if (!row || secondFactorKind(code) !== 'totp' || row.enabled_at !== null) return false;
    const step = matchingTotpStep(keys.decrypt(row.secret_encrypted, context(userId)), code, now());
    return step !== null && useTotpStep(trx, userId, step);
  }

  /** Turns the waiting secret on, inside the caller's transaction, and answers the new recovery codes; false on a wrong code. */
  async function confirmPending(trx: Db, userId: number, code: string): Promise<string[] | null> {
    const row = await findTwoFactor(trx, userId);
    if (!row || row.enabled_at !== null || !(await useCode(trx, userId, code, true))) return null;
    if (!(await enableTwoFactor(trx, userId, row.secret_encrypted, now().toISOString()))) return null;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(
      trx,
      userId,
      codes.map((recovery) => recoveryHash(userId, recovery)),
    );
    return codes;
  }

  async function enable(user: UserRow, code: string): Promise<string[]> {
    const row = await findTwoFactor(db, user.id);
    if (row?.enabled_at) throw new HttpError(409, TWO_FACTOR_TEXTS.alreadyEnabled);
    if (!row) throw new HttpError(409, TWO_FACTOR_TEXTS.noSetup);
    const codes = await db.transaction().execute(async (trx) => {
      const confirmed = await confirmPending(trx, user.id, code);
      if (confirmed) await protection.notify(trx, user, { subject: TWO_FACTOR_NOTICE_TEXTS.onSubject, lines: [TWO_FACTOR_NOTICE_TEXTS.on] });
      return confirmed;
    });
    if (!codes) throw invalidSecondFactor();
    protection.kick();
    return codes;
  }

  /** Needs a current code (or an unused recovery code); administrators in production may not. */
  async function disable(user: UserRow, code: string): Promise<void> {
    if (isRequired(user)) throw new HttpError(403, TWO_FACTOR_TEXTS.adminRequired);
    if (!(await isEnabled(db, user.id))) throw new HttpError(409, TWO_FACTOR_TEXTS.notEnabled);
    const done = await db.transaction().execute(async (trx) => {
      if (!(await useCode(trx, user.id, code))) return false;
      await deleteTwoFactor(trx, user.id);
      await protection.startHold(trx, user.id);
      await protection.notify(trx, user, { subject: TWO_FACTOR_NOTICE_TEXTS.offSubject, lines: [TWO_FACTOR_NOTICE_TEXTS.off, HOLD_LINE] });
      return true;
    });
    protection.kick();
    if (!done) throw invalidSecondFactor();
  }

  return { isRequired, isEnabled: (userId: number) => isEnabled(db, userId), status, setup, useCode, confirmPending, enable, disable };
}
