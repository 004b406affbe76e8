import type { ApprovalPending, MessageResponse, ProofOfReserves, ReserveAddress, ReserveAddressBody, ReserveMessageQuery } from '../types';
import { api } from './base-api';

/**
 * The proof of reserves (docs/proof-of-reserves.md): the public page reads it, the admin console
 * registers and removes the reserve addresses it counts. Here, not in a remote, as both use them.
 */
export const proofOfReservesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The latest snapshot's reserves beside its liabilities, the ratio's history and the reserve addresses; 404 before any snapshot. */
    getProofOfReserves: build.query<ProofOfReserves, void>({ query: () => '/proof-of-reserves', providesTags: ['Reserves'] }),
    getReserveAddresses: build.query<ReserveAddress[], void>({ query: () => '/reserve-addresses', providesTags: ['Reserves'] }),
    /** The text to sign today with the address's key; a 422 names the field at fault. */
    getReserveMessage: build.query<{ message: string }, ReserveMessageQuery>({
      query: (params) => ({ url: '/reserve-addresses/message', params }),
      keepUnusedDataFor: 0,
    }),
    /** 202 with four-eyes approval on: the address waits for a second owner, and the approvals reload to show it. */
    registerReserveAddress: build.mutation<ReserveAddress | ApprovalPending, ReserveAddressBody>({
      query: (body) => ({ url: '/reserve-addresses', method: 'POST', body }),
      invalidatesTags: ['Reserves', 'Approval'],
    }),
    removeReserveAddress: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/reserve-addresses/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Reserves'],
    }),
  }),
});

export const {
  useGetProofOfReservesQuery,
  useGetReserveAddressesQuery,
  useLazyGetReserveMessageQuery,
  useRegisterReserveAddressMutation,
  useRemoveReserveAddressMutation,
} = proofOfReservesApi;
