import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  MAX_PASSKEYS_PER_USER,
  normalizePasskeyName,
  PASSKEY_CHALLENGE_MINUTES,
  PASSKEY_ANSWER_TEXTS,
  passkeyNameErrors,
  type Message,
} from '@arcvest/shared/rules';
import type { PasskeyAssertionOptions, PasskeyInfo, PasskeyRegistrationOptions } from '@arcvest/shared/schemas';
import type { Config } from '../config';
import type { Db } from '../db/database';
import {
  countPasskeys,
  deleteExpiredWebauthnChallenges,
  deletePasskey,
  findPasskeyByCredentialId,
  findPasskeyByName,
  findWebauthnChallenge,
  findWebauthnChallengeByValue,
  insertPasskey,
  insertWebauthnChallenge,
  listPasskeys,
  recordPasskeyUse,
  useWebauthnChallenge,
} from '../db/repositories/passkeys';
import type { PasskeyRow, UserRow, WebauthnPurpose } from '../db/tables';
import { HttpError, invalidFields, ruleSays } from '../errors';
import type { AccountProtectionService } from './account-protection';
import { HOLD_LINE } from './notification-emails';
import type { ServerKeys } from './server-keys';

const PASSKEY_NOTICE_TEXTS = {
  addedSubject: /*i18n*/ { id: 'email.passkey.addedSubject', message: 'a passkey was added' },
  added: /*i18n*/ { id: 'email.passkey.added', message: 'The passkey "{name}" was added to your account. It can sign in to it alone.' },
  removedSubject: /*i18n*/ { id: 'email.passkey.removedSubject', message: 'a passkey was removed' },
  removed: /*i18n*/ { id: 'email.passkey.removed', message: 'A passkey was removed from your account.' },
} satisfies Record<string, Message>;

/** WebAuthn's library (about 300 modules) loads with the first passkey ceremony, not with every server start. */
const webauthn = () => import('@simplewebauthn/server');

/**
 * The relying party a WebAuthn ceremony is checked against: the site's origin (what the browser
 * writes into clientDataJSON) and its host name (the rpID, which scopes the credentials).
 */
export interface ExpectedOrigin {
  origin: string;
  rpID: string;
}

/** ES256, EdDSA, RS256: what passkey authenticators use (no post-quantum algorithm yet). */
const SUPPORTED_ALGORITHMS = [-7, -8, -257];
const CHALLENGE_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;
const TRANSPORTS: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];

/**
 * The one place the relying party is derived: from PUBLIC_URL when it is set (what production
 * should do), else from the request (its protocol, which TRUST_PROXY lets X-Forwarded-Proto set,
 * and its Host header). The rpID is the host name, without port; the origin has the port.
 */
export function relyingParty(publicUrl: string | null, request: { protocol: string; host: string }): ExpectedOrigin {
  const url = new URL(publicUrl ?? `${request.protocol}://${request.host}`);
  return { origin: url.origin, rpID: url.hostname.replace(/^\[|\]$/g, '') };
}

/** What a passkey row shows to its owner. */
export function toPasskeyInfo(row: PasskeyRow): PasskeyInfo {
  return { id: row.id, name: row.name, created_at: row.created_at, last_used_at: row.last_used_at };
}

function transportsOf(row: PasskeyRow): AuthenticatorTransport[] {
  try {
    const parsed: unknown = JSON.parse(row.transports);
    return Array.isArray(parsed) ? (parsed.filter((t) => typeof t === 'string' && TRANSPORTS.includes(t)) as AuthenticatorTransport[]) : [];
  } catch {
    return [];
  }
}

/** The stored challenge's bytes: the options carry them base64url-encoded, which is the stored text again. */
function challengeBytes(challenge: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(challenge, 'base64url'));
}

/** The challenge the browser signed, read from clientDataJSON; null when it cannot be read. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

export interface VerifyAssertionArgs {
  /** The challenge (base64url) the options carried. */
  expectedChallenge: string;
  /** The user the passkey must belong to; null for a discoverable sign-in (anyone's). */
  userId: number | null;
  response: AuthenticationResponseJSON;
  origin: ExpectedOrigin;
  /** When it is used (stored as last_used_at); now by default. */
  at?: Date;
}

export interface VerifiedAssertion {
  userId: number;
  passkeyId: number;
}

/**
 * Checks a passkey's assertion inside the caller's transaction: the credential exists (and is
 * `userId`'s when given), the signature verifies against its public key for this challenge,
 * origin and rpID, the user was verified (PIN or biometrics), and the signature counter went up
 * (or both are 0: authenticators that keep no counter). Then the counter and last_used_at are
 * stored. Null on any failure, bad input included: it never throws for what the client sent.
 * The challenge's single use is the caller's (see verifyChallengeAssertion).
 */
