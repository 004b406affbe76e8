import type { FastifyReply, FastifyRequest } from 'fastify';
import { remoteOfPath } from '@arcvest/shared/rules';
import type { DeploymentService } from '../../services/deployments';
import { escapeHtml } from './seo';
import { visitorId } from './visitor';

/**
 * `<link rel="preload">` tags for the remote that shows `pathname`, in this visitor's version:
 * its manifest (fetched by the shell like `fetch()` does, hence `crossorigin`), its entry and its
 * first view's scripts and stylesheets. Without them each is requested only once the one before
 * has run (shell, /config.json, manifest, entry, chunks); with them all start with the page.
 * The visitor is known by the canary cookie (set here on a first visit); a signed-in user's own
 * canary bucket is known only to /config.json, so during a canary such a user may get the other
 * version's files preloaded and unused.
 */
export function remotePreloadTags(deployments: DeploymentService, request: FastifyRequest, reply: FastifyReply, pathname: string): string {
  const files = deployments.firstViewPreloads(remoteOfPath(pathname), visitorId(request, reply, null));
  if (!files) return '';
  return [
    `<link rel="preload" href="${escapeHtml(files.manifest)}" as="fetch" crossorigin />`,
    ...files.scripts.map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="script" />`),
    ...files.styles.map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="style" />`),
  ].join('');
}
