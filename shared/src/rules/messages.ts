/**
 * A text the code writes once in English and each reader reads in their language
 * (docs/i18n.md#the-apis-messages-and-the-specs-texts): its id in the catalogues and its English.
 * The rules only name texts; whoever shows one translates it (`_` of the page's Lingui instance,
 * or the API's for the request's language).
 */
export interface Message {
  id: string;
  message: string;
  /** What its placeholders (`{time}`) stand for, already written for the reader (a formatted date, an amount). */
  values?: Record<string, string | number>;
}

export type Translate = (message: Message) => string;

/** The text as the code writes it: English, its simple placeholders filled. */
export const inEnglish: Translate = ({ message, values = {} }) =>
  message.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));

/** Each text of a table in English, for those that say it as a plain string (the API, until its messages are translated). */
export function englishTexts<Key extends string>(texts: Record<Key, Message>): Record<Key, string> {
  return Object.fromEntries(Object.entries<Message>(texts).map(([key, text]) => [key, inEnglish(text)])) as Record<Key, string>;
}
