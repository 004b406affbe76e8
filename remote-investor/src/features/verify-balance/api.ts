import { api, type LiabilityProof } from '@arcvest/shared';

export const verifyBalanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's leaf in the latest proof of liabilities, and its path to the root. */
    getOwnLiabilityProof: build.query<LiabilityProof, void>({
      query: () => '/proof-of-liabilities/me',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOwnLiabilityProofQuery } = verifyBalanceApi;
