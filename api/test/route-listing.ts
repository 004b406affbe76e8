import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import type { Config } from '../src/config';
import type { StaffPermission } from '@arcvest/shared/rules';
import type { Access } from '../src/plugins/access';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The rule in force (declared, or the one the app gives plugin routes). */
  access: Access | undefined;
  /** On an admin route: the staff permission it needs (declared, or `read` for a read). */
  permission: StaffPermission | undefined;
}

/** Tests never reach the internet: the price source is always unreachable here. */
export const offlineFetch: typeof fetch = async () => {
  throw new TypeError('fetch failed (tests are offline)');
};

/**
 * The app, ready, with every route it registered, as Fastify added them (HEAD routes included).
 * `extraRoutes` registers more before the app starts.
 */
export async function appListingRoutes(config: Config, deps: AppDeps, extraRoutes?: (app: FastifyInstance) => void) {
  const app = buildApp(config, { fetch: offlineFetch, ...deps });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config?.access, permission: route.config?.permission });
  });
  extraRoutes?.(app);
  await app.ready();
  return { app, routes };
}
