import type { CryptoAddress } from '@arcvest/shared';

/** As GET /all-btc-address sends them: newest first. */
export const TEST_ADDRESSES: CryptoAddress[] = [
  { id: 12, address: 'bc1qnewestaddressxyz0000000000000000000001', qr_code: '/api/images/AAAAAAAAAAAAAAAAAAAA12', created_at: '2026-11-15T12:00:00.000Z' },
  { id: 7, address: 'bc1qolderaddressxyz00000000000000000000007', qr_code: '/api/images/AAAAAAAAAAAAAAAAAAAAA7', created_at: '2026-10-02T12:00:00.000Z' },
  { id: 3, address: 'bc1qoldestaddressxyz0000000000000000000003', qr_code: '/api/images/AAAAAAAAAAAAAAAAAAAAA3', created_at: '2026-09-20T12:00:00.000Z' },
];
