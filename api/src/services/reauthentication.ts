import { PASSKEY_ANSWER_TEXTS, PROTECTION_ERRORS, PROTECTION_TEXTS, REAUTH_MINUTES, TWO_FACTOR_TEXTS, type Message } from '@arcvest/shared/rules';
import type { PasskeyAssertionOptions, Reauthenticated, ReauthenticateBody } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { markReauthenticated } from '../db/repositories/account-protection';
import { HttpError, invalidField } from '../errors';
import type { Unsaid } from '../i18n';
import type { AccountProtectionService } from './account-protection';
import type { SignedIn } from './auth';
import { verifyChallengeAssertion, type ExpectedOrigin, type PasskeyService } from './passkeys';
import type { PasswordHasher } from './passwords';
import type { TwoFactorService } from './two-factor';

const ONE_PROOF: Message = /*i18n*/ { id: 'api.reauthentication.oneProof', message: 'Enter your password, an authenticator code, or use a passkey.' };

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
  passkeys: Pick<PasskeyService, 'hasPasskeys' | 'authenticationOptions'>;
}) {
  const { db, now, hasher, twoFactor, protection, passkeys } = deps;
  const PURPOSE = 'reauthentication';
  const windowMs = REAUTH_MINUTES * 60_000;

  function isRecent(signedIn: SignedIn): boolean {
    return signedIn.reauthenticatedAt !== null && Date.parse(signedIn.reauthenticatedAt) + windowMs > now().getTime();
  }

  /** 403 naming the step unless this session proved who is there in the last 5 minutes. */
  function requireRecent(signedIn: SignedIn): void {
    if (!isRecent(signedIn)) throw new HttpError(403, PROTECTION_TEXTS.reauthenticationRequired, undefined, PROTECTION_ERRORS.reauthenticationRequired);
  }

  async function proves(signedIn: SignedIn, body: ReauthenticateBody, origin: ExpectedOrigin): Promise<boolean> {
    const { user } = signedIn;
    if (body.password !== undefined) return (await hasher.verify(body.password, user.password_hash)).ok;
    if (body.code !== undefined) {
      if (!(await twoFactor.isEnabled(user.id))) throw invalidField('code', TWO_FACTOR_TEXTS.notEnabled);
      protection.refuseLockedSecondFactor(user);
      const code = body.code;
      const right = await db.transaction().execute((trx) => twoFactor.useCode(trx, user.id, code));
      protection.kick();
      return right;
    }
    const { challenge_id: challengeId, response } = body.assertion!;
    return db
      .transaction()
      .execute(async (trx) => (await verifyChallengeAssertion(trx, { challengeId, purpose: PURPOSE, userId: user.id, response, origin, at: now() })) !== null);
  }

  async function reauthenticate(signedIn: SignedIn, body: ReauthenticateBody, origin: ExpectedOrigin): Promise<Unsaid<Reauthenticated>> {
    const given = [body.password, body.code, body.assertion].filter((value) => value !== undefined).length;
    if (given !== 1) throw invalidField('password', ONE_PROOF);
    if (!(await proves(signedIn, body, origin))) {
      const field = body.password !== undefined ? 'password' : body.code !== undefined ? 'code' : 'assertion';
      throw invalidField(field, PROTECTION_TEXTS.reauthenticationFailed);
    }
    const at = now();
    await markReauthenticated(db, signedIn.sessionId, at.toISOString());
    return { message: PROTECTION_TEXTS.reauthenticated, reauthenticated_until: new Date(at.getTime() + windowMs).toISOString() };
  }

  async function passkeyOptions(signedIn: SignedIn, origin: ExpectedOrigin): Promise<PasskeyAssertionOptions> {
    if (!(await passkeys.hasPasskeys(signedIn.user.id))) throw new HttpError(404, PASSKEY_ANSWER_TEXTS.noPasskeys);
    return passkeys.authenticationOptions(signedIn.user.id, PURPOSE, origin);
  }

  /** Until when this session may change credentials without asking again; null when it must ask. */
  function until(signedIn: SignedIn): string | null {
    return isRecent(signedIn) ? new Date(Date.parse(signedIn.reauthenticatedAt!) + windowMs).toISOString() : null;
  }

  return { requireRecent, reauthenticate, passkeyOptions, until };
}
