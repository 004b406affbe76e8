import { countries } from 'countries-list';
import { inEnglish, type Translate } from './messages';
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** One dial-code entry per country (docs/departures.md#defects-we-fix: no duplicates), A to Z by name. */
export interface DialCode {
  /** ISO 3166-1 alpha-2, the select's value (several countries share +1). */
  country: string;
  name: string;
  /** "+44" */
  dialCode: string;
}

/** Countries of countries-list that libphonenumber-js can validate, with their calling codes. */
export const DIAL_CODES: readonly DialCode[] = Object.entries(countries)
  .filter(([code]) => isSupportedCountry(code))
  .map(([code, country]) => ({ country: code, name: country.name, dialCode: `+${getCountryCallingCode(code as CountryCode)}` }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The default dial code, +1 (docs/product.md#timings-and-constants). */
export const DEFAULT_DIAL_COUNTRY = 'US';

export const INVALID_PHONE_TEXT = /*i18n*/ { id: 'rules.phone.invalid', message: 'Please enter a valid phone number for the chosen country.' };
export const INVALID_PHONE_MESSAGE = inEnglish(INVALID_PHONE_TEXT);

/** The number typed for `country`, in E.164 (+ and digits), or null when it is not a valid number there. */
export function toE164Phone(country: string, typed: string): string | null {
  if (!isSupportedCountry(country)) return null;
  const parsed = parsePhoneNumberFromString(typed, country as CountryCode);
  // Countries sharing a calling code share a numbering plan (+1: US, Canada, ...), so the check is
  // "valid under this country's calling code", not "issued in this very country".
  const sameCode = parsed?.countryCallingCode === getCountryCallingCode(country as CountryCode);
  return parsed && sameCode && parsed.isValid() ? parsed.number : null;
}

/** The server's check of a stored form: E.164 and valid for the country its code names. */
export function isValidE164Phone(phone: string): boolean {
  if (!/^\+[1-9][0-9]{6,14}$/.test(phone)) return false;
  return parsePhoneNumberFromString(phone)?.isValid() ?? false;
}

/** A stored number split for the edit form: its country and national digits (US and empty when unknown). */
export function splitPhone(phone: string | null): { country: string; national: string } {
  const parsed = phone ? parsePhoneNumberFromString(phone) : undefined;
  if (!parsed?.country) return { country: DEFAULT_DIAL_COUNTRY, national: '' };
  return { country: parsed.country, national: parsed.nationalNumber };
}

/** "+44 20 7946 0018" for display; the stored text when it cannot be parsed. */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/** The contact form's phone as stored: empty removes it (null); otherwise it must pass isValidE164Phone. */
export function contactPhoneError(phone: string, translate: Translate = inEnglish): string | null {
  const trimmed = phone.trim();
  return trimmed === '' || isValidE164Phone(trimmed) ? null : translate(INVALID_PHONE_TEXT);
}
