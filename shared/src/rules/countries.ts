import { countries as countryData } from 'countries-list';
import { perLocale } from './intl-cache';
import { DEFAULT_LOCALE, formattingLocale, type UiLocale } from './locale';

/** Country names for sign-up and profiles, from the countries-list package, A to Z. */
export const COUNTRIES: readonly string[] = Object.values(countryData)
  .map((country) => country.name)
  .sort((a, b) => a.localeCompare(b, 'en'));

const regionNames = perLocale((tag) => new Intl.DisplayNames(tag, { type: 'region', fallback: 'none' }));

/** Each language's list, made once: a collator and a sort of 250 names on every render of a form cost its page's first load. */
const optionsByLocale = new Map<UiLocale, readonly { value: string; label: string }[]>();

/**
 * The country select's options in the reader's language, in its alphabetical order; the value
 * stays the English name every account has stored so far.
 */
export function countryOptions(locale: UiLocale = DEFAULT_LOCALE): readonly { value: string; label: string }[] {
  let options = optionsByLocale.get(locale);
  if (options === undefined) {
    const collator = new Intl.Collator(formattingLocale(locale));
    options = Object.keys(countryData)
      .map((code) => ({ value: countryData[code as keyof typeof countryData].name, label: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    optionsByLocale.set(locale, options);
  }
  return options;
}

/**
 * A country's name (ISO 3166-1 alpha-2 code, any case) in the reader's language: 'BR' -> 'Brazil',
 * 'Brasil' (es, pt-BR), 'البرازيل' (ar). English keeps the names of `COUNTRIES`, the ones sign-up
 * offers and saves today (Intl's English differs for 30, 'Côte d’Ivoire' for 'Ivory Coast');
 * a code that names no country is shown as given.
 */
export function countryName(code: string, locale: UiLocale = DEFAULT_LOCALE): string {
  const upper = code.toUpperCase();
  if (!Object.hasOwn(countryData, upper)) return code;
  const englishName = countryData[upper as keyof typeof countryData].name;
  return formattingLocale(locale) === formattingLocale(DEFAULT_LOCALE) ? englishName : (regionNames(locale).of(upper) ?? englishName);
}

/** A country as an account stores it (its English name from `COUNTRIES`) in the reader's language; a name not in the list as given. */
export function storedCountryName(name: string, locale: UiLocale = DEFAULT_LOCALE): string {
  const code = Object.keys(countryData).find((key) => countryData[key as keyof typeof countryData].name === name);
  return code ? countryName(code, locale) : name;
}
