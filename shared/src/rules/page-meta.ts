import { PATHS } from '../routes/paths';
import { splitLocalePath } from './locale';
import { inEnglish, type Message, type Translate } from './messages';

/** What a page puts in the document's head: its title, its search-result description, whether search engines may list it. */
export interface PageMeta {
  title: string;
  description: string;
  indexable: boolean;
}

interface PublicPage {
  path: string;
  /** The title before the site's name; null for the home page, titled by the site's name and its tagline. */
  title: Message | null;
  description: Message;
  /** Listed in the sitemap and open to search engines; a page reached from an email's code is not. */
  indexable: boolean;
}

/**
 * The public site's pages (the public remote's routes): each with its own title and description,
 * written once for the server (the HTML it sends) and the shell (client-side navigation).
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: PATHS.home,
    title: null,
    description: /*i18n*/ {
      id: 'rules.page.home.description',
      message:
        'Fixed-term crypto investment plans with daily returns: pay in BTC, ETH, XRP, SOL or USDT and follow every credit in your dashboard. Returns are not guaranteed.',
    },
    indexable: true,
  },
  {
    path: PATHS.aboutUs,
    title: /*i18n*/ { id: 'rules.page.about.title', message: 'About us' },
    description: /*i18n*/ {
      id: 'rules.page.about.description',
      message:
        'Who we are and how our fixed-term crypto plans work: daily returns, capital back at the end of the term, five coins accepted and a referral bonus.',
    },
    indexable: true,
  },
  {
    path: PATHS.termsAndConditions,
    title: /*i18n*/ { id: 'rules.page.terms.title', message: 'Terms and conditions' },
    description: /*i18n*/ {
      id: 'rules.page.terms.description',
      message: 'The terms of using the platform: accounts, plans, deposits, returns, withdrawals, fees, risks and the minimum age of 18.',
    },
    indexable: true,
  },
  {
    path: PATHS.terms,
    title: /*i18n*/ { id: 'rules.page.terms.title', message: 'Terms and conditions' },
    description: /*i18n*/ {
      id: 'rules.page.terms.description',
      message: 'The terms of using the platform: accounts, plans, deposits, returns, withdrawals, fees, risks and the minimum age of 18.',
    },
    indexable: false,
  },
  {
    path: PATHS.privacyPolicy,
    title: /*i18n*/ { id: 'rules.page.privacy.title', message: 'Privacy policy' },
    description: /*i18n*/ {
      id: 'rules.page.privacy.description',
      message: 'What personal data we keep, why we keep it, who sees it, how long it is kept and how to ask for it or have it erased.',
    },
    indexable: true,
  },
  {
    path: PATHS.proofOfReserves,
    title: /*i18n*/ { id: 'rules.page.reserves.title', message: 'Proof of reserves' },
    description: /*i18n*/ {
      id: 'rules.page.reserves.description',
      message:
        'What the platform holds on chain against what it owes its investors: the ratio, each coin, the latest Merkle root and the signed reserve addresses.',
    },
    indexable: true,
  },
  {
    path: PATHS.signup,
    title: /*i18n*/ { id: 'rules.page.signup.title', message: 'Create your account' },
    description: /*i18n*/ {
      id: 'rules.page.signup.description',
      message: 'Register in a minute to buy fixed-term crypto plans, follow your daily returns and withdraw from your dashboard.',
    },
    indexable: true,
  },
  {
    path: PATHS.login,
    title: /*i18n*/ { id: 'rules.page.login.title', message: 'Sign in' },
    description: /*i18n*/ {
      id: 'rules.page.login.description',
      message: 'Sign in to your dashboard to see your balance and plans, buy a plan, follow your returns and withdraw.',
    },
    indexable: true,
  },
  {
    path: PATHS.forgotPassword,
    title: /*i18n*/ { id: 'rules.page.forgotPassword.title', message: 'Forgot your password' },
    description: /*i18n*/ {
      id: 'rules.page.forgotPassword.description',
      message: 'Forgot your password? Enter your account email and we send you a code to set a new one.',
    },
    indexable: true,
  },
  {
    path: PATHS.freezeAccount,
    title: /*i18n*/ { id: 'rules.page.freezeAccount.title', message: 'Freeze your account' },
    description: /*i18n*/ {
      id: 'rules.page.freezeAccount.description',
      message: "This wasn't you? Freeze your account from the link in our security email: every session ends and nothing can be withdrawn.",
    },
    indexable: false,
  },
  {
    path: PATHS.acceptInvitation,
    title: /*i18n*/ { id: 'rules.page.acceptInvitation.title', message: 'Accept your invitation' },
    description: /*i18n*/ {
      id: 'rules.page.acceptInvitation.description',
      message: 'You were invited to join the staff: enter your details and a password to open the admin console.',
    },
    indexable: false,
  },
  {
    path: PATHS.resetPassword,
    title: /*i18n*/ { id: 'rules.page.resetPassword.title', message: 'Set a new password' },
    description: /*i18n*/ { id: 'rules.page.resetPassword.description', message: 'Enter the code from your email and choose a new password for your account.' },
    indexable: false,
  },
];

const HOME_TAGLINE = /*i18n*/ { id: 'rules.page.home.tagline', message: 'fixed-term crypto plans with daily returns' };
const NOT_FOUND = {
  title: /*i18n*/ { id: 'rules.page.notFound.title', message: 'Page not found' },
  description: /*i18n*/ { id: 'rules.page.notFound.description', message: 'This page does not exist. Go back to the home page to see our plans.' },
};
const SIGNED_IN_DESCRIPTION = /*i18n*/ { id: 'rules.page.signedIn.description', message: 'Your dashboard: balance, plans, returns and withdrawals.' };

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** A public URL's page path, in whichever language: `/es/about-us` → `/about-us`. */
const publicPath = (pathname: string) => trimmed(splitLocalePath(trimmed(pathname)).path);

