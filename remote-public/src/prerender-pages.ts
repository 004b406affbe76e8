/** Which of the public pages the server sends as HTML, and how (remote-public/src/prerender.tsx). */

/**
 * The pages sent as HTML, each with the chunk its code is in (routes.tsx names them), whose
 * stylesheets the page links so that it paints styled. A page with data of its own (the proof of
 * reserves) or a form behind a token (password reset) is left to the browser.
 */
export const PAGE_CHUNKS: Record<string, string | null> = {
  '/': null,
  '/about-us': 'page-info',
  '/terms-and-conditions': 'page-info',
  '/privacy-policy': 'page-info',
  '/signup': 'page-signup',
  '/login': 'page-login',
};

/**
 * The pages whose scripts wait for the visitor's first move (a touch, a scroll, a key, the pointer)
 * or for their plan cards to near the screen, rather than load after the first paint: all they show
 * is in their HTML, and each fires HydrationSignal for the clicks held until it is hydrated
 * (api/src/routes/web/after-paint.ts, docs/performance.md#scripts-on-the-visitors-first-move).
 */
export const PAGES_AWAITING_VISITOR: readonly string[] = ['/', '/about-us', '/terms-and-conditions', '/privacy-policy'];
