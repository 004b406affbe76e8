import { formattingLocale, type UiLocale } from './locale';

/**
 * One `Intl` formatter per formatting locale and variant (a time zone, a number of digits), made on
 * first use: building one costs far more than formatting with it, and a page formats hundreds.
 */
export function perLocale<Formatter>(make: (formattingTag: string, variant?: string) => Formatter): (locale: UiLocale, variant?: string) => Formatter {
  const made = new Map<string, Formatter>();
  return (locale, variant) => {
    const tag = formattingLocale(locale);
    const key = `${tag} ${variant ?? ''}`;
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(tag, variant);
      made.set(key, formatter);
    }
    return formatter;
  };
}
