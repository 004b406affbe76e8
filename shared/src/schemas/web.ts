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
  /** Per coin, the link to a transaction in a block explorer, `{txid}` to replace (docs/chain.md#payouts). */
  explorerTxUrls: Type.Object({ BTC: Type.String(), ETH: Type.String(), XRP: Type.String(), SOL: Type.String(), USDT: Type.String() }),
});
export type RuntimeConfigResponse = Static<typeof RuntimeConfigResponse>;

export const runtimeConfigSchema = {
  tags: ['web'],
  summary: "Runtime configuration of the web app (API base, each remote's manifest URL, site contacts, server version)",
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

export const robotsSchema = {
  tags: ['web'],
  summary: 'robots.txt: the public pages are open to search engines, the signed-in pages are not; names the sitemap',
  response: { 200: Type.String({ description: 'text/plain' }) },
};

export const sitemapSchema = {
  tags: ['web'],
  summary: "sitemap.xml: the public pages' absolute URLs (from PUBLIC_URL, else the request's origin)",
  response: { 200: Type.String({ description: 'application/xml (sitemaps.org 0.9)' }) },
};
