/**
 * The shell's server bundle (webpack/index.ts `serverRenderConfig`): a page's frame as HTML (the top
 * navigation and the layout around the remote's area), with PRERENDER_SLOT where the remote's own
 * HTML goes; the API server stitches the two (api/src/routes/web/prerendered.ts).
 */
import { registerCatalogue } from '@arcvest/shared';
import { renderToHtml, type RenderPage } from '@arcvest/shared/prerender';
import { PRERENDER_SLOT } from '@arcvest/shared/rules';
import { App } from './app';
import { loadShellMessages } from './messages';
import { RemoteAreaSlot } from './remotes/remote-area';

registerCatalogue(loadShellMessages);

export const renderPage: RenderPage = (pathname, config, locale) =>
  renderToHtml(
    <RemoteAreaSlot value={PRERENDER_SLOT}>
      <App />
    </RemoteAreaSlot>,
    pathname,
    config,
    locale,
  );
