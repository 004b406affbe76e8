import { DEFAULT_LOCALE, formattingLocale, type UiLocale } from '@arcvest/shared/rules';

const percents = new Map<string, Intl.NumberFormat>();

/** Reserves ÷ what is owed, as people read it in `locale`: 1.125 -> "112.5%" in English, "112,5 %" in Spanish. */
export function formatRatio(ratio: number, locale: UiLocale = DEFAULT_LOCALE): string {
  const tag = formattingLocale(locale);
  let percent = percents.get(tag);
  if (!percent) {
    percent = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    percents.set(tag, percent);
  }
  return percent.format(ratio);
}
