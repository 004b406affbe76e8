/**
 * `@arcvest/shared/prerender`: renders a page to HTML in Node, for the server to send before any
 * script runs (docs/performance.md#pages-that-paint-before-their-script). Used by the shell's and
 * the public remote's server bundles (webpack/index.ts `serverRenderConfig`), never in a browser.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { setRuntimeConfig, type RuntimeConfig } from './config/runtime';
import { activateLocale } from './i18n/i18n';
import { DEFAULT_LOCALE, isUiLocale } from './rules/locale';
import { createAppStore } from './store/store';
import { AppProviders } from './ui/app-providers';

/**
 * What a server bundle exports: the HTML of `pathname`'s page (or frame) with this config in
 * `locale` (the page's `<html lang>`), null when it renders none.
 */
export type RenderPage = (pathname: string, config: RuntimeConfig, locale?: string) => Promise<string | null>;

/**
 * The HTML of `element` at `pathname`, inside the providers every page has, in a fresh store (a
 * visitor's: signed out, nothing fetched) and the bundle's catalogues in `locale`, once every lazy part has loaded: what the browser's first
 * render of the same page produces, so that it hydrates without a mismatch.
 */
export async function renderToHtml(element: ReactNode, pathname: string, config: RuntimeConfig, locale?: string): Promise<string> {
  setRuntimeConfig(config);
  // The server decides which languages it serves (the pseudo-locale only in development); the bundle renders the one asked.
  await activateLocale(isUiLocale(locale, true) ? locale : DEFAULT_LOCALE);
  const { prelude } = await prerender(
    <AppProviders store={createAppStore()} location={pathname}>
      {element}
    </AppProviders>,
  );
  return new Response(prelude).text();
}
