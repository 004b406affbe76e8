import { localeError, normalizeAddress, profileFieldErrors, USERNAME_TAKEN_TEXT, type Locale } from '@arcvest/shared/rules';
import { contactPhoneError } from '@arcvest/shared/phone';
import type { UpdateContactBody, UpdateProfileBody } from '@arcvest/shared/schemas';
import { isUniqueViolation, type Db } from '../db/database';
import { findUsernameOwner, updateContact, updateLocale, updateProfile } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { hasErrors, invalidField, invalidFields, ruleSays } from '../errors';

export type ProfileService = ReturnType<typeof createProfileService>;

/** The signed-in user's own name, username, gender, phone, postal address and language. */
export function createProfileService(deps: { db: Db }) {
  const { db } = deps;
  const usernameTaken = () => invalidField('username', USERNAME_TAKEN_TEXT);

  async function changeProfile(userId: number, form: UpdateProfileBody): Promise<void> {
    const errors = ruleSays((translate) => profileFieldErrors(form, translate));
    if (hasErrors(errors)) throw invalidFields(errors);
    const username = form.username.trim();
    const owner = await findUsernameOwner(db, username);
    if (owner !== undefined && owner !== userId) throw usernameTaken();
    const profile = { firstname: form.firstname.trim(), lastname: form.lastname.trim(), username, gender: form.gender };
    try {
      await updateProfile(db, userId, profile);
    } catch (error) {
      // Another account took the username between the check and the update: the unique index decides.
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
  }

  async function changeContact(userId: number, form: UpdateContactBody): Promise<void> {
    const phoneError = ruleSays((translate) => contactPhoneError(form.phone, translate));
    if (phoneError) throw invalidField('phone', phoneError);
    await updateContact(db, userId, { phone: form.phone.trim() || null, address: normalizeAddress(form.address) });
  }

  /** Saves a supported language (docs/i18n.md#which-language); returns the user with it. */
  async function changeLocale(user: UserRow, locale: string): Promise<UserRow> {
    const error = ruleSays((translate) => localeError(locale, translate));
    if (error) throw invalidField('locale', error);
    await updateLocale(db, user.id, locale as Locale);
    return { ...user, locale: locale as Locale };
  }

  return { changeProfile, changeContact, changeLocale };
}
