import { createHash } from 'node:crypto';
import { EARLY_READS_KEY, INLINE_CONFIG_ID, remoteOfPath, TOKEN_KEY } from '@arcvest/shared/rules';

/**
 * The inline script that asks for the session (POST /api/me with the stored token) as the page's
 * HTML is read, beside the shell's scripts instead of after them: a signed-in page cannot draw
 * itself before the session answers, and that answer was one round trip after every script had
 * run (docs/performance.md#signed-in-pages-the-area-beside-the-session). The answer waits on
 * `window[EARLY_READS_KEY]` for the API slice's first call of the same method, URL and token.
 * Nothing is asked without a stored token or an inline config. A failure is the call's to report,
 * so it is marked handled here.
 *
 * The same text on every page, so the pages' Content-Security-Policy allows it by its hash (EARLY_SESSION_HASH).
 */
const EARLY_SESSION_SCRIPT = [
  `(function(){try{var token=localStorage.getItem(${JSON.stringify(TOKEN_KEY)}),config=document.getElementById(${JSON.stringify(INLINE_CONFIG_ID)});`,
  'if(!token||!config)return;',
  'var url=new URL(JSON.parse(config.textContent).apiBaseUrl.replace(/\\/$/,"")+"/me",location.href).href;',
  'var answer=fetch(url,{method:"POST",headers:{authorization:"Bearer "+token,"accept-language":document.documentElement.lang,accept:"application/json"}});',
  'answer.catch(function(){});',
  `var reads=window[${JSON.stringify(EARLY_READS_KEY)}]=window[${JSON.stringify(EARLY_READS_KEY)}]||{};`,
  'reads["POST "+url]={token:token,at:performance.now(),answer:answer}}catch(error){}})()',
].join('');

/** The CSP source that allows EARLY_SESSION_SCRIPT. */
export const EARLY_SESSION_HASH = `'sha256-${createHash('sha256').update(EARLY_SESSION_SCRIPT).digest('base64')}'`;

/** The script for a signed-in area's page (the dashboard's, the console's), written after the inline config it reads; none for the public site. */
export function earlySessionTag(pathname: string): string {
  return remoteOfPath(pathname) === 'public' ? '' : `<script>${EARLY_SESSION_SCRIPT}</script>`;
}
