import { inEnglish, type Message, type Translate } from './messages';

/** The admin's reason for rejecting an identity submission: the user reads it, so it must say something, briefly. */
export const MAX_REJECTION_REASON_LENGTH = 300;

/** What the reject dialogs say about the reason, for each reader to read in their language. */
export const IDENTITY_REVIEW_TEXTS = {
  reasonMissing: /*i18n*/ { id: 'rules.identityReview.reasonMissing', message: 'Please give the reason for the rejection.' },
  reasonTooLong: /*i18n*/ { id: 'rules.identityReview.reasonTooLong', message: 'Please keep the reason to {max} characters.' },
} satisfies Record<string, Message>;

/** The same texts in English, as the API says them until its messages are translated. */
export const IDENTITY_REVIEW_MESSAGES = {
  reasonMissing: inEnglish(IDENTITY_REVIEW_TEXTS.reasonMissing),
  reasonTooLong: inEnglish({ ...IDENTITY_REVIEW_TEXTS.reasonTooLong, values: { max: MAX_REJECTION_REASON_LENGTH } }),
} as const;

/** Why this reason cannot be sent, or null when it can (blank text is no reason). */
export function rejectionReasonError(reason: string, translate: Translate = inEnglish): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return translate(IDENTITY_REVIEW_TEXTS.reasonMissing);
  if (trimmed.length > MAX_REJECTION_REASON_LENGTH) return translate({ ...IDENTITY_REVIEW_TEXTS.reasonTooLong, values: { max: MAX_REJECTION_REASON_LENGTH } });
  return null;
}
