import type { Config } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { testConfig } from './databases';
import { appListingRoutes, type RegisteredRoute } from './route-listing';

export interface OpenApiOperation {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * The OpenAPI document as /api/docs/json serves it, and the rule of every route the app
 * registered. The document does not depend on the data, so an empty in-memory database will do.
 */
export async function openApiDocument(overrides: Partial<Config> = {}): Promise<{ document: OpenApiDocument; routes: RegisteredRoute[] }> {
  const db = createDatabase({ databaseUrl: null, sqliteFile: ':memory:' });
  await migrateToLatest(db);
  const { app, routes } = await appListingRoutes(testConfig(overrides), { db });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    return { document: response.json(), routes };
  } finally {
    await app.close();
    await db.destroy();
  }
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every operation of the document with its method (lower case) and path. */
export function operationsOf(document: OpenApiDocument): { method: string; path: string; operation: OpenApiOperation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}
