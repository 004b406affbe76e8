import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  COINS,
  FREEZE_LINK_DAYS,
  OTP_LENGTH,
  PROTECTION_ERRORS,
  PROTECTION_TEXTS,
  DEFAULT_LOCALE,
  STEP_UP_MAX_ATTEMPTS,
  STEP_UP_MINUTES,
  stepUpKey,
  withdrawalAddressSummary,
  withdrawalSummary,
  type StepUpMethod,
  inEnglish,
  type Message,
  type Translate,
  type StepUpPurpose,
  type UiLocale,
  type Writer,
} from '@arcvest/shared/rules';
import type { StepUpChallenge, StepUpProof } from '@arcvest/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { findStepUp, insertStepUp, takeStepUpAttempt, useStepUp } from '../db/repositories/account-protection';
import { recordAudit } from '../db/repositories/audit';
import type { StepUpRow, UserRow } from '../db/tables';
import { HttpError, invalidField, invalidFields, type ApiFieldErrors } from '../errors';
import type { AccountProtectionService } from './account-protection';
import { withdrawalAddressProblem } from './withdrawal-address-problem';
import { writerFor } from '../i18n';
import type { Mailer, MailMessage } from './mailer';
import { letterIn } from './notification-emails';
import { verifyAssertion, type ExpectedOrigin, type PasskeyService } from './passkeys';
import type { TwoFactorService } from './two-factor';
import type { ServerKeys } from './server-keys';

/** What a step-up confirms: the fields of the request that decide where money goes. */
export interface StepUpDetails {
  amount?: number;
  payment_method: string;
  address: string;
  label?: string;
}

const STEP_UP_FIELD = 'step_up';
const invalidProof = (message: Message) => invalidField(STEP_UP_FIELD, message);

/** What is wrong with the details a step-up is asked for, before a code is sent. */
const DETAILS_TEXTS = {
  amount: /*i18n*/ { id: 'api.stepUp.amount', message: 'Enter the amount in whole cents.' },
  coin: /*i18n*/ { id: 'api.stepUp.coin', message: 'Choose a coin.' },
  address: /*i18n*/ { id: 'api.stepUp.address', message: 'Enter the address.' },
  label: /*i18n*/ { id: 'api.stepUp.label', message: 'Enter a label.' },
} satisfies Record<string, Message>;

/** The details as the protected request will send them, checked enough to say clearly what is wrong before a code is sent. */
function checkedDetails(purpose: StepUpPurpose, details: Record<string, unknown>, translate: Translate): StepUpDetails {
  const errors: ApiFieldErrors = {};
  const { amount, payment_method: coin, address, label } = details;
  if (purpose === 'withdrawal' && !(Number.isSafeInteger(amount) && (amount as number) > 0)) errors.amount = [DETAILS_TEXTS.amount];
  if (typeof coin !== 'string' || !(COINS as readonly string[]).includes(coin)) errors.payment_method = [DETAILS_TEXTS.coin];
  if (typeof address !== 'string' || address.length > 200) errors.address = [DETAILS_TEXTS.address];
  else if (typeof coin === 'string' && !errors.payment_method) {
    const addressError = withdrawalAddressProblem(coin as (typeof COINS)[number], address, translate);
    if (addressError) errors.address = [addressError];
  }
  if (purpose === 'withdrawal-address' && (typeof label !== 'string' || label.length > 100)) errors.label = [DETAILS_TEXTS.label];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { amount: amount as number | undefined, payment_method: coin as string, address: address as string, label: label as string | undefined };
}

const STEP_UP_EMAIL_TEXTS = {
  withdrawalSubject: /*i18n*/ { id: 'email.stepUp.withdrawalSubject', message: 'Confirm your withdrawal on {site}' },
  addressSubject: /*i18n*/ { id: 'email.stepUp.addressSubject', message: 'Confirm a new withdrawal address on {site}' },
  asked: /*i18n*/ { id: 'email.stepUp.asked', message: 'Someone signed in to your account asked to: {summary}.' },
  code: /*i18n*/ { id: 'email.stepUp.code', message: 'Your confirmation code is: {code}' },
  once: /*i18n*/ {
    id: 'email.stepUp.once',
    message: 'It confirms exactly this, once, within {minutes} minutes. Never give it to anyone: {site} staff will never ask for it.',
  },
  notYou: /*i18n*/ {
    id: 'email.stepUp.notYou',
    message: 'If this was not you, do not use the code and freeze your account now (this link works once, for {days} days):',
  },
} satisfies Record<string, Message>;

