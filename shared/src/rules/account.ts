/** The answers of the investor's account routes (profile, contact, email verification), written once. */
export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Profile updated successfully.',
  contactUpdated: 'Contact information updated successfully.',
  emailInUse: 'This email address is already in use.',
  emailAlreadyVerified: 'Your email address is already verified.',
  emailVerified: 'Email verified successfully.',
} as const;

export function verificationCodeSentMessage(email: string): string {
  return `A verification code has been sent to ${email}.`;
}

/** The postal address as stored: trimmed, and null when nothing is left. */
export function normalizeAddress(address: string): string | null {
  return address.trim() || null;
}
