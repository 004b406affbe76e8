import type { Messages } from '@lingui/core';
import type { UiLocale } from './locale';

/**
 * The rules' texts (page titles and descriptions, the demo notice, ...) in one language: a chunk
 * per language in the browser; the API loads every language at start
 * (api/src/i18n.ts).
 */
export const loadRuleMessages = async (locale: UiLocale): Promise<Messages> =>
  ((await import(/* webpackChunkName: "messages-rules-[request]" */ /* webpackInclude: /\.ts$/ */ `./locales/${locale}`)) as { messages: Messages }).messages;