export async function verifyAssertion(
  trx: Db,
  { expectedChallenge, userId, response, origin, at = new Date() }: VerifyAssertionArgs,
): Promise<VerifiedAssertion | null> {
  try {
    if (typeof response?.id !== 'string' || response.id.length === 0 || response.id.length > 1400) return null;
    const passkey = await findPasskeyByCredentialId(trx, response.id);
    if (!passkey || (userId !== null && passkey.user_id !== userId)) return null;
    const { verifyAuthenticationResponse } = await webauthn();
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin.origin,
      expectedRPID: origin.rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
    if (!verified || !authenticationInfo.userVerified) return null;
    // A parallel use of the same credential changed the counter first: this one loses.
    if (!(await recordPasskeyUse(trx, passkey.id, Number(passkey.counter), authenticationInfo.newCounter, at.toISOString()))) return null;
    return { userId: passkey.user_id, passkeyId: passkey.id };
  } catch {
    // Malformed input, a wrong challenge, origin or signature, a counter that went backwards.
    return null;
  }
}

export interface ChallengeAssertionArgs {
  /** The challenge_id the options were answered with. */
  challengeId: number;
  /** What the challenge was handed out for ('sign-in', 'second-factor', ...): another purpose's challenge is refused. */
  purpose: WebauthnPurpose;
  /** The user the challenge and the passkey must belong to; null for a discoverable sign-in. */
  userId: number | null;
  response: AuthenticationResponseJSON;
  origin: ExpectedOrigin;
  at: Date;
}

/**
 * An assertion against a stored challenge, in the caller's transaction: the challenge (its
 * purpose and user matching, unexpired) is marked used first by a conditional update, so it
 * serves once, even to parallel requests, and a replay fails; then verifyAssertion. The
 * challenge stays used when the assertion fails (the client asks for new options to try again),
 * as long as the caller commits. Null on any failure.
 */
export async function verifyChallengeAssertion(
  trx: Db,
  { challengeId, purpose, userId, response, origin, at }: ChallengeAssertionArgs,
): Promise<VerifiedAssertion | null> {
  const challenge = await findWebauthnChallenge(trx, challengeId);
  if (!challenge || challenge.purpose !== purpose || challenge.user_id !== userId) return null;
  if (!(await useWebauthnChallenge(trx, challenge.id, at.toISOString()))) return null;
  return verifyAssertion(trx, { expectedChallenge: challenge.challenge, userId, response, origin, at });
}

/**
 * Stores a new challenge of `purpose` (5 minutes, single use) for `userId` (null: nobody known
 * yet) and answers its id with the challenge; expired challenges are forgotten on the way.
 */
export async function openWebauthnChallenge(db: Db, userId: number | null, purpose: WebauthnPurpose, at: Date): Promise<{ id: number; challenge: string }> {
  await deleteExpiredWebauthnChallenges(db, at.toISOString());
  const challenge = randomBytes(32).toString('base64url');
  const id = await insertWebauthnChallenge(db, {
    user_id: userId,
    purpose,
    challenge,
    created_at: at.toISOString(),
    expires_at: new Date(at.getTime() + CHALLENGE_MS).toISOString(),
    used_at: null,
  });
  return { id, challenge };
}

/**
 * Options for an assertion by `userId`'s passkeys (allowCredentials lists them) or, with null,
 * by any discoverable passkey (the browser offers those it holds for this site), with a stored
 * challenge of `purpose`. User verification is required.
 */
export async function assertionOptions(
  db: Db,
  userId: number | null,
  purpose: WebauthnPurpose,
  origin: ExpectedOrigin,
  at: Date,
): Promise<PasskeyAssertionOptions> {
  const allowCredentials =
    userId === null ? undefined : (await listPasskeys(db, userId)).map((row) => ({ id: row.credential_id, transports: transportsOf(row) }));
  const { id, challenge } = await openWebauthnChallenge(db, userId, purpose, at);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: origin.rpID,
    challenge: challengeBytes(challenge),
    allowCredentials,
    userVerification: 'required',
    timeout: CHALLENGE_MS,
  });
  return { challenge_id: id, options: options as PasskeyAssertionOptions['options'] };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;

/**
 * Passkeys (WebAuthn) of signed-in users: registering one (user verification and a discoverable
 * key required, at most 10 a user, names unique per user), listing and removing them; and the
 * options of assertions. Signing in with them is the sign-in service's (services/sign-in.ts).
 */