/** The step-up's code and summary, in the account's language. */
function confirmationEmail(
  { translate, locale }: Writer,
  site: string,
  user: UserRow,
  purpose: StepUpPurpose,
  summary: (translate: Translate, locale: UiLocale) => string,
  code: string,
  freezeUrl: string,
): MailMessage {
  const texts = STEP_UP_EMAIL_TEXTS;
  return {
    to: user.email,
    subject: translate({ ...(purpose === 'withdrawal' ? texts.withdrawalSubject : texts.addressSubject), values: { site } }),
    text: letterIn(
      translate,
      user,
      translate({ ...texts.asked, values: { summary: summary(translate, locale) } }),
      '',
      translate({ ...texts.code, values: { code } }),
      '',
      translate({ ...texts.once, values: { minutes: STEP_UP_MINUTES, site } }),
      '',
      translate({ ...texts.notYou, values: { days: FREEZE_LINK_DAYS } }),
      freezeUrl,
    ),
    antiPhishingCode: user.anti_phishing_code,
    translate,
  };
}

/** The keyed hash of an emailed code, bound to the user and the details (a leaked table alone gives no code). */
export function stepUpCodeHash(keys: ServerKeys, row: Pick<StepUpRow, 'user_id' | 'details_key'>, code: string): string {
  return keys.mac(`step-up:${row.user_id}:${row.details_key}:${code}`);
}

export type StepUpService = ReturnType<typeof createStepUpService>;

/**
 * Step-up (docs/security.md#step-up): before a withdrawal or a new withdrawal address, the user
 * proves presence with a passkey, the authenticator code when two-factor is on, or else a code
 * emailed to them that names what it confirms. A step-up confirms exactly those details, once,
 * within 10 minutes, with at most 5 codes.
 */
