import type { Messages } from '@lingui/core';
import type { UiLocale } from '../rules/locale';

/**
 * The rules' texts (page titles and descriptions, the demo notice, ...) in one language: a chunk
 * per language in the browser; the API loads every language at start
 * (`@arcvest/shared/rule-messages`).
 */
export const loadRuleMessages = async (locale: UiLocale): Promise<Messages> =>
  ((await import(/* webpackChunkName: "messages-rules-[request]" */ /* webpackInclude: /\.ts$/ */ `../rules/locales/${locale}`)) as { messages: Messages })
    .messages;
