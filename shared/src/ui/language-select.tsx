import type { SelectHTMLAttributes } from 'react';
import { useActiveLocale } from '../i18n/use-active-locale';
import { useChooseLocale } from '../i18n/use-locale';
import { isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../rules/locale';

/**
 * The choice of language (docs/i18n.md#which-language), each named in itself in every language:
 * the page changes at once, the `lang` cookie makes the server send the next pages in it, and a
 * signed-in account saves it. The public footer and the profile label it each their own way.
 */
export function LanguageSelect(props: Pick<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'aria-describedby'>) {
  const current = useActiveLocale();
  const chooseLocale = useChooseLocale();
  return (
    <select
      {...props}
      translate="no"
      value={isLocale(current) ? current : ''}
      onChange={(event) => {
        if (isLocale(event.target.value)) void chooseLocale(event.target.value);
      }}
    >
      {SUPPORTED_LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
