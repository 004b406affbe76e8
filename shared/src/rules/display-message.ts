/** The admin's display message, shown on the user's dashboard: something to say, briefly. */
export const MAX_DISPLAY_MESSAGE_LENGTH = 500;

export const DISPLAY_MESSAGE_MESSAGES = {
  missing: 'Please write the message to display.',
  tooLong: `Please keep the message to ${MAX_DISPLAY_MESSAGE_LENGTH} characters.`,
} as const;

/** Why this display message cannot be sent, or null when it can (checked trimmed; blank text is no message). */
export function displayMessageError(message: string): string | null {
  const trimmed = message.trim();
  if (trimmed === '') return DISPLAY_MESSAGE_MESSAGES.missing;
  if (trimmed.length > MAX_DISPLAY_MESSAGE_LENGTH) return DISPLAY_MESSAGE_MESSAGES.tooLong;
  return null;
}
