import fc from 'fast-check';
import { coinAmount, coinPayment, normalizeTransactionId, transactionIdError } from './coins';
import { depositAmountError } from './deposits';
import { MAX_IMAGE_BYTES, sniffImageType } from './images';
import { referralBonus, signedAmount, walletEffect } from './transactions';
import { maxWithdrawal, withdrawalError } from './withdrawals';

const hex64 = 'ab'.repeat(32);
const solSignature = '5'.repeat(44) + 'VwxYz'.repeat(5);

describe('transaction ids', () => {
  it('accepts each coin in its own format', () => {
    for (const coin of ['BTC', 'XRP', 'USDT'] as const) expect(transactionIdError(coin, hex64.toUpperCase())).toBeNull();
    expect(transactionIdError('ETH', `0x${hex64}`)).toBeNull();
    expect(transactionIdError('SOL', solSignature)).toBeNull();
  });

  it('refuses other formats with a message naming the coin', () => {
    expect(transactionIdError('BTC', hex64.slice(1))).toBe('A valid BTC transaction ID is 64 hexadecimal characters.');
    expect(transactionIdError('BTC', `${hex64.slice(1)}g`)).not.toBeNull();
    expect(transactionIdError('ETH', hex64)).toBe('A valid ETH transaction ID is 0x followed by 64 hexadecimal characters.');
    expect(transactionIdError('USDT', `0x${hex64}`)).not.toBeNull();
    expect(transactionIdError('SOL', '1'.repeat(63))).not.toBeNull();
    expect(transactionIdError('SOL', '1'.repeat(89))).not.toBeNull();
    // 0, O, I and l are not base58.
    expect(transactionIdError('SOL', `0${solSignature.slice(1)}`)).not.toBeNull();
  });

  it('stores hex in lower case and keeps base58 as typed', () => {
    expect(normalizeTransactionId('BTC', ` ${hex64.toUpperCase()} `)).toBe(hex64);
    expect(normalizeTransactionId('SOL', ` ${solSignature} `)).toBe(solSignature);
  });
});

describe('coin payment', () => {
  it('converts the plan amount at the price, 6 decimals, with a 20 USD fee', () => {
    expect(coinPayment('BTC', 100_000_00, 50_000)).toEqual({
      amount: '2.000000',
      fee: '0.000400',
      total: '2.000400',
      amountCents: 100_000_00,
      feeCents: 20_00,
      totalCents: 100_020_00,
    });
    expect(coinPayment('ETH', 1_000_00, 3_000)).toMatchObject({ amount: '0.333333', fee: '0.006667', total: '0.340000' });
  });

  it('charges 10 USDT at a price of 1 whatever the quote', () => {
    expect(coinPayment('USDT', 250_50, 0.998)).toEqual({
      amount: '250.500000',
      fee: '10.000000',
      total: '260.500000',
      amountCents: 250_50,
      feeCents: 10_00,
      totalCents: 260_50,
    });
  });

  it('has no answer without a usable price', () => {
    expect(coinPayment('SOL', 100, 0)).toBeNull();
    expect(coinPayment('SOL', 100, Number.NaN)).toBeNull();
  });
});

describe('coin amount', () => {
  it('converts dollars at the price to 6 decimals, with no fee (a withdrawal)', () => {
    expect(coinAmount('BTC', 500_00, 50_000)).toBe('0.010000');
    expect(coinAmount('ETH', 100_00, 3_000)).toBe('0.033333');
    expect(coinAmount('USDT', 120_50, 1.02)).toBe('120.500000');
  });

  it('has no answer without a usable price', () => {
    expect(coinAmount('XRP', 100, undefined)).toBeNull();
    expect(coinAmount('XRP', 100, -1)).toBeNull();
  });
});

describe('deposit amount', () => {
  const plan = { min_amount: 100_00, max_amount: 999_00 };
  it('accepts the bounds and refuses outside them in dollars', () => {
    expect(depositAmountError(100_00, plan)).toBeNull();
    expect(depositAmountError(999_00, plan)).toBeNull();
    const message = 'Please deposit between $100.00 and $999.00 for this plan';
    expect(depositAmountError(99_99, plan)).toBe(message);
    expect(depositAmountError(999_01, plan)).toBe(message);
    expect(depositAmountError(150.5, plan)).toBe(message);
  });
});

