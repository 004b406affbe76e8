import { countries as countryData } from 'countries-list';

/** Country names for sign-up and profiles, from the countries-list package, A to Z. */
export const COUNTRIES: readonly string[] = Object.values(countryData)
  .map((country) => country.name)
  .sort((a, b) => a.localeCompare(b, 'en'));