export function createPasskeyService(deps: { db: Db; config: Config; now: () => Date; keys: ServerKeys; protection: AccountProtectionService }) {
  const { db, config, now, keys, protection } = deps;

  /** A stable WebAuthn user handle per account that tells nothing (not the id, not the name). */
  const userHandle = (userId: number) => new Uint8Array(Buffer.from(keys.mac(`webauthn-user:${userId}`), 'hex'));

  async function registrationOptions(user: UserRow, origin: ExpectedOrigin): Promise<PasskeyRegistrationOptions> {
    const existing = await listPasskeys(db, user.id);
    if (existing.length >= MAX_PASSKEYS_PER_USER) throw new HttpError(409, PASSKEY_ANSWER_TEXTS.tooMany);
    const { challenge } = await openWebauthnChallenge(db, user.id, 'registration', now());
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: config.site.name,
      rpID: origin.rpID,
      userName: user.username,
      userID: userHandle(user.id),
      userDisplayName: `${user.firstname} ${user.lastname}`.trim() || user.username,
      challenge: challengeBytes(challenge),
      timeout: CHALLENGE_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      extensions: { credProps: true },
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    return options as PasskeyRegistrationOptions;
  }

  const registrationFailed = () => invalidFields({ response: [PASSKEY_ANSWER_TEXTS.registrationFailed] });

  /**
   * Stores the passkey the browser created from the user's latest registration options: the
   * name is checked first (nothing is used up by a bad name), then the options' challenge is
   * used (once) and the response verified, user verification required.
   */
  async function register(user: UserRow, body: { name: string; response: RegistrationResponseJSON }, origin: ExpectedOrigin): Promise<PasskeyInfo> {
    const nameErrors = ruleSays((translate) => passkeyNameErrors(body.name, translate));
    if (Object.keys(nameErrors).length > 0) throw invalidFields(nameErrors);
    const name = normalizePasskeyName(body.name);
    if (await findPasskeyByName(db, user.id, name)) throw invalidFields({ name: [PASSKEY_ANSWER_TEXTS.nameTaken] });
    if ((await countPasskeys(db, user.id)) >= MAX_PASSKEYS_PER_USER) throw new HttpError(409, PASSKEY_ANSWER_TEXTS.tooMany);

    const expected = signedChallenge(body.response.response.clientDataJSON);
    const at = now();
    const { verifyRegistrationResponse } = await webauthn();
    const outcome = await db.transaction().execute(async (trx): Promise<{ ok: true; passkey: PasskeyInfo } | { ok: false; error: HttpError }> => {
      const challenge = expected === null ? undefined : await findWebauthnChallengeByValue(trx, expected);
      if (!challenge || challenge.user_id !== user.id || challenge.purpose !== 'registration') return { ok: false, error: registrationFailed() };
      if (!(await useWebauthnChallenge(trx, challenge.id, at.toISOString()))) return { ok: false, error: registrationFailed() };
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: body.response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: origin.origin,
          expectedRPID: origin.rpID,
          requireUserVerification: true,
          supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
        });
      } catch {
        return { ok: false, error: registrationFailed() };
      }
      if (!verification.verified || !verification.registrationInfo.userVerified) return { ok: false, error: registrationFailed() };
      // A browser that reports the credential is not discoverable (credProps) made one that cannot sign in alone.
      const credProps = (body.response.clientExtensionResults as { credProps?: { rk?: unknown } }).credProps;
      if (credProps?.rk === false) return { ok: false, error: invalidFields({ response: [PASSKEY_ANSWER_TEXTS.notDiscoverable] }) };
      if ((await countPasskeys(trx, user.id)) >= MAX_PASSKEYS_PER_USER) return { ok: false, error: new HttpError(409, PASSKEY_ANSWER_TEXTS.tooMany) };
      const { credential } = verification.registrationInfo;
      const createdAt = at.toISOString();
      const id = await insertPasskey(trx, {
        user_id: user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify((credential.transports ?? body.response.response.transports ?? []).filter((t) => TRANSPORTS.includes(t))),
        name,
        created_at: createdAt,
        last_used_at: null,
      });
      if (id === undefined) {
        const taken = await findPasskeyByName(trx, user.id, name);
        return {
          ok: false,
          error: taken ? invalidFields({ name: [PASSKEY_ANSWER_TEXTS.nameTaken] }) : new HttpError(409, PASSKEY_ANSWER_TEXTS.alreadyRegistered),
        };
      }
      await protection.notify(trx, user, { subject: PASSKEY_NOTICE_TEXTS.addedSubject, lines: [{ ...PASSKEY_NOTICE_TEXTS.added, values: { name } }] });
      return { ok: true, passkey: { id, name, created_at: createdAt, last_used_at: null } };
    });
    // The used challenge is committed either way: a failed registration asks for new options.
    if (!outcome.ok) throw outcome.error;
    protection.kick();
    return outcome.passkey;
  }

  async function list(user: UserRow): Promise<PasskeyInfo[]> {
    return (await listPasskeys(db, user.id)).map(toPasskeyInfo);
  }

  /** Removes one of the user's passkeys (another user's, or none, is a 404); withdrawals are held a while after. */
  async function remove(user: UserRow, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (!(await deletePasskey(trx, user.id, id))) throw new HttpError(404, PASSKEY_ANSWER_TEXTS.notFound);
      await protection.startHold(trx, user.id);
      await protection.notify(trx, user, { subject: PASSKEY_NOTICE_TEXTS.removedSubject, lines: [PASSKEY_NOTICE_TEXTS.removed, HOLD_LINE] });
    });
    protection.kick();
  }

  /** Options for an assertion by `userId`'s passkeys, or any discoverable one (null); see assertionOptions. */
  async function authenticationOptions(userId: number | null, purpose: WebauthnPurpose, origin: ExpectedOrigin): Promise<PasskeyAssertionOptions> {
    return assertionOptions(db, userId, purpose, origin, now());
  }

  async function hasPasskeys(userId: number): Promise<boolean> {
    return (await countPasskeys(db, userId)) > 0;
  }

  return { registrationOptions, register, list, remove, authenticationOptions, hasPasskeys };
}
