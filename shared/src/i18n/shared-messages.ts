import type { Messages } from '@lingui/core';
import type { UiLocale } from '../rules/locale';

/**
 * The shared UI kit's texts in one language: a chunk of its own per language, fetched only when
 * shown. A `CatalogueLoader`, typed apart so that i18n.ts, which lists it first, is not imported back.
 */
export const loadSharedMessages = async (locale: UiLocale): Promise<Messages> =>
  ((await import(/* webpackChunkName: "messages-shared-[request]" */ /* webpackInclude: /\.ts$/ */ `../locales/${locale}`)) as { messages: Messages }).messages;
