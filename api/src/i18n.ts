import { setupI18n, type Messages } from '@lingui/core';
import { formattingLocale, loadRuleMessages, PSEUDO_LOCALE, SUPPORTED_LOCALES, type Translate, type UiLocale } from '@arcvest/shared/rules';

/** The API's own texts (emails, notices) in one language: `api/src/locales`, made by `npm run i18n`. */
const loadApiMessages = async (locale: UiLocale): Promise<Messages> => ((await import(`./locales/${locale}`)) as { messages: Messages }).messages;

/** Each language's Lingui instance with the rules' texts (page titles, the demo notice) and the API's own, made once per process. */
let translators: Promise<Map<UiLocale, Translate>> | null = null;

function loadTranslators(): Promise<Map<UiLocale, Translate>> {
  const locales: UiLocale[] = [...SUPPORTED_LOCALES, PSEUDO_LOCALE];
  return Promise.all(
    locales.map(async (locale): Promise<[UiLocale, Translate]> => {
      const [rules, own] = await Promise.all([loadRuleMessages(locale), loadApiMessages(locale)]);
      const i18n = setupI18n({ locale, locales: [formattingLocale(locale)], messages: { [locale]: { ...rules, ...own } } });
      return [locale, (message) => i18n._(message)];
    }),
  ).then((entries) => new Map(entries));
}

/** How the server writes a rule's text in `locale` (docs/i18n.md#the-apis-messages-and-the-specs-texts). */
export async function translatorFor(locale: UiLocale): Promise<Translate> {
  translators ??= loadTranslators();
  return (await translators).get(locale)!;
}

/** How a text is written for one reader: their language's translator and locale (amounts, dates, role names). */
export interface Writer {
  translate: Translate;
  locale: UiLocale;
}

/** The writer for an account's language (`users.locale`): every email and notice it gets is written with it (docs/i18n.md#emails-and-notifications). */
export async function writerFor(locale: UiLocale): Promise<Writer> {
  return { translate: await translatorFor(locale), locale };
}
