/**
 * The parts of React Router the shell and the remotes use. They reach the remotes only
 * through this package so that there is one router on the page (its context must be the
 * same module everywhere) and so that webpack keeps only what is listed here: a library
 * shared whole through federation cannot be tree-shaken.
 *
 * Its links and navigation keep the visitor in their language: a public page's path is written
 * once, in English (`PATHS.aboutUs`), and leads to that page's URL in the page's language
 * (`/es/about-us`; docs/i18n.md#public-urls-per-language).
 */
import { useCallback, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  Navigate as RouterNavigate,
  useNavigate as useRouterNavigate,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { activeLocale } from './i18n/i18n';
import { useActiveLocale } from './i18n/use-active-locale';
import { localePath, splitLocalePath, type UiLocale } from './rules/locale';
import { remoteOfPath } from './rules/page-meta';

export { BrowserRouter, Route, Routes, StaticRouter, useLocation, useParams, useSearchParams } from 'react-router-dom';

/** `to` in `locale` when it is a public page's path not yet in a language; anything else as it is. */
export function localeTo(to: To, locale: UiLocale): To {
  if (typeof to !== 'string' || !to.startsWith('/')) return to;
  const [path] = to.split(/[?#]/);
  if (remoteOfPath(path) !== 'public' || splitLocalePath(to).locale !== null) return to;
  return localePath(to, locale);
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localeTo(to, useActiveLocale())} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localeTo(to, useActiveLocale())} {...props} />;
}

export function Navigate({ to, ...props }: ComponentProps<typeof RouterNavigate>) {
  return <RouterNavigate to={localeTo(to, useActiveLocale())} {...props} />;
}

/** React Router's navigate, in the language active when it is called (a language change navigates right after it). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(localeTo(to, activeLocale()), options);
    },
    [navigate],
  );
}
