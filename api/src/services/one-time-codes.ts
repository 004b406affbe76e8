import { randomInt, timingSafeEqual } from 'node:crypto';
import { isOtpUsable, otpExpiresAt, OTP_LENGTH, OTP_MAX_ATTEMPTS } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { findOneTimeCode, replaceOneTimeCode, takeOneTimeCodeAttempt } from '../db/repositories/one-time-codes';
import type { OneTimeCodeRow, OtpPurpose } from '../db/tables';
import type { ServerKeys } from './server-keys';

/**
 * HMAC with the server's key, so a leaked database alone cannot be brute-forced for a live code
 * (a million candidates would take a moment against a plain hash). Salted with the user and
 * purpose, so one hash cannot be tried against every row at once. A target (the address an
 * email verification code was sent to) binds the code to it: the same digits with another
 * address are a wrong try.
 */
export function oneTimeCodeHash(keys: ServerKeys, userId: number, purpose: OtpPurpose, code: string, target = ''): string {
  const bound = target ? `:${target}` : '';
  return keys.mac(`${userId}:${purpose}:${code}${bound}`);
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

/** 6-digit codes from a CSPRNG, stored hashed, valid 10 minutes, single use, 5 tries (docs/email.md#one-time-codes). */
export function createOneTimeCodes(deps: { db: Db; now: () => Date; keys: ServerKeys }) {
  const { db, now, keys } = deps;

  /** A new code, replacing the user's earlier one for `purpose`, bound to `target` if given; returns it to be sent. */
  async function issue(userId: number, purpose: OtpPurpose, target = ''): Promise<string> {
    const code = newCode();
    const at = now();
    await replaceOneTimeCode(db, {
      user_id: userId,
      purpose,
      code_hash: oneTimeCodeHash(keys, userId, purpose, code, target),
      created_at: at.toISOString(),
      expires_at: otpExpiresAt(at).toISOString(),
    });
    return code;
  }

  /**
   * Counts one try, then compares. Returns the matching row, still unused (the caller marks
   * it used with useOneTimeCode in the transaction that acts on it), or null when the code is
   * wrong, expired, used, replaced or out of tries, or was issued for another target.
   */
  async function check(userId: number, purpose: OtpPurpose, code: string, target = ''): Promise<OneTimeCodeRow | null> {
    const row = await findOneTimeCode(db, userId, purpose);
    const at = now();
    if (!row || !isOtpUsable(row, at)) return null;
    if (!(await takeOneTimeCodeAttempt(db, row, OTP_MAX_ATTEMPTS, at.toISOString()))) return null;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(oneTimeCodeHash(keys, userId, purpose, code, target), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
  }

  return { issue, check };
}
