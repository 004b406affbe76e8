import {
  antiPhishingCodeError,
  FREEZE_LINK_DAYS,
  freezeLinkUrl,
  DEFAULT_LOCALE,
  frozenAccountText,
  PROTECTION_ERRORS,
  PROTECTION_TEXTS,
  SECOND_FACTOR_MAX_FAILURES,
  secondFactorAlertDue,
  secondFactorLockedText,
  securityHoldText,
  type Message,
  type UiLocale,
  type Writer,
  INBOX_NOTICES,
} from '@arcvest/shared/rules';
import type { UnfreezeBody } from '@arcvest/shared/schemas';
import { emailLinkBase, type Config } from '../config';
import type { Db } from '../db/database';
import {
  countSecondFactorFailure,
  extendSecurityHold,
  freezeUser,
  insertFreezeLink,
  resetSecondFactorFailures,
  setAntiPhishingCode,
  unfreezeUser,
  useFreezeLink,
} from '../db/repositories/account-protection';
import { recordAudit } from '../db/repositories/audit';
import { revokeUserSessions } from '../db/repositories/sessions';
import { findUserById, lockUser } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { HttpError, invalidField, ruleSays, USER_NOT_FOUND } from '../errors';
import { writerFor } from '../i18n';
import { tellUser } from './inbox';
import { letterIn, securityEmail, type SecurityNotice } from './notification-emails';
import type { NotificationService } from './notifications';
import { hashToken, newAccessToken } from './tokens';

/** Who a security email goes to: the account, at the address given (the old one, for an email change). */
type Recipient = Pick<UserRow, 'id' | 'email' | 'firstname' | 'anti_phishing_code' | 'locale'>;

/** What an admin's unfreeze must say (docs/security.md#freeze). */
const UNFREEZE_TEXTS = {
  reasonRequired: /*i18n*/ { id: 'api.unfreeze.reasonRequired', message: 'Say why the account is unfrozen.' },
  identityCheckRequired: /*i18n*/ { id: 'api.unfreeze.identityCheckRequired', message: 'Say how you checked who the owner is.' },
} satisfies Record<string, Message>;

export type AccountProtectionService = ReturnType<typeof createAccountProtectionService>;

/** The security notices this service writes itself (the others are beside the change they tell of). */
const PROTECTION_NOTICE_TEXTS = {
  wrongCodesSubject: /*i18n*/ { id: 'email.wrongCodes.subject', message: 'wrong security codes entered' },
  lockedSubject: /*i18n*/ { id: 'email.wrongCodes.lockedSubject', message: 'your second factor is locked' },
  wrongCodes: /*i18n*/ {
    id: 'email.wrongCodes.count',
    message: '{failures, plural, one {# wrong security code was} other {# wrong security codes in a row were}} entered for your account.',
  },
  antiPhishingSetSubject: /*i18n*/ { id: 'email.antiPhishing.setSubject', message: 'anti-phishing code set' },
  antiPhishingSet: /*i18n*/ {
    id: 'email.antiPhishing.set',
    message: 'Your anti-phishing code was set. It heads every email from us from now on, as it does this one.',
  },
  antiPhishingRemovedSubject: /*i18n*/ { id: 'email.antiPhishing.removedSubject', message: 'anti-phishing code removed' },
  antiPhishingRemoved: /*i18n*/ { id: 'email.antiPhishing.removed', message: 'Your anti-phishing code was removed.' },
} satisfies Record<string, Message>;

const FROZEN_EMAIL_TEXTS = {
  subject: /*i18n*/ { id: 'email.frozen.subject', message: 'Your {site} account is frozen' },
  fromLink: /*i18n*/ {
    id: 'email.frozen.fromLink',
    message: 'Your account was frozen from the link in a security email. Every session has been signed out.',
  },
  fromPage: /*i18n*/ { id: 'email.frozen.fromPage', message: 'Your account was frozen from its security page. Every session has been signed out.' },
} satisfies Record<string, Message>;

/**
 * What guards the way out of an account (docs/security.md#account-protection): security emails
 * with a freeze link, the freeze itself, the hold after a credential change, the anti-phishing
 * phrase and the per-account count of wrong second-factor codes.
 */
