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
import { PAGE_CHUNKS } from './prerender-pages';
import PublicRoutes from './routes';

/** What the server reads of this bundle besides renderPage (api/src/routes/web/prerendered.ts). */
export { PAGE_CHUNKS, PAGES_AWAITING_VISITOR } from './prerender-pages';

registerCatalogue(loadMessages);

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
