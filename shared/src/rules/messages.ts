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

/** An ICU plural whose branches hold no braces of their own: `{count, plural, one {# day} other {# days}}`. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_BRANCH = /(=\d+|\w+)\s*\{([^{}]*)\}/g;
const englishNumber = new Intl.NumberFormat('en-US');

/** English's choice among a plural's branches: an exact `=n`, then `one` for 1, else `other`; `#` is the count. */
function englishPlural(count: number, branches: string): string {
  const forms = new Map([...branches.matchAll(PLURAL_BRANCH)].map(([, key, text]) => [key, text]));
  const form = forms.get(`=${count}`) ?? (count === 1 ? forms.get('one') : undefined) ?? forms.get('other') ?? '';
  return form.replace(/#/g, englishNumber.format(count));
}

/** The text as the code writes it: English, its placeholders and plurals filled (as Lingui's English catalogue would). */
export const inEnglish: Translate = ({ message, values = {} }) =>
  message
    .replace(PLURAL, (_match, name: string, branches: string) => englishPlural(Number(values[name]), branches))
    .replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));

/** Each text of a table in English, for those that say it as a plain string (the API, until its messages are translated). */
export function englishTexts<Key extends string>(texts: Record<Key, Message>): Record<Key, string> {
  return Object.fromEntries(Object.entries<Message>(texts).map(([key, text]) => [key, inEnglish(text)])) as Record<Key, string>;
}
