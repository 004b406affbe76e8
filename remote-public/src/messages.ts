import type { CatalogueLoader, Messages } from '@arcvest/shared';

/** The public site's texts in one language: a chunk of its own per language, fetched only when shown. */
export const loadMessages: CatalogueLoader = async (locale) =>
  ((await import(/* webpackChunkName: "messages-public-[request]" */ /* webpackInclude: /\.ts$/ */ `./locales/${locale}`)) as { messages: Messages }).messages;
