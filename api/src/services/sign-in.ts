import {
  describeDevice,
  frozenAccountText,
  PASSKEY_ANSWER_TEXTS,
  PASSKEY_TEXTS,
  secondFactorLockedText,
  SIGN_IN_CHALLENGE_MAX_ATTEMPTS,
  SIGN_IN_CHALLENGE_MINUTES,
  TWO_FACTOR_TEXTS,
  formatDateTime,
  type Message,
  type SignInOutcome,
} from '@arcvest/shared/rules';
import type {
  LoginResponse,
  PasskeyAssertion,
  PasskeyAssertionOptions,
  SignedInAfterEnrolment,
  TwoFactorChallenge,
  TwoFactorSetup,
} from '@arcvest/shared/schemas';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { countPasskeys, findPasskeyByCredentialId } from '../db/repositories/passkeys';
import { insertSession } from '../db/repositories/sessions';
import {
  earlierSignIns,
  findChallengeByTokenHash,
  insertChallenge,
  recordSignInAttempt,
  takeChallengeAttempt,
  useChallenge,
} from '../db/repositories/sign-ins';
import { findUserById, findUserByLogin, updatePasswordHash } from '../db/repositories/users';
import type { SignInChallengeKind, SignInChallengeRow, UserRow } from '../db/tables';
import { HttpError, ServerBusyError, type ApiText } from '../errors';
import { AUTH_TEXTS } from './auth';
import type { AccountProtectionService } from './account-protection';
import { assertionOptions, verifyChallengeAssertion, type ExpectedOrigin } from './passkeys';
import type { PasswordHasher } from './passwords';
import { hashToken, newAccessToken } from './tokens';
import type { SecurityNotice } from './notification-emails';
import type { TwoFactorService } from './two-factor';

const NEW_DEVICE_TEXTS = {
  subject: /*i18n*/ { id: 'email.newDevice.subject', message: 'new sign-in from a new device' },
  signedIn: /*i18n*/ { id: 'email.newDevice.signedIn', message: 'Your {site} account was signed in to from a device it has not seen before:' },
  device: /*i18n*/ { id: 'email.newDevice.device', message: '  Device: {device}' },
  ip: /*i18n*/ { id: 'email.newDevice.ip', message: '  IP address: {ip}' },
  unknownIp: /*i18n*/ { id: 'email.newDevice.unknownIp', message: 'unknown' },
  time: /*i18n*/ { id: 'email.newDevice.time', message: '  Time: {time} (UTC)' },
} satisfies Record<string, Message>;

/** Where a sign-in comes from: the client IP as Fastify sees it (TRUST_PROXY) and its User-Agent. */
export interface SignInOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** What a passkey sign-in records as the typed login when the passkey names nobody. */
const PASSKEY_LOGIN = '(passkey)';

/** The login screen shows the `error` field, so sign-in failures carry it too. */
function signInFailure(status: number, message: ApiText): HttpError {
  return new HttpError(status, message, undefined, message);
}

export type SignInService = ReturnType<typeof createSignInService>;

/**
 * Signing in: the password step, then (when two-factor sign-in is on, or an administrator in
 * production must turn it on) a second step against a short-lived challenge. Every attempt is
 * recorded with its outcome; a success from a browser the user has not signed in from before
 * emails them.
 */
