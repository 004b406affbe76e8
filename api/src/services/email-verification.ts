import {
  ACCOUNT_TEXTS,
  emailError,
  OTP_INVALID_TEXT,
  OTP_TTL_MINUTES,
  otpError,
  verificationCodeSentText,
  type Message,
  type Translate,
} from '@arcvest/shared/rules';
import type { VerifyEmailCodeBody } from '@arcvest/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { isUniqueViolation, type Db } from '../db/database';
import { useOneTimeCode } from '../db/repositories/one-time-codes';
import { findEmailOwner, setVerifiedEmail } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { HttpError, invalidField, ruleSays } from '../errors';
import { translatorFor } from '../i18n';
import type { MailMessage, Mailer } from './mailer';
import { HOLD_LINE, letterIn } from './notification-emails';
import { createOneTimeCodes } from './one-time-codes';
import type { AccountProtectionService } from './account-protection';
import type { SignedIn } from './auth';
import type { ReauthenticationService } from './reauthentication';
import type { ServerKeys } from './server-keys';

const PURPOSE = 'email_verification';

const emailInUse = () => invalidField('email', ACCOUNT_TEXTS.emailInUse);
const invalidCode = () => invalidField('otp', OTP_INVALID_TEXT);

const EMAIL_CHANGED_TEXTS = {
  subject: /*i18n*/ { id: 'email.emailChanged.subject', message: 'your email address was changed' },
  changed: /*i18n*/ { id: 'email.emailChanged.changed', message: 'The email address of your account was changed from this address to {email}.' },
} satisfies Record<string, Message>;

const VERIFICATION_EMAIL_TEXTS = {
  subject: /*i18n*/ { id: 'email.verification.subject', message: 'Your {site} email verification code' },
  code: /*i18n*/ { id: 'email.verification.code', message: 'Your code to verify this email address on {site} is: {code}' },
  validity: /*i18n*/ { id: 'email.verification.validity', message: 'It is valid for {minutes} minutes and works once.' },
  notYou: /*i18n*/ { id: 'email.verification.notYou', message: 'If you did not ask for this, ignore this email.' },
} satisfies Record<string, Message>;

/** The code's email, in the account's language (docs/i18n.md#emails-and-notifications). */
function verificationEmail(translate: Translate, site: string, user: UserRow, email: string, code: string): MailMessage {
  const texts = VERIFICATION_EMAIL_TEXTS;
  return {
    to: email,
    subject: translate({ ...texts.subject, values: { site } }),
    text: letterIn(
      translate,
      user,
      translate({ ...texts.code, values: { site, code } }),
      '',
      translate({ ...texts.validity, values: { minutes: OTP_TTL_MINUTES } }),
      '',
      translate(texts.notYou),
    ),
    antiPhishingCode: user.anti_phishing_code,
    translate,
  };
}

/** The address as typed, checked (format, not another account's) and lower-cased as stored. */
async function checkedEmail(db: Db, user: UserRow, typed: string): Promise<string> {
  const error = ruleSays((translate) => emailError(typed, translate));
  if (error) throw invalidField('email', error);
  const email = typed.trim().toLowerCase();
  const owner = await findEmailOwner(db, email);
  if (owner !== undefined && owner !== user.id) throw emailInUse();
  return email;
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;

/**
 * Email verification by a code sent to the address to verify (docs/identity.md#email-verification):
 * confirming it makes that address the account's email, verified, and the account level 2.
 */
export function createEmailVerificationService(deps: {
  db: Db;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
  keys: ServerKeys;
  protection: AccountProtectionService;
  reauthentication: Pick<ReauthenticationService, 'requireRecent'>;
}) {
  const { db, config, now, mailer, log, protection, reauthentication } = deps;
  const codes = createOneTimeCodes({ db, now, keys: deps.keys });

  /** The address typed, checked; changing the account's address needs a recent re-authentication. */
  async function addressFor(signedIn: SignedIn, typed: string): Promise<string> {
    const email = await checkedEmail(db, signedIn.user, typed);
    if (email !== signedIn.user.email) reauthentication.requireRecent(signedIn);
    return email;
  }

  /** Sends a code bound to the address; returns the answer naming it. */
  async function sendCode(signedIn: SignedIn, typed: string): Promise<Message> {
    const { user } = signedIn;
    const email = await addressFor(signedIn, typed);
    if (email === user.email && user.email_verified) throw new HttpError(409, ACCOUNT_TEXTS.emailAlreadyVerified);
    const code = await codes.issue(user.id, PURPOSE, email);
    if (mailer.writesToOutbox) log.info({ email, code }, 'email verification code (no SMTP_URL: the email is in the outbox)');
    mailer.send(verificationEmail(await translatorFor(user.locale), config.site.name, user, email, code));
    return verificationCodeSentText(email);
  }

  /**
   * A new address becomes the account's: the old one is told, with the freeze link, and
   * withdrawals are held for a while (whoever holds the session may have changed it).
   */
  async function confirm(signedIn: SignedIn, form: VerifyEmailCodeBody): Promise<void> {
    const { user } = signedIn;
    const formatError = ruleSays((translate) => otpError(form.otp, translate));
    if (formatError) throw invalidField('otp', formatError);
    const email = await addressFor(signedIn, form.email);
    const code = await codes.check(user.id, PURPOSE, form.otp.trim(), email);
    if (!code) throw invalidCode();
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await useOneTimeCode(trx, code, now().toISOString()))) throw invalidCode();
        await setVerifiedEmail(trx, user.id, email);
        if (email !== user.email) {
          await protection.startHold(trx, user.id);
          await protection.notify(
            trx,
            user,
            { subject: EMAIL_CHANGED_TEXTS.subject, lines: [{ ...EMAIL_CHANGED_TEXTS.changed, values: { email } }, HOLD_LINE] },
            user.email,
          );
        }
      });
      protection.kick();
    } catch (error) {
      // Another account took the address after the check: the unique index decides (and the code stays unused).
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
  }

  return { sendCode, confirm };
}
