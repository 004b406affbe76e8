import type { Message } from '@arcvest/shared/rules';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { certificateSchema, robotsSchema, runtimeConfigSchema, sitemapSchema } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { optionalSignedIn } from '../../plugins/auth';
import type { AuthService } from '../../services/auth';
import type { DeploymentService } from '../../services/deployments';
import { robotsTxt, sitemapXml, siteUrl } from './seo';
import { registerStaticFiles } from './static';
import { visitorRuntimeConfig } from './runtime-config';
import { visitorId } from './visitor';

const CERTIFICATE_MISSING: Message = /*i18n*/ { id: 'api.certificate.missing', message: 'The certificate is not available.' };

/** The front end: runtime config, the certificate download and the built files. */
export const webRoutes: FastifyPluginAsync<{ config: Config; auth: AuthService; deployments: DeploymentService }> = async (
  app,
  { config, auth, deployments },
) => {
  /**
   * The runtime config (runtime-config.ts), for a shell whose page did not carry it inline (a dev
   * server's page, or a signed-in user's during a canary). Never cached: it differs per visitor and per moment.
   */
  app.get('/config.json', { schema: runtimeConfigSchema, config: { access: 'visitor' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await optionalSignedIn(auth, request);
    return visitorRuntimeConfig(config, deployments, request, reply, visitorId(request, reply, user?.user.id ?? null, deployments.signCookie));
  });

  app.get('/certificate', { schema: certificateSchema, config: { access: 'visitor' } }, async (_request, reply) => {
    const file = config.certificateFile;
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw new HttpError(404, CERTIFICATE_MISSING);
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
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteUrl(config.publicUrl, request))),
  );
  app.get('/sitemap.xml', { schema: sitemapSchema, config: { access: 'visitor' } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(siteUrl(config.publicUrl, request))),
  );

  await registerStaticFiles(app, config.webRoot, config.deployDir);
};
