import { setupI18n } from '@lingui/core';
import {
  exactCoinAmount,
  fromBaseUnits,
  INVOICE_DECISION_TEXTS,
  invoiceRejectionReasonError,
  MAX_INVOICE_REJECTION_REASON_LENGTH,
  paymentUri,
} from './invoices';
import { inEnglish, type Translate } from './messages';
import { loadSignedInRuleMessages } from './rule-messages';

describe('paymentUri: the wallet link an invoice’s QR code holds', () => {
  it('BIP 21 for BTC, with the amount in BTC, trailing zeros dropped', () => {
    expect(paymentUri('BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', '0.008660')).toBe(
      'bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00866',
    );
  });

  it('EIP-681 for ETH, with the value in wei on the chain id (mainnet unless told)', () => {
    const address = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
    expect(paymentUri('ETH', address, '0.173334')).toBe(`ethereum:${address}@1?value=173334000000000000`);
    expect(paymentUri('ETH', address, '0.173334', { chainId: 31337 })).toBe(`ethereum:${address}@31337?value=173334000000000000`);
  });

  it('an xrpl:// payment request for XRP, with the amount in XRP and the destination tag as dt', () => {
    expect(paymentUri('XRP', 'rLNaPoKeeBjZe2qs6x52yVPZpZ8td4dc6w', '1040.000000', { destinationTag: 17 })).toBe(
      'xrpl://rLNaPoKeeBjZe2qs6x52yVPZpZ8td4dc6w?amount=1040&dt=17',
    );
    expect(paymentUri('XRP', 'rLNaPoKeeBjZe2qs6x52yVPZpZ8td4dc6w', '0.500000', { destinationTag: 0 })).toBe(
      'xrpl://rLNaPoKeeBjZe2qs6x52yVPZpZ8td4dc6w?amount=0.5&dt=0',
    );
  });

  it('a Solana Pay transfer request for SOL: the amount in SOL with its leading zero, and the reference', () => {
    const reference = 'GvHeR432g7MjN9uKyX3Dzg66TqwrEWgANLnnFZXMeyyj';
    expect(paymentUri('SOL', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', '0.466600', { reference })).toBe(
      `solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=0.4666&reference=${reference}`,
    );
  });

  it('the bare T… address for USDT on TRON, which every TRON wallet reads (there is no TRC-20 link they agree on)', () => {
    expect(paymentUri('USDT', 'TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy', '510.000000')).toBe('TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy');
  });
});

describe('exactCoinAmount', () => {
  it('keeps every decimal of the chain’s unit and drops trailing zeros, where fromBaseUnits shows 6, rounded down', () => {
    expect(fromBaseUnits('ETH', 1_000_000_000_000_000_001n)).toBe('1.000000');
    expect(exactCoinAmount('BTC', 150_000_000n)).toBe('1.5');
    expect(exactCoinAmount('BTC', 1n)).toBe('0.00000001');
    expect(exactCoinAmount('ETH', 1_000_000_000_000_000_001n)).toBe('1.000000000000000001');
    expect(exactCoinAmount('ETH', 123n * 10n ** 24n)).toBe('123000000');
    expect(exactCoinAmount('USDT', 2_500_000n)).toBe('2.5');
    expect(exactCoinAmount('SOL', 0n)).toBe('0');
  });
});

describe('invoiceRejectionReasonError: the reason the user reads on their invoice', () => {
  it('asks for a reason and keeps it within the limit, in English by default (the API)', () => {
    expect(invoiceRejectionReasonError(' \n ')).toBe('Give the reason the user will see.');
    expect(invoiceRejectionReasonError('a'.repeat(MAX_INVOICE_REJECTION_REASON_LENGTH + 1))).toBe('Please keep the reason to 500 characters.');
    expect(invoiceRejectionReasonError(`  ${'a'.repeat(MAX_INVOICE_REJECTION_REASON_LENGTH)}  `)).toBeNull();
    expect(inEnglish(INVOICE_DECISION_TEXTS.unconfirmed)).toBe('Some of its payments do not have their confirmations yet. Decide once they do.');
    expect(inEnglish({ ...INVOICE_DECISION_TEXTS.outsidePlan, values: { paid: '$90.00', min: '$100.00', max: '$500.00' } })).toBe(
      'What was paid comes to $90.00 after the fee, outside this plan’s $100.00 to $500.00. Credit it to the balance or reject it.',
    );
  });

  it("says it in the reader's language", async () => {
    const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': await loadSignedInRuleMessages('pt-BR') } });
    const _: Translate = (message) => i18n._(message);
    expect(invoiceRejectionReasonError('', _)).toBe('Informe o motivo que o usuário verá.');
    expect(invoiceRejectionReasonError('a'.repeat(MAX_INVOICE_REJECTION_REASON_LENGTH + 1), _)).toBe('Limite o motivo a 500 caracteres.');
  });
});
