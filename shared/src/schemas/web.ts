import { Type, type Static } from '@sinclair/typebox';
import { errorResponses } from './common';

export const RuntimeConfigResponse = Type.Object({
  apiBaseUrl: Type.String(),
  remotes: Type.Object({ public: Type.String(), investor: Type.String(), admin: Type.String() }),
  site: Type.Object({
    name: Type.String(),
    supportEmail: Type.String(),
    phone: Type.String(),
    postalAddress: Type.String(),
    certificateUrl: Type.String(),
  }),
  demo: Type.Boolean(),
  /** The API server's version (api/package.json), for the admin's deployments view. */
  serverVersion: Type.String(),
});
export type RuntimeConfigResponse = Static<typeof RuntimeConfigResponse>;

export const runtimeConfigSchema = {
  tags: ['web'],
  summary: 'Runtime configuration of the web app (API base, each remote\'s manifest URL, site contacts, server version)',
  response: { 200: RuntimeConfigResponse },
};

export const certificateSchema = {
  tags: ['web'],
  summary: 'Download the certificate document the operator configured (an attachment)',
  response: {
    200: Type.Unsafe<Uint8Array>({ description: 'The document (PDF, or any file the operator chose)', type: 'string', format: 'binary' }),
    ...errorResponses(404),
  },
};
