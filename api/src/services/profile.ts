import { normalizeAddress, profileFieldErrors, USERNAME_TAKEN_MESSAGE } from '@arcvest/shared/rules';
import { contactPhoneError } from '@arcvest/shared/phone';
import type { UpdateContactBody, UpdateProfileBody } from '@arcvest/shared/schemas';
import { isUniqueViolation, type Db } from '../db/database';
import { findUsernameOwner, updateContact, updateProfile } from '../db/repositories/users';
import { hasErrors, invalidField, invalidFields } from '../errors';

export type ProfileService = ReturnType<typeof createProfileService>;

/** The signed-in user's own name, username, gender, phone and postal address. */
export function createProfileService(deps: { db: Db }) {
  const { db } = deps;
  const usernameTaken = () => invalidField('username', USERNAME_TAKEN_MESSAGE);

  async function changeProfile(userId: number, form: UpdateProfileBody): Promise<void> {
    const errors = profileFieldErrors(form);
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
    const phoneError = contactPhoneError(form.phone);
    if (phoneError) throw invalidField('phone', phoneError);
    await updateContact(db, userId, { phone: form.phone.trim() || null, address: normalizeAddress(form.address) });
  }

  return { changeProfile, changeContact };
}
