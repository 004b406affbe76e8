import { useLingui } from '@arcvest/shared';
import { DEMO_NOTICE, DEMO_NOTICE_ID } from '@arcvest/shared/rules';

/**
 * A demo site's notice, drawn here only when the page's HTML lacks it: the server writes it into
 * every page it sends (api/src/routes/web/seo.ts); the shell's dev server does not.
 */
export function DemoBanner() {
  // On the server (shell/src/prerender.tsx) the page is the server's own, which has the notice.
  const { _ } = useLingui();
  if (typeof document === 'undefined' || document.getElementById(DEMO_NOTICE_ID)) return null;
  return (
    <div className="demo-banner" role="note">
      {_(DEMO_NOTICE)}
    </div>
  );
}
