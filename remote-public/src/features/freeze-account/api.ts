import { api, type FreezeLinkBody, type MessageResponse } from '@arcvest/shared';

/** POST /freeze { token }: the one-click link of a security email; 404/422 when it is invalid, used or expired. */
export const freezeAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    freezeByLink: build.mutation<MessageResponse, FreezeLinkBody>({ query: (body) => ({ url: '/freeze', method: 'POST', body }) }),
  }),
});

export const { useFreezeByLinkMutation } = freezeAccountApi;
