import { setupI18n, type Messages } from '@lingui/core';
import {
  formattingLocale,
  loadRuleMessages,
  loadSignedInRuleMessages,
  PSEUDO_LOCALE,
  SUPPORTED_LOCALES,
  type Message,
  type Translate,
  type UiLocale,
  type Writer,
  writeUncataloguedAsWritten,
} from '@arcvest/shared/rules';

/** The API's own texts (emails, notices) in one language: `api/src/locales`, made by `npm run i18n`. */
const loadApiMessages = async (locale: UiLocale): Promise<Messages> => ((await import(`./locales/${locale}`)) as { messages: Messages }).messages;

/** Each language's Lingui instance with the rules' texts (page titles, the demo notice) and the API's own, made once per process. */
let translators: Promise<Map<UiLocale, Translate>> | null = null;

function loadTranslators(): Promise<Map<UiLocale, Translate>> {
  const locales: UiLocale[] = [...SUPPORTED_LOCALES, PSEUDO_LOCALE];
  return Promise.all(
    locales.map(async (locale): Promise<[UiLocale, Translate]> => {
      const [rules, signedIn, own] = await Promise.all([loadRuleMessages(locale), loadSignedInRuleMessages(locale), loadApiMessages(locale)]);
      const i18n = setupI18n({ locale, locales: [formattingLocale(locale)], messages: { [locale]: { ...rules, ...signedIn, ...own } } });
      writeUncataloguedAsWritten(i18n);
      return [locale, (message) => i18n._(message)];
    }),
  ).then((entries) => new Map(entries));
}

/** Every language's translator, loaded once per process (the app awaits it as it starts). */
export function allTranslators(): Promise<Map<UiLocale, Translate>> {
  translators ??= loadTranslators();
  return translators;
}

/** How the server writes a rule's text in `locale` (docs/i18n.md#the-apis-messages-and-the-specs-texts). */
export async function translatorFor(locale: UiLocale): Promise<Translate> {
  return (await allTranslators()).get(locale)!;
}

/** A service's answer whose message the route writes in the reader's language (`said`). */
export type Unsaid<Answer extends { message: string }> = Omit<Answer, 'message'> & { message: Message };

/** The answer with its message written for this request's reader. */
export function said<Answer extends { message: Message }>(
  request: { say(message: Message): string },
  answer: Answer,
): Omit<Answer, 'message'> & { message: string } {
  return { ...answer, message: request.say(answer.message) };
}

/** The writer for an account's language (`users.locale`): every email and notice it gets is written with it (docs/i18n.md#emails-and-notifications). */
export async function writerFor(locale: UiLocale): Promise<Writer> {
  return { translate: await translatorFor(locale), locale };
}
