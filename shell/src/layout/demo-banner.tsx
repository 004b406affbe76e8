import { useLingui } from '@arcvest/shared';
import { useEffect } from 'react';
import { DEMO_NOTICE, DEMO_NOTICE_ID } from '@arcvest/shared/rules';

/**
 * A demo site's notice, drawn here only when the page's HTML lacks it: the server writes it into
 * every page it sends (api/src/routes/web/seo.ts); the shell's dev server does not.
 */
export function DemoBanner() {
  const { _ } = useLingui();
  const text = _(DEMO_NOTICE);
  // On the server (shell/src/prerender.tsx) the page is the server's own, which has the notice.
  const served = typeof document === 'undefined' ? null : document.getElementById(DEMO_NOTICE_ID);
  // The server wrote it in the language it sent the page in: it follows a later change (a saved language).
  useEffect(() => {
    const notice = document.getElementById(DEMO_NOTICE_ID);
    if (notice && notice.textContent !== text) notice.textContent = text;
  }, [text]);
  if (typeof document === 'undefined' || served) return null;
  return (
    <div className="demo-banner" role="note">
      {text}
    </div>
  );
}
