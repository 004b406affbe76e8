import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { certificateSchema, runtimeConfigSchema, type RuntimeConfigResponse } from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { MANIFEST_FILE, readPointer, versionUrl, type RemoteName } from '../../deployments/releases';
import { HttpError } from '../../errors';
import { REMOTE_NAMES, registerStaticFiles } from './static';

/**
 * Where the shell finds a remote's manifest: the operator's URL if set, else the version its
 * deploy pointer names (read on every request, so a deploy or rollback applies at once),
 * else the plain build served at /remotes/<name>/ (a fresh `npm run build`).
 */
function remoteManifestUrl(config: Config, name: RemoteName): string {
  const configured = config.remotes[name];
  if (configured !== null) return configured;
  const pointer = readPointer(config.deployDir, name);
  return pointer ? `${versionUrl(name, pointer.current)}${MANIFEST_FILE}` : `/remotes/${name}/${MANIFEST_FILE}`;
}

/** What the shell and the remotes read at start (shared `RuntimeConfig`). */
function runtimeConfig(config: Config): RuntimeConfigResponse {
  return {
    apiBaseUrl: '/api',
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteManifestUrl(config, name)])) as RuntimeConfigResponse['remotes'],
    site: { ...config.site, certificateUrl: '/certificate' },
    demo: config.demo,
    serverVersion: config.serverVersion,
  };
}

/** The front end: runtime config, the certificate download and the built files. */
export const webRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.get('/config.json', { schema: runtimeConfigSchema, config: { access: 'visitor' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return runtimeConfig(config);
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

  await registerStaticFiles(app, config.webRoot, config.deployDir);
};
