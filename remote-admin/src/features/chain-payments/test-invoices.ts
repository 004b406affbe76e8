import type { CoinReconciliation, InvoiceException } from '@arcvest/shared';

export function exception(id: number, fields: Partial<InvoiceException> = {}): InvoiceException {
  return {
    id,
    user_id: 10,
    username: 'alice',
    coin: 'ETH',
    plan_id: 2,
    amount: 50000,
    fee: 500,
    amount_due: '0.168333',
    paid: '0.100000',
    paid_cents: 30000,
    all_confirmed: true,
    status: 'partial',
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-11-20T10:30:00.000Z',
    resolution: null,
    resolution_note: null,
    resolved_at: null,
    ...fields,
  };
}

/** Newest first, as the API lists them: two waiting (one still confirming), one rejected, one overpaid. */
export const TEST_EXCEPTIONS: InvoiceException[] = [
  exception(44, { username: 'bob', user_id: 11, coin: 'BTC', status: 'late', amount_due: '0.005100', paid: '0.005100', paid_cents: 50500 }),
  exception(43, { username: 'carol', user_id: 12, all_confirmed: false }),
  exception(42, {
    username: 'dave',
    user_id: 13,
    resolution: 'rejected',
    resolution_note: 'Sent from an exchange we cannot pay back.',
    resolved_at: '2026-11-19T09:00:00.000Z',
  }),
  exception(41, { username: 'erin', user_id: 14, status: 'overpaid', paid: '0.200000', paid_cents: 60000 }),
];

export const TEST_RECONCILIATION: CoinReconciliation[] = [
  {
    coin: 'BTC',
    received: '0.005100',
    credited: '0.000000',
    uncredited: [
      {
        invoice_id: 44,
        username: 'bob',
        txid: 'ab'.repeat(32),
        amount: '0.005100',
        confirmations: 3,
        seen_at: '2026-11-20T11:00:00.000Z',
        invoice_status: 'late',
        resolution: null,
        explorer_url: `https://mempool.space/tx/${'ab'.repeat(32)}`,
      },
    ],
  },
  { coin: 'ETH', received: '1.500000', credited: '1.500000', uncredited: [] },
];
