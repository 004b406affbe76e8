import { PASSWORD_CHANGE_TEXTS, passwordChangeErrors, type Message, type PasswordChangeForm } from '@arcvest/shared/rules';
import { passwordWeakness } from '@arcvest/shared/password-strength';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { revokeOtherSessions } from '../db/repositories/sessions';
import { updatePasswordHash } from '../db/repositories/users';
import { hasErrors, invalidData, ruleSays, type ApiFieldErrors, type ApiText } from '../errors';
import type { AccountProtectionService } from './account-protection';
import type { SignedIn } from './auth';
import { HOLD_LINE } from './notification-emails';
import type { PasswordHasher } from './passwords';

const PASSWORD_CHANGED_TEXTS = {
  subject: /*i18n*/ { id: 'email.passwordChanged.subject', message: 'your password was changed' },
  changed: /*i18n*/ {
    id: 'email.passwordChanged.changed',
    message: 'The password of your account was changed, and every other session was signed out.',
  },
} satisfies Record<string, Message>;

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;

/** A signed-in user changes their password (ASVS 6.2.2, 6.2.3, 6.2.4, 6.2.11). */
export function createPasswordChangeService(deps: { db: Db; config: Config; now: () => Date; hasher: PasswordHasher; protection: AccountProtectionService }) {
  const { db, config, now, hasher, protection } = deps;

  /**
   * Checks the current password and the new one's rules, all at once, and changes nothing
   * unless every one passes; then stores the new hash and ends every other session of the
   * user in one transaction. The session that asked stays signed in.
   */
  async function change({ user, sessionId }: SignedIn, form: PasswordChangeForm): Promise<void> {
    const errors: ApiFieldErrors = ruleSays((translate) => passwordChangeErrors(form, translate));
    const add = (field: string, message: ApiText) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    if (!errors.password) {
      const weakness = ruleSays((translate) => passwordWeakness(form.password, { ...user, siteName: config.site.name }, translate));
      if (weakness) add('password', weakness);
    }
    if (form.current_password && !(await hasher.verify(form.current_password, user.password_hash)).ok) {
      add('current_password', PASSWORD_CHANGE_TEXTS.currentWrong);
    }
    if (hasErrors(errors)) throw invalidData(errors);

    const passwordHash = await hasher.hash(form.password);
    await db.transaction().execute(async (trx) => {
      await updatePasswordHash(trx, user.id, passwordHash);
      await revokeOtherSessions(trx, user.id, sessionId, now().toISOString());
      await protection.startHold(trx, user.id);
      await protection.notify(trx, user, { subject: PASSWORD_CHANGED_TEXTS.subject, lines: [PASSWORD_CHANGED_TEXTS.changed, HOLD_LINE] });
    });
    protection.kick();
  }

  return { change };
}
