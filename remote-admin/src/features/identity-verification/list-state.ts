import { PATHS, useLocation } from '@arcvest/shared';

/** What the list hands to a user's page (router state): its query string, so Back returns to the same search. */
export interface ListState {
  listSearch: string;
}

/** The list as the admin left it; the whole list when the user's page was opened directly. */
export function useListLocation() {
  const state = useLocation().state as Partial<ListState> | null;
  return { pathname: PATHS.manageIdentityVerification, search: state?.listSearch ?? '' };
}
