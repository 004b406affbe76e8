import type { Messages } from '@lingui/core';
import type { CatalogueLoader } from './i18n';

/** The shared UI kit's texts in one language: a chunk of its own per language, fetched only when shown. */
export const loadSharedMessages: CatalogueLoader = async (locale) =>
  ((await import(/* webpackChunkName: "messages-shared-[request]" */ /* webpackInclude: /\.ts$/ */ `../locales/${locale}`)) as { messages: Messages }).messages;
