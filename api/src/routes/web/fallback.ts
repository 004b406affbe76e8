import fs from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPagePath } from '@arcvest/shared/rules';
import type { DeploymentService } from '../../services/deployments';
import { remotePreloadTags } from './preload';
import { withDemoNotice, withPageMeta } from './seo';

export const NOT_FOUND_MESSAGE = 'Not found.';

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
 * index.html with the page's own title and description and a demo site's notice, so client-side
 * routes like /dashboard work on reload, and preloads of the page's remote (preload.ts); a path
 * that is no page of the site gets it with status 404 (the app shows its Page not found).
 * Anything else gets `{ message: 'Not found.' }`.
 */
export function createNotFoundHandler(shellIndex: string, site: { name: string; demo: boolean }, deployments: DeploymentService) {
  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|remotes|deployments)(\/|$)/.test(pathname) &&
      asksForPage(request.headers.accept, pathname);
    if (!isPage) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });

    let html: string;
    try {
      html = await fs.readFile(shellIndex, 'utf8');
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build`, then reload this page. The API is at /api (docs at /api/docs).');
    }
    return reply
      .code(isKnownPagePath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withDemoNotice(withPageMeta(html, pathname, site.name), site.demo).replace('</head>', `${remotePreloadTags(deployments, request, reply, pathname)}</head>`));
  };
}
