import type { CatalogueLoader, Messages } from '@arcvest/shared';

/** The about, terms and privacy pages' texts in one language: a chunk of its own per language, fetched with the page. */
export const loadInfoMessages: CatalogueLoader = async (locale) =>
  ((await import(/* webpackChunkName: "messages-info-[request]" */ /* webpackInclude: /\.ts$/ */ `./locales/${locale}`)) as { messages: Messages }).messages;
