/**
 * The page's one Lingui instance (docs/i18n.md#one-instance-for-the-shell-and-the-remotes): the
 * shell and every remote render with it, since `@arcvest/shared` is a federation singleton. Each
 * package adds its own catalogue; only the active language of each is fetched.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, formattingLocale, isUiLocale, LOCALE_COOKIE, textDirection, type UiLocale } from '../rules/locale';
import { loadRuleMessages, writeUncataloguedAsWritten } from '../rules/rule-messages';
import { loadSharedMessages } from './shared-messages';

/** Loads one package's compiled messages in a language (a dynamic import: one chunk per language). */
export type CatalogueLoader = (locale: UiLocale) => Promise<Messages>;

/**
 * Active in English from the start, with no catalogue yet: a page awaits `activateLocale` before it
 * renders, while a component test renders at once, each text from its descriptor's English.
 */
export const i18n = setupI18n({ locale: DEFAULT_LOCALE, locales: [formattingLocale(DEFAULT_LOCALE)], messages: { [DEFAULT_LOCALE]: {} } });
writeUncataloguedAsWritten(i18n);

/**
 * Shared's own first (the UI kit is on every page), then the rules' texts (page titles, the demo
 * notice): the shell, each remote and each server bundle load them with theirs.
 */
const catalogues: CatalogueLoader[] = [loadSharedMessages, loadRuleMessages];

/**
 * Adds messages to a language. To the active one they are added in place, without Lingui's change
 * event: no text on screen can be among them (a catalogue is added before what shows it renders),
 * and the event re-renders the whole page, which during hydration makes React drop the server's
 * HTML of every boundary not yet hydrated and draw it anew.
 */
function merge(locale: UiLocale, messages: Messages): void {
  if (locale === i18n.locale) Object.assign(i18n.messages, messages);
  else i18n.load(locale, messages);
}

async function loadAll(locale: UiLocale, loaders: readonly CatalogueLoader[]): Promise<void> {
  const loaded = await Promise.all(loaders.map((load) => load(locale)));
  for (const messages of loaded) merge(locale, messages);
}

/** A feature's compiled messages in one language, as its remote imports them (`features/<feature>/locales/<locale>`). */
export type FeatureMessagesImport = (feature: string, locale: UiLocale) => Promise<{ messages: Messages }>;

/**
 * The loaders of a remote's per-feature catalogues (docs/i18n.md#messages-and-catalogues), each
 * fetched with its page. The import stays in the remote, where webpack makes a chunk per feature
 * and language; one loader per feature, so a catalogue is added once.
 */
export function featureCatalogues(importMessages: FeatureMessagesImport): (feature: string) => CatalogueLoader {
  const loaders = new Map<string, CatalogueLoader>();
  return (feature) => {
    let load = loaders.get(feature);
    if (!load) {
      load = async (locale) => (await importMessages(feature, locale)).messages;
      loaders.set(feature, load);
    }
    return load;
  };
}

/** Adds a package's catalogue to those `activateLocale` loads, without loading it now (a page about to choose its language). */
export function registerCatalogue(load: CatalogueLoader): void {
  if (!catalogues.includes(load)) catalogues.push(load);
}

/** Adds a package's catalogue and loads it in the active language; a page renders its texts once this resolves. */
export async function addCatalogue(load: CatalogueLoader): Promise<void> {
  registerCatalogue(load);
  await loadAll(activeLocale(), [load]);
}

/** Loads every catalogue added so far in `locale`, then renders everything in it. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  // A remote or page that adds its catalogue meanwhile loads it in the language still active: load
  // those in `locale` too before switching, or their texts would stay in the old one.
  let loaded = 0;
  while (loaded < catalogues.length) {
    const added = catalogues.slice(loaded);
    loaded = catalogues.length;
    await loadAll(locale, added);
  }
  i18n.activate(locale, [formattingLocale(locale)]);
}

/** The language the page is shown in. */
export function activeLocale(): UiLocale {
  return (i18n.locale || DEFAULT_LOCALE) as UiLocale;
}

/**
 * What the server wrote on `<html lang>`: the language the page's HTML is in, so hydration renders
 * the same. The server writes the pseudo-locale only where it allows it.
 */
export function documentLocale(): UiLocale {
  const lang = document.documentElement.lang;
  return isUiLocale(lang, true) ? lang : DEFAULT_LOCALE;
}

/**
 * The visitor's choice of language: the page re-renders in it, `<html lang dir>` follow, and the
 * `lang` cookie keeps it for the next page the server sends (a year, the whole site).
 */
export async function changeLocale(locale: UiLocale): Promise<void> {
  await activateLocale(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}
