import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, negotiateLocale, textDirection, type UiLocale } from '@arcvest/shared/rules';
import { cookieValue } from './visitor';

/** What a page's language depends on: caches must keep one copy per cookie and header. */
export const PAGE_LANGUAGE_VARY = 'cookie, accept-language';

/**
 * A page request's language (docs/i18n.md#which-language). It carries no token (the session is in
 * the browser's storage), so the account's saved language cannot count: the `lang` cookie, else
 * Accept-Language, else English; the pseudo-locale only where the config allows it.
 */
export function pageLocale(request: FastifyRequest, allowPseudo: boolean): UiLocale {
  return negotiateLocale({ cookie: cookieValue(request.headers.cookie, LOCALE_COOKIE), acceptLanguage: request.headers['accept-language'], allowPseudo });
}

/** An attribute of the tag by name, with its value quoted, unquoted or absent. */
const attribute = (name: string) => new RegExp(`\\s+${name}(?=[\\s=/>]|$)(\\s*=\\s*("[^"]*"|'[^']*'|[^\\s"'>]+))?`, 'gi');

/**
 * The shell's index.html with `<html lang dir>` of `locale`, in place of the built file's fixed
 * `lang="en"` (quoted or minified), so the first paint, screen readers and the shell's start all
 * read the page's language.
 */
export function withDocumentLanguage(html: string, locale: UiLocale): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const others = attributes.replace(attribute('lang'), '').replace(attribute('dir'), '');
    return `<html${others} lang="${locale}" dir="${textDirection(locale)}">`;
  });
}
