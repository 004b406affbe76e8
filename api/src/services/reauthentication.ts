import { PROTECTION_ERRORS, PROTECTION_MESSAGES, REAUTH_MINUTES, TWO_FACTOR_MESSAGES } from '@arcvest/shared/rules';
import type { PasskeyChallenge, Reauthenticated, ReauthenticateBody } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { markReauthenticated } from '../db/repositories/account-protection';
import { HttpError, invalidField } from '../errors';
import type { AccountProtectionService } from './account-protection';
import type { SignedIn } from './auth';
import type { PasskeyPort } from './passkey-port';
import type { PasswordHasher } from './passwords';
import type { TwoFactorService } from './two-factor';

export type ReauthenticationService = ReturnType<typeof createReauthenticationService>;

/**
 * Re-authentication (ASVS 7.5.1, 7.5.2; docs/security.md#re-authentication): before a change to
 * how the account signs in, the session proves who is there again, by password, authenticator
 * code or passkey. A sign-in counts too; either is good for this session for 5 minutes.
 */
export function createReauthenticationService(deps: {
  db: Db;
  now: () => Date;
  hasher: PasswordHasher;
  twoFactor: TwoFactorService;
  protection: AccountProtectionService;
  passkeys: PasskeyPort | null;
  /** Challenges for passkey re-authentication, kept by the passkey service. */
  passkeyChallenges: { open(userId: number): Promise<PasskeyChallenge>; take(trx: Db, challengeId: number, userId: number): Promise<string | null> } | null;
}) {
  const { db, now, hasher, twoFactor, protection, passkeys, passkeyChallenges } = deps;
  const windowMs = REAUTH_MINUTES * 60_000;

  function isRecent(signedIn: SignedIn): boolean {
    return signedIn.reauthenticatedAt !== null && Date.parse(signedIn.reauthenticatedAt) + windowMs > now().getTime();
  }

  /** 403 naming the step unless this session proved who is there in the last 5 minutes. */
  function requireRecent(signedIn: SignedIn): void {
    if (!isRecent(signedIn)) throw new HttpError(403, PROTECTION_MESSAGES.reauthenticationRequired, undefined, PROTECTION_ERRORS.reauthenticationRequired);
  }

  async function proves(signedIn: SignedIn, body: ReauthenticateBody, origin: string | null): Promise<boolean> {
    const { user } = signedIn;
    if (body.password !== undefined) return (await hasher.verify(body.password, user.password_hash)).ok;
    if (body.code !== undefined) {
      if (!(await twoFactor.isEnabled(user.id))) throw invalidField('code', TWO_FACTOR_MESSAGES.notEnabled);
      protection.refuseLockedSecondFactor(user);
      const code = body.code;
      const right = await db.transaction().execute((trx) => twoFactor.useCode(trx, user.id, code));
      protection.kick();
      return right;
    }
    const assertion = body.assertion!;
    if (!passkeys || !passkeyChallenges) return false;
    return db.transaction().execute(async (trx) => {
      const challenge = await passkeyChallenges.take(trx, assertion.challenge_id, user.id);
      if (challenge === null) return false;
      return (await passkeys.verifyAssertion(trx, { expectedChallenge: challenge, userId: user.id, response: assertion.response, origin })) !== null;
    });
  }

  async function reauthenticate(signedIn: SignedIn, body: ReauthenticateBody, origin: string | null): Promise<Reauthenticated> {
    const given = [body.password, body.code, body.assertion].filter((value) => value !== undefined).length;
    if (given !== 1) throw invalidField('password', 'Enter your password, an authenticator code, or use a passkey.');
    if (!(await proves(signedIn, body, origin))) {
      const field = body.password !== undefined ? 'password' : body.code !== undefined ? 'code' : 'assertion';
      throw invalidField(field, PROTECTION_MESSAGES.reauthenticationFailed);
    }
    const at = now();
    await markReauthenticated(db, signedIn.sessionId, at.toISOString());
    return { message: PROTECTION_MESSAGES.reauthenticated, reauthenticated_until: new Date(at.getTime() + windowMs).toISOString() };
  }

  async function passkeyOptions(signedIn: SignedIn): Promise<PasskeyChallenge> {
    if (!passkeys || !passkeyChallenges || !(await passkeys.hasPasskeys(signedIn.user.id))) throw new HttpError(404, 'You have no passkey yet.');
    return passkeyChallenges.open(signedIn.user.id);
  }

  /** Until when this session may change credentials without asking again; null when it must ask. */
  function until(signedIn: SignedIn): string | null {
    return isRecent(signedIn) ? new Date(Date.parse(signedIn.reauthenticatedAt!) + windowMs).toISOString() : null;
  }

  return { requireRecent, reauthenticate, passkeyOptions, until };
}
