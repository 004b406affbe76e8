import type { ProofOfReserves } from '@arcvest/shared';

const ETH_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A published proof as GET /proof-of-reserves answers it: 112.5 % covered, XRP could not be read. */
export const RESERVES: ProofOfReserves = {
  latest: {
    generated_at: '2026-11-27T08:00:00.000Z',
    liabilities: { root: 'ab'.repeat(32), total: 8_000_000_00, leaves: 3_611, investors: 1_204, generated_at: '2026-11-27T08:00:00.000Z' },
    reserves: 9_000_000_00,
    ratio: 1.125,
    demo: false,
    coins: [
      { coin: 'BTC', amount: '60.5', price: 90_000_00, value: 5_445_000_00, addresses: 14, available: true, demo: false },
      { coin: 'ETH', amount: '1185', price: 3_000_00, value: 3_555_000_00, addresses: 3, available: true, demo: false },
      { coin: 'XRP', amount: '0', price: 2_10, value: 0, addresses: 2, available: false, demo: false },
    ],
  },
  history: [
    { generated_at: '2026-11-25T08:00:00.000Z', reserves: 8_400_000_00, liabilities: 8_000_000_00, ratio: 1.05 },
    { generated_at: '2026-11-26T08:00:00.000Z', reserves: 8_800_000_00, liabilities: 8_000_000_00, ratio: 1.1 },
    { generated_at: '2026-11-27T08:00:00.000Z', reserves: 9_000_000_00, liabilities: 8_000_000_00, ratio: 1.125 },
  ],
  addresses: [
    {
      id: 1,
      coin: 'ETH',
      address: ETH_ADDRESS,
      message: `Arcvest holds reserves at ${ETH_ADDRESS} (ETH) on 2026-11-20`,
      signature: `0x${'5c'.repeat(65)}`,
      public_key: null,
      registered_at: '2026-11-20T10:00:00.000Z',
    },
  ],
};

/** A demo installation's proof: its reserves are the demo's sample holdings, marked demo. */
export const DEMO_RESERVES: ProofOfReserves = {
  ...RESERVES,
  latest: {
    ...RESERVES.latest,
    liabilities: { ...RESERVES.latest.liabilities, total: 4_507_50 },
    reserves: 7_700_00,
    ratio: 1.7083,
    demo: true,
    coins: [
      { coin: 'BTC', amount: '0.05', price: 60_000_00, value: 3_000_00, addresses: 0, available: true, demo: true },
      { coin: 'ETH', amount: '1.2', price: 3_000_00, value: 3_600_00, addresses: 0, available: true, demo: true },
      { coin: 'USDT', amount: '1100', price: 1_00, value: 1_100_00, addresses: 0, available: true, demo: true },
    ],
  },
  addresses: [],
};
