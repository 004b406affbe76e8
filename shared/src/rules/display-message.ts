import { inEnglish, type Message, type Translate } from './messages';

/** The admin's display message, shown on the user's dashboard: something to say, briefly. */
export const MAX_DISPLAY_MESSAGE_LENGTH = 500;

/** The checks of a display message, for the console to say in the reader's language. */
export const DISPLAY_MESSAGE_TEXTS = {
  missing: /*i18n*/ { id: 'rules.displayMessage.missing', message: 'Please write the message to display.' },
  tooLong: /*i18n*/ { id: 'rules.displayMessage.tooLong', message: 'Please keep the message to {maximum} characters.' },
} satisfies Record<string, Message>;

const tooLongMessage: Message = { ...DISPLAY_MESSAGE_TEXTS.tooLong, values: { maximum: MAX_DISPLAY_MESSAGE_LENGTH } };

/** The same checks in English, as the API says them. */
export const DISPLAY_MESSAGE_MESSAGES = {
  missing: inEnglish(DISPLAY_MESSAGE_TEXTS.missing),
  tooLong: inEnglish(tooLongMessage),
} as const;

/** Why this display message cannot be sent, or null when it can (checked trimmed; blank text is no message). */
export function displayMessageError(message: string, translate: Translate = inEnglish): string | null {
  const trimmed = message.trim();
  if (trimmed === '') return translate(DISPLAY_MESSAGE_TEXTS.missing);
  if (trimmed.length > MAX_DISPLAY_MESSAGE_LENGTH) return translate(tooLongMessage);
  return null;
}
