import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, PSEUDO_LOCALE, type Locale, type Message, type Translate, type UiLocale } from '@arcvest/shared/rules';
import { allTranslators } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language to answer in (docs/i18n.md#which-language): the `Accept-Language` header when
     * it names a supported language (the client sends its active one), else the signed-in
     * account's saved language, else English.
     */
    readonly locale: Locale;
    /**
     * A text written for this request's reader, in `locale`: the answers' messages
     * (docs/i18n.md#the-apis-messages-and-the-specs-texts). With I18N_PSEUDO=1, a request whose
     * `Accept-Language` is `pseudo` reads the pseudo-locale, so a test finds any text not in the catalogues.
     */
    say(message: Message): string;
  }
}

/** The request's language from what it carries now: its header, then the account its access rule signed in. */
export function requestLocale(request: Pick<FastifyRequest, 'headers' | 'signedIn'>): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? request.signedIn?.user.locale ?? DEFAULT_LOCALE;
}

/**
 * Decorates every request with `request.locale` and `request.say`. A getter, not a hook: the
 * account is known only once the route's access rule has run (plugins/access.ts), and an error
 * answered before that (a 401, an invalid body) is still read in the language the header asks for.
 */
export function installLocale(app: FastifyInstance, options: { allowPseudo: boolean }): void {
  let translators: Map<UiLocale, Translate> | undefined;
  // Loaded before the first request (inject and listen wait for ready), so `say` is synchronous.
  app.addHook('onReady', async () => {
    translators = await allTranslators();
  });
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return requestLocale(this);
    },
  });
  app.decorateRequest('say', function say(this: FastifyRequest, message: Message) {
    const pseudo = options.allowPseudo && this.headers['accept-language'] === PSEUDO_LOCALE;
    return translators!.get(pseudo ? PSEUDO_LOCALE : this.locale)!(message);
  });
}
