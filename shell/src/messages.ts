import type { CatalogueLoader, Messages } from '@arcvest/shared';

/** The shell's texts in one language: a chunk of its own per language, fetched only when shown. */
export const loadShellMessages: CatalogueLoader = async (locale) =>
  ((await import(/* webpackChunkName: "messages-shell-[request]" */ /* webpackInclude: /\.ts$/ */ `./locales/${locale}`)) as { messages: Messages }).messages;
