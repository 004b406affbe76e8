import { localeError, signupServerErrors, SIGNUP_SERVER_TEXTS, USERNAME_TAKEN_TEXT, type Locale, type StaffRole } from '@arcvest/shared/rules';
import { COUNTRIES } from '@arcvest/shared/countries';
import { passwordWeakness } from '@arcvest/shared/password-strength';
import type { SignupPayload } from '@arcvest/shared/schemas';
import type { Config } from '../config';
import { isUniqueViolation, type Db } from '../db/database';
import { findUserIdByReferralId, isEmailTaken, isUsernameTaken, setVerifiedEmail } from '../db/repositories/users';
import { hasErrors, invalidData, ruleSays, type ApiFieldErrors, type ApiText } from '../errors';
import { createAccount } from './accounts';
import type { PasswordHasher } from './passwords';

export type SignUpService = ReturnType<typeof createSignUpService>;

/** Signing up: the form's rules, then the ones that need the database, then the new account. */
export function createSignUpService(deps: { db: Db; config: Config; now: () => Date; hasher: PasswordHasher }) {
  const { db, config, now, hasher } = deps;

  /**
   * The sign-up rules that need the database (unique username and email, existing referral
   * code): adds their messages to `errors` and returns the referrer's id.
   */
  async function checkAgainstDatabase(form: SignupPayload, errors: ApiFieldErrors): Promise<number | null> {
    const add = (field: string, message: ApiText) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    if (!errors.username && (await isUsernameTaken(db, form.username))) add('username', USERNAME_TAKEN_TEXT);
    if (!errors.email && (await isEmailTaken(db, form.email))) add('email', SIGNUP_SERVER_TEXTS.emailTaken);
    const code = form.referred_by.trim();
    if (!code) return null;
    const referrer = await findUserIdByReferralId(db, code);
    if (referrer === undefined) add('referred_by', SIGNUP_SERVER_TEXTS.referralUnknown);
    return referrer ?? null;
  }

  /**
   * A new account from the sign-up form, in `locale` (one of the supported; English when not
   * given). `staff` makes it an admin with that staff role (an accepted invitation): the invited
   * address counts as verified, and `claim` runs in the same transaction, so an invitation used
   * meanwhile leaves no account behind.
   */
  async function register(
    form: SignupPayload,
    { locale, staff }: { locale?: string; staff?: { staffRole: StaffRole; claim: (trx: Db, userId: number) => Promise<void> } } = {},
  ): Promise<number> {
    const errors = ruleSays((translate) => signupServerErrors(form, COUNTRIES, now(), translate));
    const unsupported = locale === undefined ? null : ruleSays((translate) => localeError(locale, translate));
    if (unsupported) errors.locale = [unsupported];
    if (!errors.password) {
      const weakness = ruleSays((translate) => passwordWeakness(form.password, { ...form, siteName: config.site.name }, translate));
      if (weakness) errors.password = [weakness];
    }
    const referredBy = await checkAgainstDatabase(form, errors);
    if (hasErrors(errors)) throw invalidData(errors);
    const account = {
      firstname: form.firstname,
      lastname: form.lastname,
      username: form.username,
      email: form.email,
      gender: form.gender as 'male' | 'female',
      birthDate: form.age,
      country: form.country,
      password: form.password,
      referredBy,
      locale: locale as Locale | undefined,
    };
    try {
      if (!staff) return await createAccount(db, hasher, account, now());
      // Hashed before the transaction, so the database is not held while a core hashes.
      const passwordHash = await hasher.hash(account.password);
      return await db.transaction().execute(async (trx) => {
        const id = await createAccount(trx, { hash: async () => passwordHash }, { ...account, role: 'admin', staffRole: staff.staffRole }, now());
        await setVerifiedEmail(trx, id, account.email.trim().toLowerCase());
        await staff.claim(trx, id);
        return id;
      });
    } catch (error) {
      // Two sign-ups raced for the same username or email: answer like the check above would have.
      if (!isUniqueViolation(error)) throw error;
      const raced: ApiFieldErrors = {};
      await checkAgainstDatabase(form, raced);
      if (!hasErrors(raced)) throw error;
      throw invalidData(raced);
    }
  }

  return { register };
}