export function createAccountProtectionService(deps: {
  db: Db;
  config: Pick<Config, 'securityHoldHours' | 'site' | 'publicUrl' | 'port'>;
  now: () => Date;
  notifications: NotificationService;
}) {
  const { db, config, now, notifications } = deps;
  const siteUrl = emailLinkBase(config);

  /** A new single-use freeze link for the user, written in the caller's transaction. */
  async function freezeLink(trx: Db, userId: number): Promise<string> {
    const { token, tokenHash } = newAccessToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + FREEZE_LINK_DAYS * 86_400_000).toISOString();
    await insertFreezeLink(trx, { user_id: userId, token_hash: tokenHash, created_at: at.toISOString(), expires_at: expiresAt });
    return freezeLinkUrl(siteUrl, token);
  }

  /**
   * Queues a security email in the caller's transaction (sent after commit: call `kick`), with
   * a freeze link. `to` overrides the address, for the old address of an email change.
   */
  async function notify(trx: Db, user: Recipient, notice: SecurityNotice, to = user.email): Promise<void> {
    const freezeUrl = await freezeLink(trx, user.id);
    const text = (writer: Writer) => securityEmail(writer, config.site.name, user, notice, freezeUrl);
    await tellUser(
      trx,
      { ...user, email: to },
      { notice: INBOX_NOTICES.security(notice.subject), kinds: [], at: now(), email: { outbox: notifications, text } },
    );
  }

  /** Starts (or keeps a later) hold on withdrawals and new addresses, in the caller's transaction. */
  async function startHold(trx: Db, userId: number): Promise<void> {
    if (config.securityHoldHours === 0) return;
    await extendSecurityHold(trx, userId, new Date(now().getTime() + config.securityHoldHours * 3_600_000).toISOString());
  }

  /** The end of the user's hold when one is in force now, else null. */
  function heldUntil(user: Pick<UserRow, 'security_hold_until'>): string | null {
    return user.security_hold_until !== null && Date.parse(user.security_hold_until) > now().getTime() ? user.security_hold_until : null;
  }

  /** 403 while a hold is in force (its end written for `locale`'s reader); 423 for a frozen account, 403 for a locked second factor. */
  function refuseWhileHeld(user: Pick<UserRow, 'security_hold_until' | 'frozen_at'>, locale: UiLocale = DEFAULT_LOCALE): void {
    refuseFrozen(user);
    const until = heldUntil(user);
    if (until) throw new HttpError(403, securityHoldText(until, locale), undefined, PROTECTION_ERRORS.securityHold);
  }

  function refuseFrozen(user: Pick<UserRow, 'frozen_at'>): void {
    if (user.frozen_at !== null) throw new HttpError(423, frozenAccountText(config.site.supportEmail), undefined, PROTECTION_ERRORS.frozen);
  }

  function refuseLockedSecondFactor(user: Pick<UserRow, 'second_factor_locked_at'>): void {
    if (user.second_factor_locked_at !== null) {
      throw new HttpError(403, secondFactorLockedText(config.site.supportEmail), undefined, PROTECTION_ERRORS.secondFactorLocked);
    }
  }

  /**
   * A wrong second-factor code anywhere (sign-in, step-up, re-authentication, turning two-factor
   * off), counted per account in the caller's transaction: the owner is emailed as they add up,
   * and the factor locks at the limit.
   */
  async function secondFactorFailed(trx: Db, userId: number): Promise<void> {
    const { failures, lockedNow } = await countSecondFactorFailure(trx, userId, SECOND_FACTOR_MAX_FAILURES, now().toISOString());
    if (!lockedNow && !secondFactorAlertDue(failures)) return;
    const user = await findUserById(trx, userId);
    if (!user) return;
    const texts = PROTECTION_NOTICE_TEXTS;
    const lines: SecurityNotice['lines'] = [{ ...texts.wrongCodes, values: { failures } }];
    if (lockedNow) lines.push(secondFactorLockedText(config.site.supportEmail));
    await notify(trx, user, { subject: lockedNow ? texts.lockedSubject : texts.wrongCodesSubject, lines });
    if (lockedNow) {
      await recordAudit(trx, {
        actorId: userId,
        action: 'security.second-factor-locked',
        targetType: 'user',
        targetId: userId,
        details: { failures },
        at: now().toISOString(),
      });
    }
  }

  async function secondFactorSucceeded(trx: Db, userId: number): Promise<void> {
    await resetSecondFactorFailures(trx, userId);
  }

  /** Freezes the account, ends every session and tells the owner; false when it was frozen already. */
  async function freezeInTransaction(trx: Db, userId: number, via: 'link' | 'security page'): Promise<boolean> {
    const at = now().toISOString();
    if (!(await freezeUser(trx, userId, at))) return false;
    await revokeUserSessions(trx, userId, at);
    await recordAudit(trx, { actorId: userId, action: 'user.freeze', targetType: 'user', targetId: userId, details: { via }, at });
    const user = await findUserById(trx, userId);
    if (user) {
      const { translate } = await writerFor(user.locale);
      const texts = FROZEN_EMAIL_TEXTS;
      await notifications.queue(trx, user, {
        subject: translate({ ...texts.subject, values: { site: config.site.name } }),
        text: letterIn(
          translate,
          user,
          translate(via === 'link' ? texts.fromLink : texts.fromPage),
          '',
          translate(frozenAccountText(config.site.supportEmail)),
        ),
      });
    }
    return true;
  }

  /** The "This wasn't me" link: works once, for 7 days; the same answer whether the account was frozen already. */
  async function freezeWithLink(token: string): Promise<Message> {
    const done = await db.transaction().execute(async (trx) => {
      const userId = await useFreezeLink(trx, hashToken(token.trim()), now().toISOString());
      if (userId === undefined) return false;
      await freezeInTransaction(trx, userId, 'link');
      return true;
    });
    if (!done) throw new HttpError(404, PROTECTION_TEXTS.freezeLinkInvalid);
    notifications.kick();
    return frozenAccountText(config.site.supportEmail);
  }

  async function freezeOwnAccount(userId: number): Promise<Message> {
    await db.transaction().execute((trx) => freezeInTransaction(trx, userId, 'security page'));
    notifications.kick();
    return PROTECTION_TEXTS.frozenSelf;
  }

  /** An admin lifts a freeze and a second-factor lock, after checking who the owner is; both recorded. */
  async function unfreeze(adminId: number, userId: number, body: UnfreezeBody): Promise<Message> {
    const reason = body.reason.trim();
    const identityCheck = body.identity_check.trim();
    if (!reason) throw invalidField('reason', UNFREEZE_TEXTS.reasonRequired);
    if (!identityCheck) throw invalidField('identity_check', UNFREEZE_TEXTS.identityCheckRequired);
    await db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      if (!user || user.deleted_at !== null) throw new HttpError(404, USER_NOT_FOUND);
      if (!(await unfreezeUser(trx, userId))) throw new HttpError(409, PROTECTION_TEXTS.notFrozen);
      const at = now().toISOString();
      await recordAudit(trx, {
        actorId: adminId,
        action: 'user.unfreeze',
        targetType: 'user',
        targetId: userId,
        details: {
          reason,
          identity_check: identityCheck,
          was_frozen: user.frozen_at !== null,
          second_factor_was_locked: user.second_factor_locked_at !== null,
        },
        at,
      });
    });
    return PROTECTION_TEXTS.unfrozen;
  }

  /** Sets or removes the phrase; the email about it already carries the new one. */
  async function setAntiPhishing(user: UserRow, typed: string | null): Promise<Message> {
    const code = typed === null ? null : typed.trim();
    if (code !== null) {
      const error = ruleSays((translate) => antiPhishingCodeError(code, translate));
      if (error) throw invalidField('code', error);
    }
    await db.transaction().execute(async (trx) => {
      await setAntiPhishingCode(trx, user.id, code || null);
      await notify(
        trx,
        { ...user, anti_phishing_code: code || null },
        code
          ? { subject: PROTECTION_NOTICE_TEXTS.antiPhishingSetSubject, lines: [PROTECTION_NOTICE_TEXTS.antiPhishingSet] }
          : { subject: PROTECTION_NOTICE_TEXTS.antiPhishingRemovedSubject, lines: [PROTECTION_NOTICE_TEXTS.antiPhishingRemoved] },
      );
    });
    notifications.kick();
    return code ? PROTECTION_TEXTS.antiPhishingSaved : PROTECTION_TEXTS.antiPhishingRemoved;
  }

  return {
    freezeLink,
    notify,
    kick: () => notifications.kick(),
    startHold,
    heldUntil,
    refuseWhileHeld,
    refuseFrozen,
    refuseLockedSecondFactor,
    secondFactorFailed,
    secondFactorSucceeded,
    freezeWithLink,
    freezeOwnAccount,
    unfreeze,
    setAntiPhishing,
  };
}
