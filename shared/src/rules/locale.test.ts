import fc from 'fast-check';
import {
  formattingLocale,
  localeError,
  localeFromAcceptLanguage,
  localePath,
  matchLocale,
  negotiateLocale,
  splitLocalePath,
  SUPPORTED_LOCALES,
  textDirection,
} from './locale';

describe('matching a language tag', () => {
  it('maps regional and differently cased tags to the supported locale', () => {
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('AR-eg')).toBe('ar');
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('de-DE')).toBeNull();
  });
});

describe('a language an account saves', () => {
  it('is one of the supported locales exactly, or refused with the list', () => {
    for (const locale of SUPPORTED_LOCALES) expect(localeError(locale)).toBeNull();
    expect(localeError('pt')).toBe('This language is not supported. Choose one of: en, es, pt-BR, ar.');
    expect(localeError('pseudo')).not.toBeNull();
    expect(localeError(undefined)).not.toBeNull();
  });
});

describe('the Accept-Language header', () => {
  it('takes the highest quality, then the first given', () => {
    expect(localeFromAcceptLanguage('de-DE, es;q=0.8, pt;q=0.9')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('ar, es')).toBe('ar');
    expect(localeFromAcceptLanguage('fr;q=1, es-MX;q=0.5, en;q=0.5')).toBe('es');
  });

  it('ignores wildcards, refused languages and parts that do not parse', () => {
    expect(localeFromAcceptLanguage('*')).toBeNull();
    expect(localeFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('es;q=abc, pt;q=2, ar;q=0.2')).toBe('ar');
    expect(localeFromAcceptLanguage('es es, ;;, ar')).toBe('ar');
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('choosing the reader’s language', () => {
  it('prefers the saved language, then the cookie, then the header, then English', () => {
    expect(negotiateLocale({ saved: 'pt-BR', cookie: 'es', acceptLanguage: 'ar' })).toBe('pt-BR');
    expect(negotiateLocale({ saved: null, cookie: 'es', acceptLanguage: 'ar' })).toBe('es');
    expect(negotiateLocale({ cookie: 'klingon', acceptLanguage: 'ar-SA,en;q=0.5' })).toBe('ar');
    expect(negotiateLocale({ acceptLanguage: 'fr-FR' })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
  });

  it('allows the pseudo-locale from the cookie only where development asks for it', () => {
    expect(negotiateLocale({ cookie: 'pseudo' })).toBe('en');
    expect(negotiateLocale({ cookie: 'pseudo', allowPseudo: true })).toBe('pseudo');
    expect(negotiateLocale({ saved: 'pseudo', allowPseudo: true })).toBe('en');
  });

  it('always answers a supported language whatever the header says', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.string(), (saved, cookie, acceptLanguage) => {
        expect(SUPPORTED_LOCALES).toContain(negotiateLocale({ saved, cookie, acceptLanguage }));
      }),
    );
  });
});

describe('formatting and direction', () => {
  it('formats Arabic with Latin digits and the pseudo-locale as English', () => {
    expect(formattingLocale('ar')).toBe('ar-u-nu-latn');
    expect(formattingLocale('pseudo')).toBe('en-US');
    expect(formattingLocale('pt-BR')).toBe('pt-BR');
  });

  it('writes Arabic right to left only', () => {
    expect(SUPPORTED_LOCALES.filter((locale) => textDirection(locale) === 'rtl')).toEqual(['ar']);
  });
});

describe('public URLs per language', () => {
  it('puts every language but English under its prefix, the home page included', () => {
    expect(localePath('/about-us', 'es')).toBe('/es/about-us');
    expect(localePath('/', 'pt-BR')).toBe('/pt-br');
    expect(localePath('/?ref=x', 'ar')).toBe('/ar?ref=x');
    expect(localePath('/about-us', 'en')).toBe('/about-us');
    expect(localePath('/about-us', 'pseudo')).toBe('/about-us');
  });

  it('reads the language and the page back from a path, and nothing from a path that only starts alike', () => {
    expect(splitLocalePath('/es/about-us')).toEqual({ locale: 'es', path: '/about-us' });
    expect(splitLocalePath('/pt-br')).toEqual({ locale: 'pt-BR', path: '/' });
    expect(splitLocalePath('/ar?ref=x')).toEqual({ locale: 'ar', path: '/?ref=x' });
    expect(splitLocalePath('/escape')).toEqual({ locale: null, path: '/escape' });
    expect(splitLocalePath('/about-us')).toEqual({ locale: null, path: '/about-us' });
  });

  it('goes there and back for every language and page', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const path of ['/', '/about-us', '/signup/ABC123']) {
        expect(splitLocalePath(localePath(path, locale))).toEqual({ locale: locale === 'en' ? null : locale, path });
      }
    }
  });
});
