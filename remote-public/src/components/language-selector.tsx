import { activeLocale, useChooseLocale, useLingui } from '@arcvest/shared';
import { isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '@arcvest/shared/rules';
import { useId } from 'react';

const LABEL = /*i18n*/ { id: 'public.footer.language', message: 'Language' };

/**
 * The visitor's choice of language, each named in itself: the page changes at once, the `lang`
 * cookie makes the server send the next pages in it, and a signed-in account saves it.
 */
export function LanguageSelector() {
  const { _ } = useLingui();
  const id = useId();
  const current = activeLocale();
  const chooseLocale = useChooseLocale();
  return (
    <div className="site-footer-language">
      <label htmlFor={id}>{_(LABEL)}</label>
      {/* Each language is named in itself, in every language. */}
      <select
        id={id}
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
    </div>
  );
}
