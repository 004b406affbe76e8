/** The admin's reason for rejecting an identity submission: the user reads it, so it must say something, briefly. */
export const MAX_REJECTION_REASON_LENGTH = 300;

export const IDENTITY_REVIEW_MESSAGES = {
  reasonMissing: 'Please give the reason for the rejection.',
  reasonTooLong: `Please keep the reason to ${MAX_REJECTION_REASON_LENGTH} characters.`,
} as const;

/** Why this reason cannot be sent, or null when it can (blank text is no reason). */
export function rejectionReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return IDENTITY_REVIEW_MESSAGES.reasonMissing;
  if (trimmed.length > MAX_REJECTION_REASON_LENGTH) return IDENTITY_REVIEW_MESSAGES.reasonTooLong;
  return null;
}
