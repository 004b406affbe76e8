import { ACCOUNT_MESSAGES, emailError, OTP_INVALID_MESSAGE, OTP_TTL_MINUTES, otpError, verificationCodeSentMessage } from '@arcvest/shared/rules';
import type { VerifyEmailCodeBody } from '@arcvest/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { isUniqueViolation, type Db } from '../db/database';
import { useOneTimeCode } from '../db/repositories/one-time-codes';
import { findEmailOwner, setVerifiedEmail } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { HttpError, invalidField } from '../errors';
import type { MailMessage, Mailer } from './mailer';
import { createOneTimeCodes } from './one-time-codes';
import type { ServerKeys } from './server-keys';

const PURPOSE = 'email_verification';

const emailInUse = () => invalidField('email', ACCOUNT_MESSAGES.emailInUse);
const invalidCode = () => invalidField('otp', OTP_INVALID_MESSAGE);

function verificationEmail(siteName: string, user: UserRow, email: string, code: string): MailMessage {
  return {
    to: email,
    subject: `Your ${siteName} email verification code`,
    text: [
      `Hello ${user.firstname},`,
      '',
      `Your code to verify this email address on ${siteName} is: ${code}`,
      '',
      `It is valid for ${OTP_TTL_MINUTES} minutes and works once.`,
      '',
      'If you did not ask for this, ignore this email.',
    ].join('\n'),
  };
}

/** The address as typed, checked (format, not another account's) and lower-cased as stored. */
async function checkedEmail(db: Db, user: UserRow, typed: string): Promise<string> {
  const error = emailError(typed);
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
export function createEmailVerificationService(deps: { db: Db; config: Config; now: () => Date; mailer: Mailer; log: FastifyBaseLogger; keys: ServerKeys }) {
  const { db, config, now, mailer, log } = deps;
  const codes = createOneTimeCodes({ db, now, keys: deps.keys });

  /** Sends a code bound to the address; returns the answer naming it. */
  async function sendCode(user: UserRow, typed: string): Promise<string> {
    const email = await checkedEmail(db, user, typed);
    if (email === user.email && user.email_verified) throw new HttpError(409, ACCOUNT_MESSAGES.emailAlreadyVerified);
    const code = await codes.issue(user.id, PURPOSE, email);
    if (mailer.writesToOutbox) log.info({ email, code }, 'email verification code (no SMTP_URL: the email is in the outbox)');
    mailer.send(verificationEmail(config.site.name, user, email, code));
    return verificationCodeSentMessage(email);
  }

  async function confirm(user: UserRow, form: VerifyEmailCodeBody): Promise<void> {
    const formatError = otpError(form.otp);
    if (formatError) throw invalidField('otp', formatError);
    const email = await checkedEmail(db, user, form.email);
    const code = await codes.check(user.id, PURPOSE, form.otp.trim(), email);
    if (!code) throw invalidCode();
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await useOneTimeCode(trx, code, now().toISOString()))) throw invalidCode();
        await setVerifiedEmail(trx, user.id, email);
      });
    } catch (error) {
      // Another account took the address after the check: the unique index decides (and the code stays unused).
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
  }

  return { sendCode, confirm };
}
