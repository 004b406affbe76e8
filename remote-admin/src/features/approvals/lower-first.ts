import type { UiLocale } from '@arcvest/shared/rules';

/** A name inside a sentence: its first letter in lower case ("Confirm a withdrawal" → "confirm a withdrawal"), the rest as written, so "US$" stays "US$". */
export function lowerFirst(text: string, locale: UiLocale): string {
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}
