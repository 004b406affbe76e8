import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The origin the site is served from, as a passkey must have been used on: PUBLIC_URL when set, else the request's own. */
export function siteOrigin(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`;
}
