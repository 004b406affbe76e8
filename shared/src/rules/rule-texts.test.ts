import { paymentMethodLabel } from './purchase';
import { acceptedCoinsText, coinLabel, coinWithNetwork, paymentCoinByCoin, PAYMENT_COINS } from './coins';
import { IMAGE_UPLOAD_HINT, imageTooLargeMessage, MAX_IMAGE_BYTES } from './images';
import { formatWholeUsd } from './money';
import { REFERRAL_RATE_TEXT, referralBonus } from './transactions';
import { WITHDRAWAL_LIMITS, withdrawalLevelText } from './withdrawals';

describe('texts built from the rule constants', () => {
  it('formats whole dollars for rule texts', () => {
    expect(formatWholeUsd(500_00)).toBe('$500');
    expect(formatWholeUsd(1_000_00)).toBe('$1,000');
    expect(formatWholeUsd(1_000_99)).toBe('$1,000');
  });

  it('says the withdrawal limits in the spec wording, from the limits', () => {
    expect(withdrawalLevelText(1)).toBe(`Please verify your email address to withdraw more than ${formatWholeUsd(WITHDRAWAL_LIMITS[1])}.`);
    expect(withdrawalLevelText(1)).toBe('Please verify your email address to withdraw more than $500.');
    expect(withdrawalLevelText(2)).toBe('Please complete your Identity verification process to be able to withdraw a $1,000 and above.');
  });

  it('says the referral rate the bonus is computed with', () => {
    expect(REFERRAL_RATE_TEXT).toBe('1%');
    expect(referralBonus(100_00)).toBe(Number.parseFloat(REFERRAL_RATE_TEXT) * 100);
  });

  it('says the image limit the upload check uses', () => {
    expect(imageTooLargeMessage('QR code')).toBe('The QR code image may be at most 5 MB.');
    expect(IMAGE_UPLOAD_HINT).toBe('PNG, JPEG, GIF or WebP, at most 5 MB.');
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
  });

  it('lists the accepted coins from the catalogue, naming the USDT network', () => {
    expect(coinLabel(paymentCoinByCoin('BTC')!)).toBe('Bitcoin (BTC)');
    expect(coinLabel(paymentCoinByCoin('USDT')!)).toBe('Tether (USDT)');
    expect(coinWithNetwork(paymentCoinByCoin('USDT')!)).toBe('Tether (USDT) on the TRC20 network');
    expect(acceptedCoinsText('or')).toBe('Bitcoin (BTC), Ethereum (ETH), Ripple (XRP), Solana (SOL) or Tether (USDT) on the TRC20 network');
    expect(acceptedCoinsText('and')).toContain(' and Tether (USDT)');
    for (const coin of PAYMENT_COINS) expect(acceptedCoinsText('or')).toContain(coin.name);
  });
});

describe('payment method label', () => {
  it('names a coin once with its symbol, the balance by name, anything else as sent', () => {
    expect(paymentMethodLabel('ETH')).toBe('Ethereum (ETH)');
    expect(paymentMethodLabel('USDT')).toBe('Tether (USDT)');
    expect(paymentMethodLabel('BALANCE')).toBe('Account balance');
    expect(paymentMethodLabel('DOGE')).toBe('DOGE');
  });
});
