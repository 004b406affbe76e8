import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The TradingView widgets the dashboard embeds: their script, their frames and their data. */
const TRADINGVIEW_SCRIPTS = ['https://s3.tradingview.com', 'https://*.tradingview.com'];
const TRADINGVIEW_FRAMES = ['https://*.tradingview.com', 'https://*.tradingview-widget.com'];

/** Origins of remotes deployed elsewhere (an absolute manifest URL), so the shell may load them. */
function remoteOrigins(config: Config): string[] {
  const urls = Object.values(config.remotes).filter((url): url is string => url !== null && /^https?:\/\//.test(url));
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * Security headers for every response. style-src allows inline styles because the toasts
 * (notistack) and development builds (style-loader) inject <style> tags; scripts stay limited to
 * this origin, the remotes and the widgets.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const remotes = remoteOrigins(config);
  // Built once: through the plugin, helmet would parse these directives again on every request.
  const setContentSecurityPolicy = helmet.contentSecurityPolicy({
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...remotes, ...TRADINGVIEW_SCRIPTS],
      styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
      imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
      fontSrc: ["'self'", 'data:', ...remotes],
      connectSrc: ["'self'", ...remotes, ...TRADINGVIEW_SCRIPTS],
      frameSrc: TRADINGVIEW_FRAMES,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // Demo mode runs over plain http (often not on localhost); upgrading would break every asset.
      upgradeInsecureRequests: config.demo ? null : [],
    },
  });
  app.addHook('onRequest', (request, reply, done) => setContentSecurityPolicy(request.raw, reply.raw, done));
  app.register(helmet, {
    contentSecurityPolicy: false,
    // Remote bundles are loaded by <script> tags from other origins; /remotes sets its own value.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
