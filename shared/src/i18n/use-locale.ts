import { useCallback, useEffect, useRef } from 'react';
import { useSaveLocaleMutation } from '../api/base-api';
import { useLocation, useNavigate } from '../router';
import { localePath, splitLocalePath, type Locale } from '../rules/locale';
import { remoteOfPath } from '../rules/page-meta';
import { useAppSelector } from '../store/store';
import { activeLocale, changeLocale } from './i18n';

/**
 * Shows the page in `locale`: everything re-renders in it, and a public page moves to its own URL
 * in that language (`/about-us` → `/es/about-us`; docs/i18n.md#public-urls-per-language), so the
 * address, a reload and a shared link all keep it.
 */
function useSwitchLocale(): (locale: Locale) => Promise<void> {
  const location = useLocation();
  const navigate = useNavigate();
  // Where the page is once the catalogues have loaded: a sign-in moves on to the dashboard meanwhile,
  // and the page it left must not be brought back.
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);
  return useCallback(
    async (locale: Locale) => {
      await changeLocale(locale);
      const { pathname, search, hash } = current.current;
      const { path } = splitLocalePath(pathname);
      if (remoteOfPath(path) === 'public') navigate(`${localePath(path, locale)}${search}${hash}`, { replace: true });
    },
    [navigate],
  );
}

/**
 * A signed-in account's saved language wins over the cookie's and the browser's
 * (docs/i18n.md#which-language): once /api/me answers, the page changes to it, wherever the user
 * signed in, and the cookie follows, so the next page the server sends is in it too. Only a newly
 * answered language counts: a choice made since (the selector) is not undone on the next page.
 */
export function useSavedLocale(): void {
  const saved = useAppSelector((state) => state.auth.user?.locale);
  const switchLocale = useSwitchLocale();
  const applied = useRef<Locale | undefined>(undefined);
  useEffect(() => {
    if (!saved || saved === applied.current) return;
    applied.current = saved;
    if (saved !== activeLocale()) void switchLocale(saved);
  }, [saved, switchLocale]);
}

/** What a language selector does: the page changes at once, and a signed-in account keeps the choice. */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  const signedIn = useAppSelector((state) => Boolean(state.auth.user));
  const [saveLocale] = useSaveLocaleMutation();
  const switchLocale = useSwitchLocale();
  return useCallback(
    async (locale: Locale) => {
      await switchLocale(locale);
      if (signedIn) await saveLocale({ locale });
    },
    [signedIn, saveLocale, switchLocale],
  );
}
