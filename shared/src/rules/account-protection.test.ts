import {
  antiPhishingCodeError,
  antiPhishingLine,
  freezeLinkUrl,
  maskedAntiPhishingCode,
  secondFactorAlertDue,
  securityHoldMessage,
  stepUpKey,
} from './account-protection';
import { withdrawalAddressSummary, withdrawalSummary } from './step-up-summary';

describe('step-up binding', () => {
  const withdrawal = { amount: 250_00, payment_method: 'BTC', address: ' bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq ' };

  it('binds a withdrawal to its amount, coin and trimmed address', () => {
    const key = stepUpKey('withdrawal', withdrawal);
    expect(stepUpKey('withdrawal', { ...withdrawal, address: withdrawal.address.trim() })).toBe(key);
    expect(stepUpKey('withdrawal', { ...withdrawal, amount: 250_01 })).not.toBe(key);
    expect(stepUpKey('withdrawal', { ...withdrawal, payment_method: 'ETH' })).not.toBe(key);
    expect(stepUpKey('withdrawal', { ...withdrawal, address: 'bc1qother' })).not.toBe(key);
  });

  it('binds a new address to its coin, address and label, and never matches a withdrawal', () => {
    const address = { payment_method: 'BTC', address: 'bc1q', label: 'Cold' };
    expect(stepUpKey('withdrawal-address', { ...address, label: ' Cold ' })).toBe(stepUpKey('withdrawal-address', address));
    expect(stepUpKey('withdrawal-address', { ...address, label: 'Hot' })).not.toBe(stepUpKey('withdrawal-address', address));
    expect(stepUpKey('withdrawal-address', address)).not.toBe(stepUpKey('withdrawal', { ...address, amount: 1 }));
  });

  it('names what is confirmed: dollars, coin, network and address', () => {
    expect(withdrawalSummary(withdrawal)).toBe('Withdraw $250.00 in BTC on the Bitcoin network to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect(withdrawalSummary({ amount: 1_000_00, payment_method: 'USDT', address: 'TR7' })).toBe(
      'Withdraw $1,000.00 in USDT on the Tron (TRC-20) network to TR7',
    );
    expect(withdrawalAddressSummary({ payment_method: 'XRP', address: 'rAbc', label: ' Ledger ' })).toBe(
      'Save the XRP address "Ledger" (rAbc) on the XRP Ledger network for withdrawals',
    );
  });
});

describe('anti-phishing code', () => {
  it('takes 4 to 32 letters, digits, spaces and simple punctuation', () => {
    expect(antiPhishingCodeError('blue otter 7')).toBeNull();
    expect(antiPhishingCodeError('Élan vital!')).toBeNull();
    expect(antiPhishingCodeError('abc')).toBe('Use 4 to 32 characters.');
    expect(antiPhishingCodeError('x'.repeat(33))).toBe('Use 4 to 32 characters.');
    expect(antiPhishingCodeError('<b>hi</b>')).toMatch(/^Use letters, digits/);
  });

  it('heads emails and shows back masked', () => {
    expect(antiPhishingLine('blue otter')).toBe('Your anti-phishing code: blue otter');
    expect(maskedAntiPhishingCode('blue otter')).toBe('b…r (10 characters)');
  });
});

describe('second-factor alerts', () => {
  it('emails at the 5th wrong code in a row, then every 25th, until the lock', () => {
    const due = Array.from({ length: 100 }, (_, index) => index + 1).filter(secondFactorAlertDue);
    expect(due).toEqual([5, 30, 55, 80]);
  });
});

it('says until when a hold lasts, in UTC', () => {
  expect(securityHoldMessage('2026-06-02T12:00:00.000Z')).toMatch(/on hold until .*2026.* UTC after a recent change/);
});

it('links a freeze to the freeze page of the site, with its token', () => {
  expect(freezeLinkUrl('https://arcvest.example/', 'abc_-9')).toBe('https://arcvest.example/freeze-account?token=abc_-9');
  expect(freezeLinkUrl('http://localhost:3000', 'x')).toBe('http://localhost:3000/freeze-account?token=x');
});
