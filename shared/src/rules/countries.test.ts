import { countries } from 'countries-list';
import { COUNTRIES, countryName, storedCountryName } from './countries';

describe('country names in each language', () => {
  it.each([
    ['es', 'Brasil', 'Estados Unidos', 'Côte d’Ivoire'],
    ['pt-BR', 'Brasil', 'Estados Unidos', 'Costa do Marfim'],
    ['ar', 'البرازيل', 'الولايات المتحدة', 'ساحل العاج'],
  ] as const)('names them as %s does', (locale, brazil, unitedStates, ivoryCoast) => {
    expect(countryName('BR', locale)).toBe(brazil);
    expect(countryName('US', locale)).toBe(unitedStates);
    expect(countryName('CI', locale)).toBe(ivoryCoast);
  });

  it('keeps in English the names sign-up offers today, not Intl’s', () => {
    expect(countryName('CI')).toBe('Ivory Coast');
    expect(countryName('AG', 'en')).toBe('Antigua and Barbuda');
    expect(countryName('HK', 'pseudo')).toBe('Hong Kong');
  });

  it('shows the English name an account stored in the reader’s language, and any other name as given', () => {
    expect(storedCountryName('Ivory Coast', 'es')).toBe('Côte d’Ivoire');
    expect(storedCountryName('Brazil', 'ar')).toBe('البرازيل');
    expect(storedCountryName('Brazil')).toBe('Brazil');
    expect(storedCountryName('Atlantis', 'pt-BR')).toBe('Atlantis');
  });

  it('reads a code in any case', () => {
    expect(countryName('br', 'es')).toBe('Brasil');
    expect(countryName('Br')).toBe('Brazil');
  });

  it('shows as given a code that names no country', () => {
    expect(countryName('ZZ', 'es')).toBe('ZZ');
    expect(countryName('Brazil', 'ar')).toBe('Brazil');
    expect(countryName('toString')).toBe('toString');
  });

  it('has an Arabic name for every country sign-up offers, none left in English', () => {
    const codes = Object.keys(countries);
    expect(codes).toHaveLength(COUNTRIES.length);
    const notArabic = codes.filter((code) => !/^[\u0600-\u06ff ()\-،.]+$/.test(countryName(code, 'ar')));
    expect(notArabic).toEqual([]);
  });
});
