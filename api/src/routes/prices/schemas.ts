import { PRICE_COINS } from '../../domain/prices';

const usdPrice = {
  type: 'object',
  properties: { usd: { type: 'number', description: 'US dollars per coin' } },
  required: ['usd'],
} as const;

export const cryptoPricesSchema = {
  tags: ['prices'],
  summary: 'Coin prices in US dollars; `stale` when the source could not be reached (last known or default prices)',
  response: {
    200: {
      type: 'object',
      properties: {
        ...Object.fromEntries(PRICE_COINS.map((coin) => [coin, usdPrice])),
        stale: { type: 'boolean' },
        updated_at: { type: ['string', 'null'], description: 'When the source gave these prices (ISO 8601); null for defaults' },
      },
      required: [...PRICE_COINS, 'stale', 'updated_at'],
    },
  },
} as const;
