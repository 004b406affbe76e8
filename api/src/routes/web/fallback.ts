import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPagePath, localePath, remoteOfPath, splitLocalePath, type UiLocale } from '@arcvest/shared/rules';
import { NOT_FOUND_MESSAGE } from '../../errors';
import { translatorFor } from '../../i18n';
import type { DeploymentService } from '../../services/deployments';
import type { Config } from '../../config';
import { withScriptsAfterPaint } from './after-paint';
import { compressedPage } from './compression';
import { earlySessionTag } from './early-session';
import { PAGE_LANGUAGE_VARY, pageLocale, withDocumentLanguage } from './document-language';
import { catalogueTags, remotePreloadTags } from './preload';
import { createPrerenderer, withPrerenderedPage } from './prerendered';
import { inlineConfigTag, visitorRuntimeConfig } from './runtime-config';
import { siteUrl, withDemoNotice, withPageMeta } from './seo';
import { shellIndexFile } from './static';
import { visitorId } from './visitor';

/**
 * Where a public page's visitor is sent when their cookie or browser asks for a language the URL
 * does not name (docs/i18n.md#public-urls-per-language): the same page under that language's
 * prefix, so that every public URL is one language. Null when the URL is right as it is.
 */
export function languageRedirect(url: string, locale: UiLocale): string | null {
  const [pathname] = url.split('?');
  if (splitLocalePath(pathname).locale !== null || remoteOfPath(pathname) !== 'public' || !isKnownPagePath(pathname)) return null;
  const target = localePath(url, locale);
  return target === url ? null : target;
}

/**
 * Whether a request is for a page: one that asks for HTML, or for anything (`*\/*`, as curl,
 * uptime monitors and link previews do, or no Accept at all) at a path that names no file. A
 * client asking for JSON alone, or for a missing script or image, gets the JSON 404.
 */
function asksForPage(accept: string | undefined, pathname: string): boolean {
  const types = (accept ?? '*/*').split(',').map((type) => type.split(';')[0].trim().toLowerCase());
  if (types.includes('text/html')) return true;
  return types.some((type) => type === '*/*' || type === 'text/*') && !/\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * The one 404 handler, which also serves every page (the shell's static files leave / to it). A
 * page request (GET, asksForPage, not under /api, /remotes or /deployments) gets the shell's
 * index.html in the URL's language, else the visitor's (document-language.ts; a public page is
 * first redirected to its URL in the visitor's language) with the page's own title and
 * description and a demo site's notice, so client-side routes like /dashboard work on reload, the
 * runtime config inline (runtime-config.ts), preloads of the page's remote (preload.ts) and, for a
 * public page, the page itself as HTML (prerendered.ts) with its scripts requested once it has
 * painted (after-paint.ts), compressed as the browser accepts (compression.ts); a path that is no
 * page of the site gets it with status 404 (the app shows its Page not found).
 * Anything else gets `{ message: 'Not found.' }`.
 */
export function createNotFoundHandler(config: Config, deployments: DeploymentService, log: FastifyBaseLogger) {
  const shellIndex = shellIndexFile(config.webRoot);
  const prerenderedPage = createPrerenderer(path.dirname(shellIndex), log);
  const site = { name: config.site.name, demo: config.demo };
  /**
   * The catalogues the page's first view loads in its language: shared's, the rules', the shell's,
   * and its remote's own (named after it), with a signed-in area's the rules' signed-in texts
   * (`withSignedInRules`), which it loads before its first render too.
   */
  const languageTags = (pathname: string, bucket: string, locale: UiLocale) => {
    const remote = remoteOfPath(pathname);
    const build = deployments.servedBuild(remote, bucket);
    const remoteCatalogues = remote === 'public' ? [remote] : [remote, 'rules-signed-in'];
    return (
      catalogueTags(path.dirname(shellIndex), '/', ['shared', 'rules', 'shell'], locale) +
      (build ? catalogueTags(build.dist, build.folder, remoteCatalogues, locale) : '')
    );
  };
  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|remotes|deployments)(\/|$)/.test(pathname) &&
      asksForPage(request.headers.accept, pathname);
    if (!isPage) return reply.code(404).send({ message: request.say(NOT_FOUND_MESSAGE), code: NOT_FOUND_MESSAGE.id });

    let html: string;
    try {
      html = await fs.readFile(shellIndex, 'utf8');
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build`, then reload this page. The API is at /api (docs at /api/docs).');
    }
    // The visitor's cookie (set now on a first visit) picks the versions both the config and the preloads name.
    const visitor = visitorId(request, reply, null, deployments.signCookie);
    const runtimeConfig = visitorRuntimeConfig(config, deployments, request, reply, visitor);
    const urlLocale = splitLocalePath(pathname).locale;
    const locale = urlLocale ?? pageLocale(request, config.i18nPseudo);
    const redirect = languageRedirect(request.url, locale);
    if (redirect) return reply.code(302).header('location', redirect).header('cache-control', 'no-cache').header('vary', PAGE_LANGUAGE_VARY).send();
    const translate = await translatorFor(locale);
    const head = { pathname, siteName: site.name, site: siteUrl(config.publicUrl, request), locale, translate };
    html = withDemoNotice(withPageMeta(withDocumentLanguage(html, locale), head), site.demo, translate).replace(
      '</head>',
      `${inlineConfigTag(runtimeConfig, deployments.canaryRunning())}${earlySessionTag(pathname)}${remotePreloadTags(deployments, visitor.bucket, pathname, locale)}${languageTags(pathname, visitor.bucket, locale)}</head>`,
    );
    // A page with a query (a link's prefilled form) is the browser's to render: the HTML would be the page without it.
    const page = request.url.includes('?') ? null : await prerenderedPage(pathname, deployments.servedBuild('public', visitor.bucket), runtimeConfig, locale);
    // A page sent as HTML paints from it, its scripts requested after, or on the visitor's first move (after-paint.ts); the others are drawn by their scripts.
    const { body, encoding } = compressedPage(
      page ? withScriptsAfterPaint(withPrerenderedPage(html, page), page.awaitsVisitor ? 'visitor' : 'paint') : html,
      request.headers['accept-encoding'],
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(isKnownPagePath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', `accept-encoding, ${PAGE_LANGUAGE_VARY}`)
      .send(body);
  };
}
