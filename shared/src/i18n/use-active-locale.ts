import { useSyncExternalStore } from 'react';
import { activeLocale, i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * The page's language, re-rendering when it changes: for a component that shows no text of its own
 * but follows the language (amounts, an embed's language, the side toasts come from). Needs no
 * `I18nProvider`, unlike `useLingui`.
 */
export function useActiveLocale() {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}
