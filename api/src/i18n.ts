import { setupI18n } from '@lingui/core';
import { formattingLocale, loadRuleMessages, PSEUDO_LOCALE, SUPPORTED_LOCALES, type Translate, type UiLocale } from '@arcvest/shared/rules';

/** Each language's Lingui instance with the rules' texts (page titles, the demo notice), made once per process. */
let translators: Promise<Map<UiLocale, Translate>> | null = null;

function loadTranslators(): Promise<Map<UiLocale, Translate>> {
  const locales: UiLocale[] = [...SUPPORTED_LOCALES, PSEUDO_LOCALE];
  return Promise.all(
    locales.map(async (locale): Promise<[UiLocale, Translate]> => {
      const i18n = setupI18n({ locale, locales: [formattingLocale(locale)], messages: { [locale]: await loadRuleMessages(locale) } });
      return [locale, (message) => i18n._(message)];
    }),
  ).then((entries) => new Map(entries));
}

/** How the server writes a rule's text in `locale` (docs/i18n.md#the-apis-messages-and-the-specs-texts). */
export async function translatorFor(locale: UiLocale): Promise<Translate> {
  translators ??= loadTranslators();
  return (await translators).get(locale)!;
}
