import { MAX_REJECTION_REASON_LENGTH } from './identity-review';
import { inEnglish, type Message, type Translate } from './messages';

/**
 * An admin's reason for rejecting a deposit or withdrawal. It is optional (the spec's reject takes
 * no body); given, the investor reads it in the notice, the email and their history, so it says
 * something, within the length of every other rejection's reason.
 */
export const MAX_TRANSACTION_REJECTION_REASON_LENGTH = MAX_REJECTION_REASON_LENGTH;

/** What a rejection's reason is refused with, for each reader to read in their language. */
export const TRANSACTION_REJECTION_TEXTS = {
  reasonBlank: /*i18n*/ { id: 'rules.transactionRejection.reasonBlank', message: 'Please write the reason, or leave it out.' },
  reasonTooLong: /*i18n*/ { id: 'rules.transactionRejection.reasonTooLong', message: 'Please keep the reason to {max} characters.' },
} satisfies Record<string, Message>;

const reasonTooLong: Message = { ...TRANSACTION_REJECTION_TEXTS.reasonTooLong, values: { max: MAX_TRANSACTION_REJECTION_REASON_LENGTH } };

/** The refusals in English, as the API says them until its messages are translated. */
export const TRANSACTION_REJECTION_MESSAGES = {
  reasonBlank: inEnglish(TRANSACTION_REJECTION_TEXTS.reasonBlank),
  reasonTooLong: inEnglish(reasonTooLong),
} as const;

/** Why this reason cannot go with a rejection, or null when it can; a reason left out (undefined) can. */
export function transactionRejectionReasonError(reason: string | undefined, translate: Translate = inEnglish): string | null {
  if (reason === undefined) return null;
  const trimmed = reason.trim();
  if (trimmed === '') return translate(TRANSACTION_REJECTION_TEXTS.reasonBlank);
  if (trimmed.length > MAX_TRANSACTION_REJECTION_REASON_LENGTH) return translate(reasonTooLong);
  return null;
}

/** What a reject dialog's optional reason field sends: the text trimmed, or nothing when left blank. */
export function typedRejectionReason(typed: string): string | undefined {
  const trimmed = typed.trim();
  return trimmed === '' ? undefined : trimmed;
}
