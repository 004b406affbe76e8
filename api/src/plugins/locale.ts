import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from '@arcvest/shared/rules';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language to answer in (docs/i18n.md#which-language): the `Accept-Language` header when
     * it names a supported language (the client sends its active one), else the signed-in
     * account's saved language, else English.
     */
    readonly locale: Locale;
  }
}

/** The request's language from what it carries now: its header, then the account its access rule signed in. */
export function requestLocale(request: Pick<FastifyRequest, 'headers' | 'signedIn'>): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? request.signedIn?.user.locale ?? DEFAULT_LOCALE;
}

/**
 * Decorates every request with `request.locale`. A getter, not a hook: the account is known only
 * once the route's access rule has run (plugins/access.ts), and an error answered before that (a
 * 401, an invalid body) is still read in the language the header asks for.
 */
export function installLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return requestLocale(this);
    },
  });
}
