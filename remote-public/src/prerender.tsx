/**
 * The public remote's server bundle (webpack/index.ts `serverRenderConfig`): its pages as HTML, from
 * the same components the browser runs, for the API server to put into the page it sends
 * (api/src/routes/web/prerendered.ts). Built and deployed with the remote, so the remote's team
 * still deploys alone: the server takes each visitor's version of this file.
 */
import { renderToHtml, type RenderPage } from '@arcvest/shared/prerender';
import { registerCatalogue, Route, Routes } from '@arcvest/shared';
import { LOCALE_PATH_PREFIXES, splitLocalePath } from '@arcvest/shared/rules';
import { loadMessages } from './messages';
import PublicRoutes from './routes';

registerCatalogue(loadMessages);

/**
 * The pages sent as HTML, each with the chunk its code is in (routes.tsx names them), whose
 * stylesheets the page links so that it paints styled. A page with data of its own (the proof of
 * reserves) or a form behind a token (password reset) is left to the browser.
 */
export const PAGE_CHUNKS: Record<string, string | null> = {
  '/': null,
  '/about-us': 'page-info',
  '/terms-and-conditions': 'page-info',
  '/privacy-policy': 'page-info',
  '/signup': 'page-signup',
  '/login': 'page-login',
};

/**
 * The pages whose scripts wait for the visitor's first move (a touch, a scroll, a key, the pointer)
 * or for their plan cards to near the screen, rather than load after the first paint: all they show
 * is in their HTML, and each fires HydrationSignal for the clicks held until it is hydrated
 * (api/src/routes/web/after-paint.ts, docs/performance.md#scripts-on-the-visitors-first-move).
 */
export const PAGES_AWAITING_VISITOR: readonly string[] = ['/', '/about-us', '/terms-and-conditions', '/privacy-policy'];

/** A page at its URL in any language (`/es/about-us`): the routes under the language's prefix, as the shell mounts them. */
export const renderPage: RenderPage = async (pathname, config, locale) => {
  const { locale: urlLocale, path } = splitLocalePath(pathname);
  if (!(path in PAGE_CHUNKS)) return null;
  const routes = (
    <Routes>
      <Route path={`${urlLocale ? LOCALE_PATH_PREFIXES[urlLocale] : ''}/*`} element={<PublicRoutes />} />
    </Routes>
  );
  return renderToHtml(routes, pathname, config, locale);
};