/** The public page at `pathname` in any language, if any (a referral link /signup/{code} is the sign-up page). */
function publicPage(pathname: string): PublicPage | undefined {
  const path = publicPath(pathname);
  const signupWithCode = new RegExp(`^${PATHS.signup}/[^/]+$`).test(path);
  return PUBLIC_PAGES.find((page) => page.path === (signupWithCode ? PATHS.signup : path));
}

/** Where the signed-in pages are (/dashboard and below): never listed by search engines. */
export const SIGNED_IN_AREA = PATHS.dashboard;

export function isSignedInPath(pathname: string): boolean {
  return new RegExp(`^${SIGNED_IN_AREA}(/|$)`).test(trimmed(pathname));
}

/**
 * Whether `pathname` is a signed-in area's landing page (its index route: the dashboard's overview,
 * the console's), whose code and texts the page itself preloads (api/src/routes/web/preload.ts).
 */
export function isAreaLanding(pathname: string): boolean {
  const path = trimmed(pathname);
  return path === PATHS.dashboard || path === PATHS.admin;
}

/** The remote that shows the page at `pathname` (the shell's routes, shell/src/app.tsx). */
export function remoteOfPath(pathname: string): 'public' | 'investor' | 'admin' {
  if (new RegExp(`^${PATHS.admin}(/|$)`).test(trimmed(pathname))) return 'admin';
  return isSignedInPath(pathname) ? 'investor' : 'public';
}

/**
 * The remote the page at `pathname` leads to next, fetched while the visitor is still on it: the
 * sign-in form leads to the dashboard. Null for other pages.
 */
export function nextRemoteOfPath(pathname: string): 'investor' | null {
  return publicPath(pathname) === PATHS.login ? 'investor' : null;
}

/** Whether `pathname` is a page of the site (a public page or a signed-in one); anything else is the public 404. */
export function isKnownPagePath(pathname: string): boolean {
  return isSignedInPath(pathname) || publicPage(pathname) !== undefined;
}

/** The head of the page at `pathname` on the site named `siteName`, in the reader's language. */
export function pageMeta(pathname: string, siteName: string, translate: Translate = inEnglish): PageMeta {
  if (isSignedInPath(pathname)) return { title: siteName, description: translate(SIGNED_IN_DESCRIPTION), indexable: false };
  const page = publicPage(pathname);
  if (!page) return { title: `${translate(NOT_FOUND.title)} · ${siteName}`, description: translate(NOT_FOUND.description), indexable: false };
  return {
    title: page.title === null ? `${siteName}: ${translate(HOME_TAGLINE)}` : `${translate(page.title)} · ${siteName}`,
    description: translate(page.description),
    indexable: page.indexable && publicPath(pathname) === page.path,
  };
}

/** The pages a sitemap lists, as paths. */
export function sitemapPaths(): string[] {
  return PUBLIC_PAGES.filter((page) => page.indexable).map((page) => page.path);
}

/** The notice on every page of a demo site: written into the page's HTML by the server, so it shows from the first paint. */
export const DEMO_NOTICE = /*i18n*/ { id: 'rules.demoNotice', message: 'Demo site: placeholder addresses. Send no funds.' };
/** The element's id, by which the shell knows the server wrote the notice (its dev server's pages have none). */
export const DEMO_NOTICE_ID = 'demo-notice';
/** The id of the JSON script tag in which the server writes the runtime config into each page (api/src/routes/web/runtime-config.ts). */
export const INLINE_CONFIG_ID = 'runtime-config';
/**
 * Where the shell's HTML of a page (its frame: notice, top navigation) holds the remote's HTML, for
 * the server to put it in (api/src/routes/web/prerendered.ts); text React writes unescaped.
 */
export const PRERENDER_SLOT = '@@arcvest-remote-area@@';
/** The attribute of `#root` by which the shell knows the page came as HTML and is to be hydrated. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * The access token lives in localStorage under `access_token`, the key the original client used
 * (store/token-storage.ts); a page's inline script reads it too (api/src/routes/web/after-paint.ts).
 */
export const TOKEN_KEY = 'access_token';
/**
 * Where a signed-in area's page keeps the reads its HTML started before any script (the session,
 * api/src/routes/web/early-session.ts): on `window`, by method and URL, for the API slice's first
 * matching call to take (shared/src/api/early-reads.ts).
 */
export const EARLY_READS_KEY = '__arcvestEarlyReads';
/**
 * Marks content of a page sent as HTML that only its script fills (the home page's plan cards): on a
 * page whose scripts wait for the visitor, such content nearing the screen asks for them
 * (api/src/routes/web/after-paint.ts).
 */
export const AWAITS_SCRIPT_ATTRIBUTE = 'data-awaits-script';
/**
 * The event a page sent as HTML fires on `window` once React has hydrated the page itself (its
 * `HydrationSignal`): a page whose scripts wait for the visitor (api/src/routes/web/after-paint.ts)
 * holds the clicks made before it and replays them then.
 */
export const PAGE_HYDRATED_EVENT = 'arcvest:page-hydrated';
/**
 * In a build's dist (webpack/index.ts), the server bundle that renders its pages (exporting
 * `renderPage`, and in a remote `PAGE_CHUNKS`), and a remote's scripts and stylesheets of each named chunk.
 */
export const SERVER_RENDER_FILE = 'server/render.js';
export const CHUNK_FILES_FILE = 'server/chunk-files.json';
