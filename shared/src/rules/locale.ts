/**
 * The languages the product speaks and how one is chosen for a reader (docs/i18n.md#which-language),
 * used alike by the API, the server's page responses and the shell.
 */
import { inEnglish, type Message, type Translate } from './messages';

export const SUPPORTED_LOCALES = ['en', 'es', 'pt-BR', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The development language: every text accented, lengthened and marked, so an untranslated one shows. */
export const PSEUDO_LOCALE = 'pseudo';
/** What a page can be shown in: a supported language, or the pseudo-locale where it is allowed. */
export type UiLocale = Locale | typeof PSEUDO_LOCALE;

/** How a text is written for one reader: their language's translator and locale (amounts, dates, names). */
export interface Writer {
  translate: Translate;
  locale: UiLocale;
}

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's choice between pages and visits. */
export const LOCALE_COOKIE = 'lang';

/** Each language named in itself, as a selector offers it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The answer to a language the product does not speak, naming those it does. */
const UNSUPPORTED_LOCALE = /*i18n*/ { id: 'rules.locale.unsupported', message: 'This language is not supported. Choose one of: {locales}.' };
export const UNSUPPORTED_LOCALE_TEXT: Message = { ...UNSUPPORTED_LOCALE, values: { locales: SUPPORTED_LOCALES.join(', ') } };

/** What is wrong with a language an account would save, or null when it is a supported one. */
export function localeError(value: unknown, translate: Translate = inEnglish): string | null {
  return isLocale(value) ? null : translate(UNSUPPORTED_LOCALE_TEXT);
}

/** Whether `value` names a language a page may be shown in; the pseudo-locale only where allowed. */
export function isUiLocale(value: unknown, allowPseudo = false): value is UiLocale {
  return isLocale(value) || (allowPseudo && value === PSEUDO_LOCALE);
}

/**
 * The locale `Intl` formats with: Arabic with Latin digits, so amounts read like the addresses and
 * codes beside them; the pseudo-locale formats as English.
 */
export function formattingLocale(locale: UiLocale): string {
  switch (locale) {
    case 'en':
    case PSEUDO_LOCALE:
      return 'en-US';
    case 'ar':
      return 'ar-u-nu-latn';
    default:
      return locale;
  }
}

export function textDirection(locale: UiLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** A language tag from a header or a browser ('pt', 'es-MX', 'AR-eg') as the supported locale it means, or null. */
export function matchLocale(tag: string): Locale | null {
  const [language] = tag.trim().toLowerCase().split('-');
  switch (language) {
    case 'en':
      return 'en';
    case 'es':
      return 'es';
    case 'pt':
      return 'pt-BR';
    case 'ar':
      return 'ar';
    default:
      return null;
  }
}

/**
 * The best supported language of an `Accept-Language` header: by quality, then by order, ignoring
 * `*`, parts that do not parse and qualities of 0. Null when none is supported.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)).find(Boolean);
      const q = quality ? Number(quality[1]) : parameters.length > 0 ? Number.NaN : 1;
      return { locale: /^\s*[a-z]{1,8}(-[a-z0-9]{1,8})*\s*$/i.test(tag) ? matchLocale(tag) : null, q, position };
    })
    .filter((entry): entry is { locale: Locale; q: number; position: number } => entry.locale !== null && entry.q > 0 && entry.q <= 1)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  return ranked[0]?.locale ?? null;
}

export interface LocaleSources {
  /** The signed-in account's saved language. */
  saved?: string | null;
  /** The `lang` cookie's value. */
  cookie?: string | null;
  acceptLanguage?: string;
  /** Whether the pseudo-locale may be chosen (a server started for development or tests). */
  allowPseudo?: boolean;
}

/** The reader's language: the account's saved one, else the cookie's, else the browser's best match, else English. */
export function negotiateLocale({ saved, cookie, acceptLanguage, allowPseudo = false }: LocaleSources): UiLocale {
  if (isLocale(saved)) return saved;
  if (isUiLocale(cookie, allowPseudo)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * Each language's public URLs (docs/i18n.md#public-urls-per-language): English keeps the site's
 * paths, the others are under a prefix, so that each URL is one language for crawlers and links.
 */
export const LOCALE_PATH_PREFIXES: Record<Locale, string> = { en: '', es: '/es', 'pt-BR': '/pt-br', ar: '/ar' };

/** The language a path's prefix names (`/es/about-us` → es), and the page's path without it. */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  for (const locale of SUPPORTED_LOCALES) {
    const prefix = LOCALE_PATH_PREFIXES[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`) || pathname.startsWith(`${prefix}#`)) {
      const rest = pathname.slice(prefix.length);
      return { locale, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: null, path: pathname };
}

/** A public page's path in `locale`: `/about-us` → `/es/about-us`, the home page `/` → `/es`; English and the pseudo-locale keep it. */
export function localePath(path: string, locale: UiLocale): string {
  const prefix = isLocale(locale) ? LOCALE_PATH_PREFIXES[locale] : '';
  if (!prefix) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}
