import { LanguageSelect, useLingui } from '@arcvest/shared';
import { useId } from 'react';

const LABEL = /*i18n*/ { id: 'public.footer.language', message: 'Language' };

/** The footer's choice of language, for visitors and signed-in users alike. */
export function LanguageSelector() {
  const { _ } = useLingui();
  const id = useId();
  return (
    <div className="site-footer-language">
      <label htmlFor={id}>{_(LABEL)}</label>
      <LanguageSelect id={id} />
    </div>
  );
}
