import fc from 'fast-check';
import { SUPPORTED_LOCALES } from './locale';
import { formatCoin, formatUsd, formatUsdPrice, formatWholeUsd } from './money';

// What Node prints (docs/i18n.md#numbers-money-and-dates): a no-break space (U+00A0) before or after
// US$; an Arabic amount is isolated left to right (U+2066 … U+2069), so it reads as one run in right-to-left words.
describe('dollars in each language', () => {
  it.each([
    ['en', '$1,234.56', '$0.05', '-$1,234.56', '$64,250.50', '$1,000'],
    ['es', '1.234,56\u00a0US$', '0,05\u00a0US$', '-1.234,56\u00a0US$', '64.250,50\u00a0US$', '1.000\u00a0US$'],
    ['pt-BR', 'US$\u00a01.234,56', 'US$\u00a00,05', '-US$\u00a01.234,56', 'US$\u00a064.250,50', 'US$\u00a01.000'],
    [
      'ar',
      '\u20661,234.56\u00a0US$\u2069',
      '\u20660.05\u00a0US$\u2069',
      '\u2066-1,234.56\u00a0US$\u2069',
      '\u206664,250.50\u00a0US$\u2069',
      '\u20661,000\u00a0US$\u2069',
    ],
  ] as const)('%s', (locale, thousand, cents, negative, price, whole) => {
    expect(formatUsd(123456, locale)).toBe(thousand);
    expect(formatUsd(5, locale)).toBe(cents);
    expect(formatUsd(-123456, locale)).toBe(negative);
    expect(formatUsdPrice(64250.504, locale)).toBe(price);
    expect(formatWholeUsd(100099, locale)).toBe(whole);
  });

  it('groups a four-digit amount in Spanish too, so amounts line up in a column', () => {
    expect(formatUsd(123456, 'es')).toContain('1.234');
    expect(formatUsd(1234567, 'es')).toBe('12.345,67\u00a0US$');
  });

  it('writes the pseudo-locale as English and English when no language is given', () => {
    expect(formatUsd(123456, 'pseudo')).toBe('$1,234.56');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatWholeUsd(50000)).toBe('$500');
  });
});

describe('coin amounts at full precision', () => {
  it.each([
    ['en', '0.00123456', '12,345,678,901,234.12345678', '1,234.50000000', '-0.5'],
    ['es', '0,00123456', '12.345.678.901.234,12345678', '1.234,50000000', '-0,5'],
    ['pt-BR', '0,00123456', '12.345.678.901.234,12345678', '1.234,50000000', '-0,5'],
    ['ar', '0.00123456', '12,345,678,901,234.12345678', '1,234.50000000', '\u200e-0.5'],
  ] as const)('%s', (locale, small, large, trailingZeros, negative) => {
    expect(formatCoin('0.00123456', locale)).toBe(small);
    expect(formatCoin('12345678901234.12345678', locale)).toBe(large);
    expect(formatCoin('1234.50000000', locale)).toBe(trailingZeros);
    expect(formatCoin('-0.5', locale)).toBe(negative);
  });

  it('keeps every digit of a number no float can hold', () => {
    expect(formatCoin('123456789012345678901234567890.123456789012345678', 'es')).toBe('123.456.789.012.345.678.901.234.567.890,123456789012345678');
  });

  it('shows as given what is not a decimal number', () => {
    expect(formatCoin('1e3', 'es')).toBe('1e3');
    expect(formatCoin('', 'es')).toBe('');
    expect(formatCoin('0.5 BTC', 'es')).toBe('0.5 BTC');
  });

  it('gives back the same digits in every language, whatever the amount', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.option(fc.stringMatching(/^\d{1,40}$/), { nil: undefined }))
      .map(([whole, fraction]) => (fraction === undefined ? String(whole) : `${whole}.${fraction}`));
    fc.assert(
      fc.property(decimal, fc.constantFrom(...SUPPORTED_LOCALES), (amount, locale) => {
        const [groupSeparator, decimalSeparator] = locale === 'es' || locale === 'pt-BR' ? ['.', ','] : [',', '.'];
        const digits = formatCoin(amount, locale)
          .replace(/\u200f/g, '')
          .split(groupSeparator)
          .join('')
          .replace(decimalSeparator, '.');
        expect(digits).toBe(amount);
      }),
    );
  });
});

describe('one formatter per language', () => {
  afterEach(() => jest.restoreAllMocks());

  it('builds the number formatter of a language and a precision once, however often it formats', () => {
    let fresh: typeof import('./money') | undefined;
    // A module of its own, so no other test has built the formatter already.
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./money')>('./money');
    });
    const built = jest.spyOn(Intl, 'NumberFormat');
    expect(fresh?.formatCoin('1.1234567', 'pt-BR')).toBe('1,1234567');
    expect(fresh?.formatCoin('2.7654321', 'pt-BR')).toBe('2,7654321');
    expect(fresh?.formatUsd(123456, 'pt-BR')).toBe('US$\u00a01.234,56');
    expect(fresh?.formatUsd(654321, 'pt-BR')).toBe('US$\u00a06.543,21');
    expect(built).toHaveBeenCalledTimes(2);
  });
});