describe('withdrawal rules', () => {
  it('checks a positive amount, then the balance, then the level limit', () => {
    expect(withdrawalError({ amount: 0, wallet: 10, level: 3 })).toBe('Please enter an amount above $0.00.');
    expect(withdrawalError({ amount: 900_00, wallet: 800_00, level: 1 })).toBe('Insufficient balance');
    expect(withdrawalError({ amount: 500_00, wallet: 900_00, level: 1 })).toBeNull();
    expect(withdrawalError({ amount: 500_01, wallet: 900_00, level: 1 })).toBe('Please verify your email address to withdraw more than $500.');
    expect(withdrawalError({ amount: 1_000_00, wallet: 5_000_00, level: 2 })).toBeNull();
    expect(withdrawalError({ amount: 1_000_01, wallet: 5_000_00, level: 2 })).toBe(
      'Please complete your Identity verification process to be able to withdraw a $1,000 and above.',
    );
    expect(withdrawalError({ amount: 5_000_00, wallet: 5_000_00, level: 3 })).toBeNull();
  });

  it('offers as Max the balance within the level limit and what is left today, saying which set it', () => {
    expect(maxWithdrawal({ wallet: 300_00, level: 1, leftToday: null })).toEqual({ amount: 300_00, cappedBy: 'balance' });
    expect(maxWithdrawal({ wallet: 900_00, level: 1, leftToday: null })).toEqual({ amount: 500_00, cappedBy: 'level' });
    expect(maxWithdrawal({ wallet: 5_000_00, level: 2, leftToday: null })).toEqual({ amount: 1_000_00, cappedBy: 'level' });
    expect(maxWithdrawal({ wallet: 5_000_00, level: 3, leftToday: 2_000_00 })).toEqual({ amount: 2_000_00, cappedBy: 'daily' });
    expect(maxWithdrawal({ wallet: 5_000_00, level: 3, leftToday: null })).toEqual({ amount: 5_000_00, cappedBy: 'balance' });
    for (const level of [1, 2, 3]) {
      for (const wallet of [0, 1, 499_99, 500_00, 999_99, 1_000_00, 1_000_01, 7_000_00]) {
        const { amount } = maxWithdrawal({ wallet, level, leftToday: null });
        if (amount > 0) expect(withdrawalError({ amount, wallet, level })).toBeNull();
      }
    }
  });
});

describe('transaction amounts', () => {
  it('signs history amounts by type', () => {
    for (const type of ['deposit', 'bonus', 'earnings', 'capital'] as const) expect(signedAmount(type, 5)).toBe(5);
    for (const type of ['withdrawal', 'charges', 'investment'] as const) expect(signedAmount(type, 5)).toBe(-5);
  });

  it('counts what reached the wallet: not crypto deposits, not rejected withdrawals', () => {
    expect(walletEffect({ type: 'deposit', status: 'confirmed', amount: 5 })).toBe(0);
    expect(walletEffect({ type: 'withdrawal', status: 'pending', amount: 5 })).toBe(-5);
    expect(walletEffect({ type: 'withdrawal', status: 'confirmed', amount: 5 })).toBe(-5);
    expect(walletEffect({ type: 'withdrawal', status: 'failed', amount: 5 })).toBe(0);
    expect(walletEffect({ type: 'investment', status: 'confirmed', amount: 5 })).toBe(-5);
    expect(walletEffect({ type: 'earnings', status: 'confirmed', amount: 5 })).toBe(5);
  });

  it('pays the referrer 1% in whole cents, never more', () => {
    expect(referralBonus(1_000_00)).toBe(10_00);
    expect(referralBonus(199)).toBe(1);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => referralBonus(amount) * 100 <= amount));
  });
});

describe('image sniffing', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

  it('knows PNG, JPEG, GIF and WebP by their magic numbers', () => {
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffImageType(bytes('hello.png'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('allows 5 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
  });
});
