import type { I18n, Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { messages as englishRules } from './locales/en';

/**
 * A catalogue loader whose English is at hand: English's compiled texts are the few that need
 * compiling (docs/i18n.md#messages-and-catalogues), so they come in the code that loads them, and an
 * English page fetches no catalogue file. Every other language is a chunk of its own, fetched only
 * when shown (its import excludes `en.ts`).
 */
export const englishAtHand =
  (english: Readonly<Record<string, unknown>>, loadOther: (locale: UiLocale) => Promise<{ messages: unknown }>) =>
  async (locale: UiLocale): Promise<Messages> =>
    (locale === DEFAULT_LOCALE ? english : (await loadOther(locale)).messages) as Messages;

/**
 * The rules' texts (page titles and descriptions, the demo notice, ...): English at hand, another
 * language a chunk of its own in the browser; the API loads every language at start
 * (api/src/i18n.ts).
 */
export const loadRuleMessages = englishAtHand(
  englishRules,
  (locale) =>
    import(/* webpackChunkName: "messages-rules-[request]" */ /* webpackInclude: /\.ts$/ */ /* webpackExclude: /[\\/]en\.ts$/ */ `./locales/${locale}`),
);

/**
 * The rules' texts only signed-in pages say (the console's and the dashboard's, the notices): the
 * dashboard's and the console's `loadMessages` add them, the home page never fetches them.
 */
export const loadSignedInRuleMessages = async (locale: UiLocale): Promise<Messages> =>
  (
    (await import(/* webpackChunkName: "messages-rules-signed-in-[request]" */ /* webpackInclude: /\.ts$/ */ `./signed-in-locales/${locale}`)) as {
      messages: Messages;
    }
  ).messages;

/**
 * A signed-in area's catalogue (the dashboard's, the console's `loadMessages`): its own texts, loaded
 * by `loadOwn`, with the rules' texts only signed-in pages say, fetched side by side.
 */
export const withSignedInRules =
  (loadOwn: (locale: UiLocale) => Promise<Messages>) =>
  async (locale: UiLocale): Promise<Messages> => {
    const [rules, own] = await Promise.all([loadSignedInRuleMessages(locale), loadOwn(locale)]);
    return { ...rules, ...own };
  };

/**
 * Lets a Lingui instance write an English text its catalogue leaves out. The English catalogues hold
 * only the texts Lingui must compile (placeholders, plurals, tags); any other text is written as its
 * descriptor's `message` says (`compileCatalogue`, scripts/catalogues.ts), so a page does not fetch
 * its English twice. Outside production builds Lingui compiles such a text with its own parser;
 * production builds carry no parser, and the texts left out need none.
 */
export function writeUncataloguedAsWritten(i18n: I18n, production = process.env.NODE_ENV === 'production'): void {
  if (production) i18n.setMessagesCompiler((message) => [message]);
}
