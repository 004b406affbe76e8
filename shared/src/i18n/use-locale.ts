import { useCallback, useEffect } from 'react';
import { useSaveLocaleMutation } from '../api/base-api';
import type { Locale } from '../rules/locale';
import { useAppSelector } from '../store/store';
import { activeLocale, changeLocale } from './i18n';

/**
 * A signed-in account's saved language wins over the cookie's and the browser's
 * (docs/i18n.md#which-language): once /api/me answers, the page changes to it, wherever the user
 * signed in, and the cookie follows, so the next page the server sends is in it too.
 */
export function useSavedLocale(): void {
  const saved = useAppSelector((state) => state.auth.user?.locale);
  useEffect(() => {
    if (saved && saved !== activeLocale()) void changeLocale(saved);
  }, [saved]);
}

/** What a language selector does: the page changes at once, and a signed-in account keeps the choice. */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  const signedIn = useAppSelector((state) => Boolean(state.auth.user));
  const [saveLocale] = useSaveLocaleMutation();
  return useCallback(
    async (locale: Locale) => {
      await changeLocale(locale);
      if (signedIn) await saveLocale({ locale });
    },
    [signedIn, saveLocale],
  );
}
