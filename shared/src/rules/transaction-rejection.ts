import { IDENTITY_REVIEW_MESSAGES, MAX_REJECTION_REASON_LENGTH } from './identity-review';

/**
 * An admin's reason for rejecting a deposit or withdrawal. It is optional (the spec's reject takes
 * no body); given, the investor reads it in the notice, the email and their history, so it says
 * something, within the length of every other rejection's reason.
 */
export const MAX_TRANSACTION_REJECTION_REASON_LENGTH = MAX_REJECTION_REASON_LENGTH;

export const TRANSACTION_REJECTION_MESSAGES = {
  reasonBlank: 'Please write the reason, or leave it out.',
  reasonTooLong: IDENTITY_REVIEW_MESSAGES.reasonTooLong,
} as const;

/** Why this reason cannot go with a rejection, or null when it can; a reason left out (undefined) can. */
export function transactionRejectionReasonError(reason: string | undefined): string | null {
  if (reason === undefined) return null;
  const trimmed = reason.trim();
  if (trimmed === '') return TRANSACTION_REJECTION_MESSAGES.reasonBlank;
  if (trimmed.length > MAX_TRANSACTION_REJECTION_REASON_LENGTH) return TRANSACTION_REJECTION_MESSAGES.reasonTooLong;
  return null;
}

/** What a reject dialog's optional reason field sends: the text trimmed, or nothing when left blank. */
export function typedRejectionReason(typed: string): string | undefined {
  const trimmed = typed.trim();
  return trimmed === '' ? undefined : trimmed;
}
