import { inEnglish, type Message, type Translate } from './messages';

/** The answers of the investor's account routes (profile, contact, email verification), written once. */
export const ACCOUNT_TEXTS = {
  profileUpdated: /*i18n*/ { id: 'rules.account.profileUpdated', message: 'Profile updated successfully.' },
  contactUpdated: /*i18n*/ { id: 'rules.account.contactUpdated', message: 'Contact information updated successfully.' },
  emailInUse: /*i18n*/ { id: 'rules.account.emailInUse', message: 'This email address is already in use.' },
  emailAlreadyVerified: /*i18n*/ { id: 'rules.account.emailAlreadyVerified', message: 'Your email address is already verified.' },
  emailVerified: /*i18n*/ { id: 'rules.account.emailVerified', message: 'Email verified successfully.' },
} satisfies Record<string, Message>;

const VERIFICATION_CODE_SENT = /*i18n*/ { id: 'rules.account.verificationCodeSent', message: 'A verification code has been sent to {email}.' };

export function verificationCodeSentText(email: string): Message {
  return { ...VERIFICATION_CODE_SENT, values: { email } };
}

export function verificationCodeSentMessage(email: string, translate: Translate = inEnglish): string {
  return translate(verificationCodeSentText(email));
}

/** The postal address as stored: trimmed, and null when nothing is left. */
export function normalizeAddress(address: string): string | null {
  return address.trim() || null;
}
