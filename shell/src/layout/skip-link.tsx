import { useLingui } from '@arcvest/shared';

const SKIP = /*i18n*/ { id: 'shell.skipToContent', message: 'Skip to content' };

/** The first stop of the keyboard on every page: straight to the page's own content. */
export function SkipLink() {
  const { _ } = useLingui();
  return (
    <a className="skip-link" href="#main">
      {_(SKIP)}
    </a>
  );
}
