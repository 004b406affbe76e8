import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { PAINT_FIRST_HASH } from '../routes/web/after-paint';
import { EARLY_SESSION_HASH } from '../routes/web/early-session';
import { DOCS_PREFIX } from './docs';

/** The TradingView widgets the dashboard embeds: their script, their frames and their data. */
const TRADINGVIEW_SCRIPTS = ['https://s3.tradingview.com', 'https://*.tradingview.com'];
const TRADINGVIEW_FRAMES = ['https://*.tradingview.com', 'https://*.tradingview-widget.com'];

/** Origins of remotes deployed elsewhere (an absolute manifest URL), so the shell may load them. */
function remoteOrigins(config: Config): string[] {
  const urls = Object.values(config.remotes).filter((url): url is string => url !== null && /^https?:\/\//.test(url));
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The headers a helmet middleware sets, recorded once: they are the same for every request. */
function recordHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, response, () => {});
  return headers;
}

/**
 * What a JSON answer needs (OWASP's REST Security Cheat Sheet): it is never a page, so it may load
 * nothing and be framed by nobody. A short set also keeps every API answer about a kilobyte
 * smaller than with the pages' headers.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/** API answers, not the interactive API documentation (a page of its own). */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);
}

/**
 * What a built file needs (a script, a stylesheet, a font, an image, a manifest): it is never a
 * page, so the pages' own headers (the CSP, framing, the opener and agent-cluster policies, ...)
 * do nothing on it, and each of the 15 to 25 files of a page's first view comes about 850 bytes
 * lighter without them. `nosniff` keeps a file from running as another type. An SVG can be opened
 * as a page, so it keeps the pages' headers, as does every path without one of these endings.
 */
const FILE_HEADERS = {
  'strict-transport-security': API_HEADERS['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};
const BUILT_FILE = /\.(?:js|css|woff2|json|map|txt|png|jpe?g|webp|ico)$/;

function headersFor(url: string, pageHeaders: Record<string, string>): Record<string, string> {
  if (isApiAnswer(url)) return API_HEADERS;
  return BUILT_FILE.test(url.split('?')[0]) ? FILE_HEADERS : pageHeaders;
}

/**
 * Security headers for every response, the pages' worked out by helmet once at start (per
 * request, helmet would build them again for each one). style-src allows inline styles because
 * the toasts (notistack) and development builds (style-loader) inject <style> tags; scripts stay
 * limited to this origin, the remotes, the widgets and the pages' two inline scripts, each allowed
 * by its hash: a page sent as HTML's (routes/web/after-paint.ts) and a signed-in area's session read
 * (routes/web/early-session.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const remotes = remoteOrigins(config);
  const pageHeaders = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", PAINT_FIRST_HASH, EARLY_SESSION_HASH, ...remotes, ...TRADINGVIEW_SCRIPTS],
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
      },
      // Remote bundles are loaded by <script> tags from other origins; /remotes sets its own value.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url, pageHeaders));
    done();
  });
}
