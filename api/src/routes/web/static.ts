import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_NAMES } from '@arcvest/shared/rules';

/** Webpack names long-lived files with a content hash: name.0123456789.js */
const HASHED_NAME = /\.[0-9a-f]{10}\./;

/**
 * Hashed files never change, so browsers keep them a year; everything else (index.html,
 * remoteEntry.js) is revalidated, so a redeployed part is picked up on reload.
 */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const immutable = HASHED_NAME.test(path.basename(filePath));
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A shell on another origin loads remotes with <script> tags and fetch: let it. */
function setRemoteHeaders(reply: FastifyReply, filePath: string) {
  setCacheHeaders(reply, filePath);
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** A published version's folder never changes (releases.ts refuses to overwrite one); its pointer is read afresh. */
function setDeploymentHeaders(reply: FastifyReply, filePath: string) {
  reply.header('cache-control', path.basename(filePath) === 'pointer.json' ? 'no-cache' : 'public, max-age=31536000, immutable');
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

const common = { preCompressed: true, cacheControl: false, decorateReply: false, dotfiles: 'ignore' } as const;

/**
 * The built shell at /, each remote's plain build at /remotes/<name>/ and its published versions
 * at /deployments/<name>/versions/<version>/. A part that is not built yet is skipped with a
 * warning, so the API runs without a front-end build.
 */
export async function registerStaticFiles(app: FastifyInstance, webRoot: string, deployDir: string): Promise<void> {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  if (fs.existsSync(shellDist)) {
    // / (and /index.html) is a page like any other, served by the not-found handler with its own title and description (fallback.ts).
    await app.register(fastifyStatic, {
      ...common,
      root: shellDist,
      prefix: '/',
      allowedPath: (file) => file !== '/' && file !== '/index.html',
      setHeaders: setCacheHeaders,
    });
  } else {
    app.log.warn(`${shellDist} does not exist (run npm run build): the web app is not served, the API works.`);
  }
  for (const name of REMOTE_NAMES) {
    const dist = path.join(webRoot, `remote-${name}`, 'dist');
    if (!fs.existsSync(dist)) {
      app.log.warn(`${dist} does not exist (run npm run build): /remotes/${name}/ is not served.`);
      continue;
    }
    await app.register(fastifyStatic, { ...common, root: dist, prefix: `/remotes/${name}/`, setHeaders: setRemoteHeaders });
  }
  // Created now so that versions published while the server runs are served without a restart.
  fs.mkdirSync(deployDir, { recursive: true });
  await app.register(fastifyStatic, { ...common, root: deployDir, prefix: '/deployments/', setHeaders: setDeploymentHeaders });
}

export function shellIndexFile(webRoot: string): string {
  return path.join(webRoot, 'shell', 'dist', 'index.html');
}
