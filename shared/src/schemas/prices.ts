import { Type, type Static } from '@sinclair/typebox';
import { NullableText } from './common';

const UsdPrice = Type.Object({ usd: Type.Number({ description: 'US dollars per coin' }) });

export const CryptoPrices = Type.Object({
  bitcoin: UsdPrice,
  ethereum: UsdPrice,
  ripple: UsdPrice,
  solana: UsdPrice,
  tether: UsdPrice,
  stale: Type.Boolean(),
  updated_at: NullableText({ description: 'When the source gave these prices (ISO 8601); null for defaults' }),
});
export type CryptoPrices = Static<typeof CryptoPrices>;

export const cryptoPricesSchema = {
  tags: ['prices'],
  summary: 'Coin prices in US dollars; `stale` when the source could not be reached (last known or default prices)',
  response: { 200: CryptoPrices },
};
