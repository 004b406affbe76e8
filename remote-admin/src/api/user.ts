import { api, type User } from '@arcvest/shared';

/** The tag of one user: every admin action on them invalidates it, so each page showing them reloads. */
export const userTag = (id: number) => ({ type: 'Users' as const, id });

/**
 * GET /user/{id}, which three admin features read (the user's page, their plans, their identity).
 * Injected here once: features may not import each other, and an endpoint name belongs to one
 * `injectEndpoints` call only.
 */
const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, number>({
      query: (id) => `/user/${id}`,
      providesTags: (_user, _error, id) => [userTag(id)],
    }),
  }),
});

export const { useGetUserQuery } = userApi;