export function createSignInService(deps: {
  db: Db;
  config: Config;
  now: () => Date;
  twoFactor: TwoFactorService;
  hasher: PasswordHasher;
  protection: AccountProtectionService;
}) {
  const { db, config, now, twoFactor, hasher, protection } = deps;
  const ttlMs = config.tokenTtlHours * 3_600_000;

  /** 423 Locked: the owner froze the account; the message says how to get help (docs/security.md#freeze). */
  function refuseFrozen(user: UserRow): void {
    if (user.frozen_at !== null) throw signInFailure(423, frozenAccountText(config.site.supportEmail));
  }

  async function record(trx: Db, login: string, userId: number | null, origin: SignInOrigin, outcome: SignInOutcome) {
    await recordSignInAttempt(trx, {
      user_id: userId,
      login,
      ip: origin.ip,
      user_agent: origin.userAgent,
      outcome,
      created_at: now().toISOString(),
    });
  }

  function newDeviceNotice(origin: SignInOrigin, at: string): SecurityNotice {
    const texts = NEW_DEVICE_TEXTS;
    return {
      subject: texts.subject,
      lines: [
        { ...texts.signedIn, values: { site: config.site.name } },
        '',
        // The device as the shared rule describes it (browser and system names) in the reader's language.
        ({ translate }) => ({ ...texts.device, values: { device: describeDevice(origin.userAgent, translate) } }),
        ({ translate }) => ({ ...texts.ip, values: { ip: origin.ip ?? translate(texts.unknownIp) } }),
        // English keeps the exact ISO time it always gave; other languages read it as a date in UTC.
        ({ locale }) => ({ ...texts.time, values: { time: locale === 'en' ? at : formatDateTime(at, 'UTC', locale) } }),
      ],
    };
  }

  /** Opens a session and records the success, in the caller's transaction; a new device's alert is queued in it (sent after commit). */
  async function startSession(trx: Db, user: UserRow, origin: SignInOrigin): Promise<{ response: LoginResponse; newDevice: boolean }> {
    refuseFrozen(user);
    const earlier = await earlierSignIns(trx, user.id, origin.userAgent);
    const { token, tokenHash } = newAccessToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + ttlMs).toISOString();
    await insertSession(trx, {
      token_hash: tokenHash,
      user_id: user.id,
      created_at: at.toISOString(),
      last_used_at: at.toISOString(),
      expires_at: expiresAt,
      ip: origin.ip,
      user_agent: origin.userAgent,
      reauthenticated_at: at.toISOString(),
    });
    await record(trx, user.username, user.id, origin, 'success');
    const newDevice = earlier.any && !earlier.fromThisDevice;
    if (newDevice) await protection.notify(trx, user, newDeviceNotice(origin, at.toISOString()));
    return { response: { access_token: token, token_type: 'Bearer', expires_at: expiresAt }, newDevice };
  }

  function announce(newDevice: boolean) {
    if (newDevice) protection.kick();
  }

  async function openChallenge(user: UserRow, kind: SignInChallengeKind, origin: SignInOrigin): Promise<TwoFactorChallenge> {
    const { token, tokenHash } = newAccessToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + SIGN_IN_CHALLENGE_MINUTES * 60_000).toISOString();
    await insertChallenge(db, {
      token_hash: tokenHash,
      user_id: user.id,
      kind,
      ip: origin.ip,
      user_agent: origin.userAgent,
      created_at: at.toISOString(),
      expires_at: expiresAt,
      attempts: 0,
      used_at: null,
    });
    return { two_factor: kind, challenge: token, expires_at: expiresAt };
  }

  /** Stores the password under the current parameters; when the server is busy, at a later sign-in instead. */
  async function rehash(userId: number, password: string) {
    try {
      await updatePasswordHash(db, userId, await hasher.hash(password));
    } catch (error) {
      if (!(error instanceof ServerBusyError)) throw error;
    }
  }

  async function login(username: string, password: string, origin: SignInOrigin): Promise<LoginResponse | TwoFactorChallenge> {
    const user = await findUserByLogin(db, username);
    if (!user) {
      await hasher.verifyNothing(password);
      await record(db, username, null, origin, 'unknown_user');
      throw signInFailure(401, AUTH_TEXTS.invalidLogin);
    }
    const { ok, needsRehash } = await hasher.verify(password, user.password_hash);
    if (!ok) {
      await record(db, username, user.id, origin, 'wrong_password');
      throw signInFailure(401, AUTH_TEXTS.invalidLogin);
    }
    if (user.suspended) {
      await record(db, username, user.id, origin, 'suspended');
      throw signInFailure(403, AUTH_TEXTS.suspended);
    }
    // After the password, so a frozen account says so only to whoever knows it.
    refuseFrozen(user);
    if (needsRehash) await rehash(user.id, password);

    if (await twoFactor.isEnabled(user.id)) {
      if (user.second_factor_locked_at !== null) throw signInFailure(423, secondFactorLockedText(config.site.supportEmail));
      return openChallenge(user, 'code', origin);
    }
    if (twoFactor.isRequired(user)) return openChallenge(user, 'enrol', origin);
    const { response, newDevice } = await db.transaction().execute((trx) => startSession(trx, user, origin));
    announce(newDevice);
    return response;
  }

  /** The live challenge of `kind` for this token and its user, or a 401 (recorded when the user is known). */
  async function openedChallenge(token: string, kind: SignInChallengeKind, origin: SignInOrigin): Promise<{ challenge: SignInChallengeRow; user: UserRow }> {
    const challenge = await findChallengeByTokenHash(db, hashToken(token));
    const user = challenge && challenge.kind === kind ? await findUserById(db, challenge.user_id) : undefined;
    if (!challenge || !user || user.deleted_at !== null) throw signInFailure(401, TWO_FACTOR_TEXTS.challengeExpired);
    if (user.suspended) {
      await record(db, user.username, user.id, origin, 'suspended');
      throw signInFailure(403, AUTH_TEXTS.suspended);
    }
    const usable = challenge.used_at === null && Date.parse(challenge.expires_at) > now().getTime() && challenge.attempts < SIGN_IN_CHALLENGE_MAX_ATTEMPTS;
    if (!usable) {
      await record(db, user.username, user.id, origin, 'challenge_expired');
      throw signInFailure(401, TWO_FACTOR_TEXTS.challengeExpired);
    }
    return { challenge, user };
  }

  /**
   * One try at a challenge, in one transaction: the try is counted first (so parallel guesses
   * cannot exceed the limit), then `attempt` checks the code and, when right, finishes the
   * sign-in. A wrong code is recorded and committed, then answered with a 401.
   */
  async function tryChallenge<T>(
    challenge: SignInChallengeRow,
    user: UserRow,
    origin: SignInOrigin,
    attempt: (trx: Db) => Promise<T | null>,
    wrongMessage: ApiText = TWO_FACTOR_TEXTS.invalidCode,
  ): Promise<T> {
    const outcome = await db.transaction().execute(async (trx): Promise<{ ok: true; result: T } | { ok: false; failure: ApiText }> => {
      const at = now().toISOString();
      if (!(await takeChallengeAttempt(trx, challenge.id, SIGN_IN_CHALLENGE_MAX_ATTEMPTS, at))) {
        await record(trx, user.username, user.id, origin, 'challenge_expired');
        return { ok: false, failure: TWO_FACTOR_TEXTS.challengeExpired };
      }
      const result = await attempt(trx);
      if (result === null) {
        await record(trx, user.username, user.id, origin, 'wrong_code');
        return { ok: false, failure: wrongMessage };
      }
      // Another request finished this sign-in first: undo this one's session.
      if (!(await useChallenge(trx, challenge.id, at))) throw signInFailure(401, TWO_FACTOR_TEXTS.challengeExpired);
      return { ok: true, result };
    });
    if (!outcome.ok) throw signInFailure(401, outcome.failure);
    return outcome.result;
  }

  /** The second step: a TOTP code (accepted once) or an unused recovery code. */
  async function completeWithCode(token: string, code: string, origin: SignInOrigin): Promise<LoginResponse> {
    const { challenge, user } = await openedChallenge(token, 'code', origin);
    const { response, newDevice } = await tryChallenge(challenge, user, origin, async (trx) =>
      (await twoFactor.useCode(trx, user.id, code)) ? startSession(trx, user, origin) : null,
    );
    announce(newDevice);
    return response;
  }

  /**
   * Options for the second step by one of the user's passkeys (instead of a code): a challenge
   * of purpose 'second-factor' bound to the user, whose passkeys allowCredentials lists. Asking
   * is not a try; a user without passkeys gets a 409.
   */
  async function secondFactorPasskeyOptions(token: string, relyingParty: ExpectedOrigin, origin: SignInOrigin): Promise<PasskeyAssertionOptions> {
    const { user } = await openedChallenge(token, 'code', origin);
    if ((await countPasskeys(db, user.id)) === 0) throw new HttpError(409, PASSKEY_ANSWER_TEXTS.noPasskeys);
    return assertionOptions(db, user.id, 'second-factor', relyingParty, now());
  }

  /** The second step with a passkey: one try of the challenge, counted like a code (a failure records 'wrong_code'). */
  async function completeWithPasskey(token: string, assertion: PasskeyAssertion, relyingParty: ExpectedOrigin, origin: SignInOrigin): Promise<LoginResponse> {
    const { challenge, user } = await openedChallenge(token, 'code', origin);
    const { response, newDevice } = await tryChallenge(
      challenge,
      user,
      origin,
      async (trx) => {
        const verified = await verifyChallengeAssertion(trx, {
          challengeId: assertion.challenge_id,
          purpose: 'second-factor',
          userId: user.id,
          response: assertion.response as AuthenticationResponseJSON,
          origin: relyingParty,
          at: now(),
        });
        return verified ? startSession(trx, user, origin) : null;
      },
      PASSKEY_TEXTS.signInFailed,
    );
    announce(newDevice);
    return response;
  }

  /** Options to sign in with a passkey alone: a discoverable challenge, nobody known yet. */
  async function passkeyOptions(relyingParty: ExpectedOrigin): Promise<PasskeyAssertionOptions> {
    return assertionOptions(db, null, 'sign-in', relyingParty, now());
  }

  /**
   * Signs in with a passkey alone (discoverable: the passkey names its user). The challenge is
   * used once; the attempt is recorded like a password's: under the passkey's owner when the
   * credential is known ('wrong_code' for a refused assertion), else as an unknown user. A
   * suspended or deleted account is refused as at the password step.
   */
  async function loginWithPasskey(assertion: PasskeyAssertion, relyingParty: ExpectedOrigin, origin: SignInOrigin): Promise<LoginResponse> {
    const response = assertion.response as AuthenticationResponseJSON;
    const outcome = await db
      .transaction()
      .execute(
        async (
          trx,
        ): Promise<{ ok: true; user: UserRow; result: { response: LoginResponse; newDevice: boolean } } | { ok: false; status: number; failure: ApiText }> => {
          const at = now();
          const verified = await verifyChallengeAssertion(trx, {
            challengeId: assertion.challenge_id,
            purpose: 'sign-in',
            userId: null,
            response,
            origin: relyingParty,
            at,
          });
          const ownerId = verified?.userId ?? (await findPasskeyByCredentialId(trx, response.id))?.user_id;
          const user = ownerId === undefined ? undefined : await findUserById(trx, ownerId);
          if (!user || user.deleted_at !== null) {
            await record(trx, PASSKEY_LOGIN, null, origin, 'unknown_user');
            return { ok: false, status: 401, failure: PASSKEY_TEXTS.signInFailed };
          }
          if (!verified) {
            await record(trx, user.username, user.id, origin, 'wrong_code');
            return { ok: false, status: 401, failure: PASSKEY_TEXTS.signInFailed };
          }
          if (user.suspended) {
            await record(trx, user.username, user.id, origin, 'suspended');
            return { ok: false, status: 403, failure: AUTH_TEXTS.suspended };
          }
          return { ok: true, user, result: await startSession(trx, user, origin) };
        },
      );
    if (!outcome.ok) throw signInFailure(outcome.status, outcome.failure);
    announce(outcome.result.newDevice);
    return outcome.result.response;
  }

  /** An administrator who must enrol gets a secret during sign-in. */
  async function enrolmentSetup(token: string, origin: SignInOrigin): Promise<TwoFactorSetup> {
    const { user } = await openedChallenge(token, 'enrol', origin);
    return twoFactor.setup(user);
  }

  /** The enrolment's first code turns two-factor sign-in on and signs in; the recovery codes are answered once. */
  async function completeEnrolment(token: string, code: string, origin: SignInOrigin): Promise<SignedInAfterEnrolment> {
    const { challenge, user } = await openedChallenge(token, 'enrol', origin);
    const { response, newDevice, recoveryCodes } = await tryChallenge(challenge, user, origin, async (trx) => {
      const codes = await twoFactor.confirmPending(trx, user.id, code);
      return codes ? { ...(await startSession(trx, user, origin)), recoveryCodes: codes } : null;
    });
    announce(newDevice);
    return { ...response, recovery_codes: recoveryCodes };
  }

  return { login, completeWithCode, enrolmentSetup, completeEnrolment, passkeyOptions, loginWithPasskey, secondFactorPasskeyOptions, completeWithPasskey };
}
