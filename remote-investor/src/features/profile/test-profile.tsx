import { renderWithProviders, testUser } from '@arcvest/shared/test';
import { createAppStore, PATHS, type User } from '@arcvest/shared';
import type { ReactElement } from 'react';

export const PROFILE_MARKER = 'Profile page marker';

/** Renders a profile page at `path` for `user`, with the profile itself as a marker to land on. */
export function renderProfilePage(element: ReactElement, path: string, user: User = testUser()) {
  return renderWithProviders(element, {
    route: path,
    path,
    otherRoutes: { [PATHS.profile]: <p>{PROFILE_MARKER}</p> },
    store: createAppStore({ auth: { token: 'token', user, error: null, loggedOut: false } }),
  });
}
