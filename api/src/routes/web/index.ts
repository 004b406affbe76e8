import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { certificateSchema, robotsSchema, runtimeConfigSchema, sitemapSchema, type RuntimeConfigResponse } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { optionalSignedIn } from '../../plugins/auth';
import type { AuthService } from '../../services/auth';
import type { DeploymentService } from '../../services/deployments';
import { robotsTxt, sitemapXml, siteUrl } from './seo';
import { registerStaticFiles } from './static';
import { rememberServed, visitorId } from './visitor';

/** What the shell and the remotes read at start (shared `RuntimeConfig`), with this visitor's remotes. */
function runtimeConfig(config: Config, remotes: RuntimeConfigResponse['remotes']): RuntimeConfigResponse {
  return {
    apiBaseUrl: '/api',
    remotes,
    site: { ...config.site, certificateUrl: '/certificate' },
    demo: config.demo,
    serverVersion: config.serverVersion,
    explorerTxUrls: config.chains.explorerTxUrls,
  };
}

/** The front end: runtime config, the certificate download and the built files. */
export const webRoutes: FastifyPluginAsync<{ config: Config; auth: AuthService; deployments: DeploymentService }> = async (app, { config, auth, deployments }) => {
  /**
   * Each remote's manifest for this visitor: the operator's URL if set, else the version the
   * remote's deploy pointer names for the visitor's canary bucket (read on every request, so a
   * deploy, rollback or canary change applies at the next page load), else the plain build.
   * Never cached: it differs per visitor and per moment.
   */
  app.get('/config.json', { schema: runtimeConfigSchema, config: { access: 'visitor' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await optionalSignedIn(auth, request);
    const visitor = visitorId(request, reply, user?.user.id ?? null, deployments.signCookie);
    const { manifests, versions } = deployments.manifestsFor(visitor.bucket);
    // Only a report of a version named here is counted (docs/deployment.md#page-loads-and-client-error-reports).
    rememberServed(request, reply, visitor.cookie, versions, deployments.signCookie);
    return runtimeConfig(config, manifests);
  });

  app.get('/certificate', { schema: certificateSchema, config: { access: 'visitor' } }, async (_request, reply) => {
    const file = config.certificateFile;
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw new HttpError(404, 'The certificate is not available.');
    const name = path.basename(file);
    return reply
      .type(name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"`)
      .header('content-length', stat.size)
      .header('cache-control', 'no-cache')
      .send(fs.createReadStream(file));
  });

  // For search engines: the public pages (shared/src/rules/page-meta.ts) at the site's absolute address.
  app.get('/robots.txt', { schema: robotsSchema, config: { access: 'visitor' } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteUrl(config.publicUrl, request))),
  );
  app.get('/sitemap.xml', { schema: sitemapSchema, config: { access: 'visitor' } }, async (request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(siteUrl(config.publicUrl, request))),
  );

  await registerStaticFiles(app, config.webRoot, config.deployDir);
};
