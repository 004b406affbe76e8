import { OTP_TTL_MINUTES, PASSWORD_RESET_TEXTS, passwordResetErrors, resetEmailError, type Message, type Writer } from '@arcvest/shared/rules';
import { passwordWeakness } from '@arcvest/shared/password-strength';
import type { PasswordResetPayload } from '@arcvest/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { useOneTimeCode } from '../db/repositories/one-time-codes';
import { revokeUserSessions } from '../db/repositories/sessions';
import { findUserByEmail, updatePasswordHash } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { hasErrors, HttpError, invalidData, ruleSays } from '../errors';
import { writerFor } from '../i18n';
import type { MailMessage, Mailer } from './mailer';
import { HOLD_LINE, letterIn } from './notification-emails';
import { createOneTimeCodes } from './one-time-codes';
import type { AccountProtectionService } from './account-protection';
import type { ServerKeys } from './server-keys';
import type { PasswordHasher } from './passwords';

const PURPOSE = 'password_reset';

function invalidCode(): HttpError {
  return new HttpError(422, PASSWORD_RESET_TEXTS.invalidCode, { otp: [PASSWORD_RESET_TEXTS.invalidCode] });
}

const RESET_EMAIL_TEXTS = {
  subject: /*i18n*/ { id: 'email.passwordReset.subject', message: 'Your {site} password reset code' },
  code: /*i18n*/ { id: 'email.passwordReset.code', message: 'Your code to reset your {site} password is: {code}' },
  validity: /*i18n*/ { id: 'email.passwordReset.validity', message: 'It is valid for {minutes} minutes and works once.' },
  notYou: /*i18n*/ { id: 'email.passwordReset.notYou', message: 'If you did not ask for this, ignore this email: your password stays as it is.' },
} satisfies Record<string, Message>;

const PASSWORD_RESET_NOTICE_TEXTS = {
  subject: /*i18n*/ { id: 'email.passwordWasReset.subject', message: 'your password was reset' },
  reset: /*i18n*/ {
    id: 'email.passwordWasReset.reset',
    message: 'The password of your account was reset with a code sent to this address, and every session was signed out.',
  },
} satisfies Record<string, Message>;

/** The code's email, in the account's language (whoever asked, the account's owner reads it). */
function resetCodeEmail({ translate }: Writer, site: string, user: UserRow, code: string): MailMessage {
  const texts = RESET_EMAIL_TEXTS;
  return {
    to: user.email,
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

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

export function createPasswordResetService(deps: {
  db: Db;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
  keys: ServerKeys;
  hasher: PasswordHasher;
  protection: AccountProtectionService;
}) {
  const { db, config, now, mailer, log, hasher, protection } = deps;
  const codes = createOneTimeCodes({ db, now, keys: deps.keys });

  /** Answers the same whether or not the email has an account; the email goes out in the background. */
  async function sendCode(email: string): Promise<void> {
    const problem = ruleSays((translate) => resetEmailError(email, translate));
    if (problem) throw invalidData({ email: [problem] });
    const user = await findUserByEmail(db, email);
    // A frozen account changes nothing until support unfreezes it; the answer is the same as for no account.
    if (!user || user.frozen_at !== null) return;
    const code = await codes.issue(user.id, PURPOSE);
    if (mailer.writesToOutbox) log.info({ email: user.email, code }, 'password reset code (no SMTP_URL: the email is in the outbox)');
    mailer.send(resetCodeEmail(await writerFor(user.locale), config.site.name, user, code));
  }

  async function resetPassword(form: PasswordResetPayload): Promise<void> {
    const errors = ruleSays((translate) => passwordResetErrors(form, translate));
    if (hasErrors(errors)) throw invalidData(errors);
    const user = await findUserByEmail(db, form.email);
    const code = user && user.frozen_at === null ? await codes.check(user.id, PURPOSE, form.otp.trim()) : null;
    if (!user || !code) throw invalidCode();
    // Checked once the code is known good, so the answer says nothing about the account before;
    // the code is not used up, so the user can try another password with it.
    const weakness = ruleSays((translate) => passwordWeakness(form.password, { ...user, siteName: config.site.name }, translate));
    if (weakness) throw invalidData({ password: [weakness] });

    const passwordHash = await hasher.hash(form.password);
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      if (!(await useOneTimeCode(trx, code, at))) throw invalidCode();
      await updatePasswordHash(trx, user.id, passwordHash);
      // Whoever held a session, perhaps with the old password, is signed out everywhere.
      await revokeUserSessions(trx, user.id, at);
      await protection.startHold(trx, user.id);
      await protection.notify(trx, user, { subject: PASSWORD_RESET_NOTICE_TEXTS.subject, lines: [PASSWORD_RESET_NOTICE_TEXTS.reset, HOLD_LINE] });
    });
    protection.kick();
  }

  return { sendCode, resetPassword };
}
