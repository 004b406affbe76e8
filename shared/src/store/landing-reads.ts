import type { AppDispatch, AppStore } from './store';

/** The store of the page a visit started on, given by the shell as it starts. */
let visitStore: AppStore | null = null;

export function setVisitStore(store: AppStore): void {
  visitStore = store;
}

/**
 * Starts the reads of an area's landing page as the area's routes load (remote-investor's and
 * remote-admin's routes.tsx), for a signed-in visit that starts there: beside the user's session
 * (`restoreSession`) instead of after it and the page's first render. The page's hooks then find
 * the answers, or the requests under way, in the API cache. Nothing is asked without a token, nor
 * in a remote run on its own, whose page reads as it renders.
 */
export function prefetchLandingReads(read: (dispatch: AppDispatch) => void): void {
  if (visitStore?.getState().auth.token) read(visitStore.dispatch);
}

/**
 * How old, in seconds, a landing page's figures may be when the page mounts (RTK Query's
 * `refetchOnMountOrArgChange`): those its area started as it loaded are not read a second time a
 * moment later, and older ones, from a visit to the page before, are read again. While the page is
 * open, the live stream's events keep them fresh (live-updates.ts).
 */
export const LANDING_READ_MAX_AGE_SECONDS = 10;
