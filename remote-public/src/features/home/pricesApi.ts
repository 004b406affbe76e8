import { api, type CryptoPrices } from '@arcvest/shared';

const pricesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCryptoPrices: build.query<CryptoPrices, void>({ query: () => '/crypto-prices' }),
  }),
});

export const { useGetCryptoPricesQuery } = pricesApi;
