import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the route schemas, and its UI at /api/docs. Register
 * before the routes so every route is seen. Each operation's security, operationId and common
 * 4xx answers come from its access rule (plugins/access.ts).
 */
export function registerDocs(app: FastifyInstance, config: Config): void {
  app.register(swagger, {
    // A multipart route reads its form itself; its schema's `multipartForm` is documented as its body.
    transform: ({ schema, url }) => {
      const form = (schema as { multipartForm?: unknown } | undefined)?.multipartForm;
      return { url, schema: form ? { ...schema, body: form } : schema };
    },
    openapi: {
      info: {
        title: `${config.site.name} API`,
        version: '1.0.0',
        description: 'Money is in integer US cents. Send `Authorization: Bearer <access_token>` from POST /api/login.',
      },
      // The paths start with /api; '/' is the origin the document itself was served from.
      servers: [{ url: config.publicUrl ?? '/', description: config.publicUrl ? config.site.name : 'The server this document came from' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      tags: [
        { name: 'auth', description: 'Sign-up, sign-in and the current user' },
        { name: 'account', description: "The signed-in user's profile, contact information, email verification and identity documents" },
        { name: 'identity', description: 'Review of identity submissions: accept or reject (admin)' },
        { name: 'plans', description: 'Investment plans' },
        { name: 'investments', description: 'Buying plans and the plans users hold' },
        { name: 'transactions', description: 'Transaction history, admin decisions and statistics' },
        { name: 'wallet', description: 'Withdrawals, bonuses and fees' },
        { name: 'addresses', description: 'Deposit addresses per coin' },
        { name: 'chain', description: 'Watch-only extended public keys that give each payment an address (admin)' },
        { name: 'images', description: 'Uploaded images (QR codes, identity documents)' },
        { name: 'prices', description: 'Crypto prices in US dollars' },
        { name: 'proof', description: 'Proof of liabilities: the Merkle-sum root of what the platform owes, and each user’s own proof' },
        { name: 'audit', description: 'The admin overview and the audit log of admin actions' },
        { name: 'web', description: 'Runtime configuration and downloads for the web app' },
        { name: 'users', description: 'Users as admins see them: any user, and the identity verification list' },
        { name: 'operations', description: 'Liveness, readiness and metrics, for load balancers and monitoring' },
        { name: 'notifications', description: 'In-app notifications, their preferences and the live event stream (docs/notifications.md)' },
        { name: 'deployments', description: "Remote releases: canaries, their share, promote and end (admin), and the shell's error reports" },
      ],
    },
  });
  // The UI's own scripts and styles are files under /api/docs/static, so the site-wide CSP fits it.
  app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
