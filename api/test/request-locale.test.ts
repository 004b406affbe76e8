import { forEachDatabase } from './databases';
import { bearer, createUser, sessionToken } from './helpers';
import { appListingRoutes } from './route-listing';

forEachDatabase((ctx) => {
  /** The app with two routes that answer the language the locale plugin gave the request. */
  async function appAnsweringLocale() {
    const { app } = await appListingRoutes(ctx().config, { db: ctx().db, now: () => new Date(ctx().clock.now) }, (instance) => {
      instance.get('/api/probe-locale/visitor', { config: { access: 'visitor' } }, async (request) => ({ locale: request.locale }));
      instance.get('/api/probe-locale/user', { config: { access: 'user' } }, async (request) => ({ locale: request.locale }));
    });
    return app;
  }

  it("is a visitor's supported Accept-Language, else English", async () => {
    const app = await appAnsweringLocale();
    const localeFor = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/api/probe-locale/visitor', headers })).json().locale;
    expect(await localeFor({})).toBe('en');
    expect(await localeFor({ 'accept-language': 'pt-PT, en;q=0.8' })).toBe('pt-BR');
    expect(await localeFor({ 'accept-language': 'de-DE, fr;q=0.9' })).toBe('en');
    await app.close();
  });

  it("is the header's language before the signed-in account's saved one, which counts when the header names none", async () => {
    const app = await appAnsweringLocale();
    const userId = await createUser(ctx().db, 'ada');
    await ctx().db.updateTable('users').set({ locale: 'pt-BR' }).where('id', '=', userId).execute();
    const token = await sessionToken(ctx().db, userId, new Date(ctx().clock.now));
    const localeFor = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/probe-locale/user', headers: { ...bearer(token), ...headers } })).json().locale;
    expect(await localeFor({})).toBe('pt-BR');
    expect(await localeFor({ 'accept-language': 'ar' })).toBe('ar');
    expect(await localeFor({ 'accept-language': 'de, *;q=0.5' })).toBe('pt-BR');
    await app.close();
  });
});