export function createStepUpService(deps: {
  db: Db;
  config: Pick<Config, 'site'>;
  now: () => Date;
  keys: ServerKeys;
  mailer: Pick<Mailer, 'send' | 'writesToOutbox'>;
  log: FastifyBaseLogger;
  twoFactor: TwoFactorService;
  protection: AccountProtectionService;
  passkeys: Pick<PasskeyService, 'hasPasskeys' | 'authenticationOptions'>;
}) {
  const { db, config, now, keys, mailer, log, twoFactor, protection, passkeys } = deps;
  const codeHash = (row: Pick<StepUpRow, 'user_id' | 'details_key'>, code: string) => stepUpCodeHash(keys, row, code);

  async function methodsFor(user: UserRow): Promise<StepUpMethod[]> {
    const methods: StepUpMethod[] = [];
    if (await passkeys.hasPasskeys(user.id)) methods.push('passkey');
    // With two-factor on, an emailed code alone is not enough: whoever holds the session may hold the mailbox too.
    methods.push((await twoFactor.isEnabled(user.id)) ? 'totp' : 'email');
    return methods;
  }

  /** Opens a step-up; its summary is written for `locale` (the request's) and, in the email, for the account's language. */
  async function open(
    user: UserRow,
    purpose: StepUpPurpose,
    rawDetails: Record<string, unknown>,
    origin: ExpectedOrigin,
    reader: Writer = { translate: inEnglish, locale: DEFAULT_LOCALE },
  ): Promise<StepUpChallenge> {
    protection.refuseWhileHeld(user, reader.locale);
    protection.refuseLockedSecondFactor(user);
    const details = checkedDetails(purpose, rawDetails, reader.translate);
    const summaryIn = (translate: Translate, locale: UiLocale) =>
      purpose === 'withdrawal'
        ? withdrawalSummary({ ...details, amount: details.amount! }, translate, locale)
        : withdrawalAddressSummary({ ...details, label: details.label ?? '' }, translate);
    const summary = summaryIn(reader.translate, reader.locale);
    const methods = await methodsFor(user);
    const at = now();
    const expiresAt = new Date(at.getTime() + STEP_UP_MINUTES * 60_000).toISOString();
    const detailsKey = stepUpKey(purpose, details);
    const code = methods.includes('email') ? String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0') : null;
    // The passkey signs a challenge of this step-up's own, kept on its row and checked with it.
    const passkey = methods.includes('passkey') ? (await passkeys.authenticationOptions(user.id, 'step-up', origin)).options : null;
    const { id, freezeUrl } = await db.transaction().execute(async (trx) => {
      const inserted = await insertStepUp(trx, {
        user_id: user.id,
        purpose,
        details_key: detailsKey,
        methods: JSON.stringify(methods),
        code_hash: code === null ? null : codeHash({ user_id: user.id, details_key: detailsKey }, code),
        passkey_challenge: passkey?.challenge ?? null,
        created_at: at.toISOString(),
        expires_at: expiresAt,
      });
      return { id: inserted, freezeUrl: code === null ? null : await protection.freezeLink(trx, user.id) };
    });
    if (code !== null && freezeUrl !== null) {
      if (mailer.writesToOutbox) log.info({ email: user.email, code }, 'step-up confirmation code (no SMTP_URL: the email is in the outbox)');
      mailer.send(confirmationEmail(await writerFor(user.locale), config.site.name, user, purpose, summaryIn, code, freezeUrl));
    }
    return { id, methods, expires_at: expiresAt, summary, ...(passkey && { passkey_options: passkey }) };
  }

  /** Whether the code or assertion is right for this step-up, counting a wrong one against the step-up and the account. */
  async function check(trx: Db, row: StepUpRow, user: UserRow, proof: StepUpProof, origin: ExpectedOrigin): Promise<boolean> {
    const methods = JSON.parse(row.methods) as StepUpMethod[];
    if (proof.assertion !== undefined) {
      if (!methods.includes('passkey') || row.passkey_challenge === null) return false;
      return (await verifyAssertion(trx, { expectedChallenge: row.passkey_challenge, userId: user.id, response: proof.assertion, origin, at: now() })) !== null;
    }
    const code = proof.code?.trim() ?? '';
    if (methods.includes('totp')) return twoFactor.useCode(trx, user.id, code);
    if (!methods.includes('email') || row.code_hash === null) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(codeHash(row, code), 'hex');
    const right = expected.length === given.length && timingSafeEqual(expected, given);
    if (right) await protection.secondFactorSucceeded(trx, user.id);
    else await protection.secondFactorFailed(trx, user.id);
    return right;
  }

  /**
   * Checks the proof a protected request carries for exactly these details, and answers the
   * step-up to `consume` in the request's own transaction. A wrong code is counted (and
   * committed) here, before the request's transaction, so a refusal cannot undo the count.
   */
  async function verify(
    user: UserRow,
    purpose: StepUpPurpose,
    details: StepUpDetails,
    proof: StepUpProof | undefined,
    origin: ExpectedOrigin,
    locale: UiLocale = DEFAULT_LOCALE,
  ): Promise<number> {
    protection.refuseWhileHeld(user, locale);
    if (!proof) throw new HttpError(403, PROTECTION_TEXTS.stepUpRequired, undefined, PROTECTION_ERRORS.stepUpRequired);
    if ((proof.code === undefined) === (proof.assertion === undefined)) throw invalidProof(PROTECTION_TEXTS.stepUpInvalidCode);
    const row = await findStepUp(db, proof.id, user.id);
    if (!row) throw invalidProof(PROTECTION_TEXTS.stepUpExpired);
    if (row.purpose !== purpose || row.details_key !== stepUpKey(purpose, details)) throw invalidProof(PROTECTION_TEXTS.stepUpOtherDetails);
    if (row.used_at !== null) throw invalidProof(PROTECTION_TEXTS.stepUpUsed);
    if (Date.parse(row.expires_at) <= now().getTime()) throw invalidProof(PROTECTION_TEXTS.stepUpExpired);
    protection.refuseLockedSecondFactor(user);
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await takeStepUpAttempt(trx, row.id, STEP_UP_MAX_ATTEMPTS))) return 'spent';
      if (await check(trx, row, user, proof, origin)) return 'right';
      if (row.attempts + 1 >= STEP_UP_MAX_ATTEMPTS) {
        await recordAudit(trx, {
          actorId: user.id,
          action: 'security.step-up-failures',
          targetType: 'user',
          targetId: user.id,
          details: { step_up: row.id, purpose, attempts: STEP_UP_MAX_ATTEMPTS },
          at: now().toISOString(),
        });
      }
      return 'wrong';
    });
    protection.kick();
    if (outcome === 'spent') throw invalidProof(PROTECTION_TEXTS.stepUpExpired);
    if (outcome === 'wrong') throw invalidProof(proof.assertion ? PROTECTION_TEXTS.stepUpPasskeyFailed : PROTECTION_TEXTS.stepUpInvalidCode);
    return row.id;
  }

  /** Uses the step-up in the protected request's transaction: of concurrent requests with one step-up, one goes through. */
  async function consume(trx: Db, stepUpId: number): Promise<void> {
    if (!(await useStepUp(trx, stepUpId, now().toISOString()))) throw invalidProof(PROTECTION_TEXTS.stepUpUsed);
  }

  return { open, verify, consume, methodsFor };
}
