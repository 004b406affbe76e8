import type { Coin, CryptoPrices } from '../types';
import { coinList, COINS, PAYMENT_COINS, paymentCoinByCoin, paymentCoinBySlug, type PriceKey } from './coins';

// Compile-time: every price key of the catalogue is a coin of GET /crypto-prices.
const pricesHaveEveryKey: Record<PriceKey, { usd: number }> = {} as Pick<CryptoPrices, PriceKey>;

describe('coin catalogue', () => {
  it('lists each accepted coin once, in the order the pages show them', () => {
    const every: Record<Coin, true> = { BTC: true, ETH: true, XRP: true, SOL: true, USDT: true };
    expect(COINS).toEqual(['BTC', 'ETH', 'XRP', 'SOL', 'USDT']);
    expect([...COINS].sort()).toEqual(Object.keys(every).sort());
    expect(pricesHaveEveryKey).toBeDefined();
  });

  it('has a page slug, a CoinGecko key and an API code per coin', () => {
    expect(PAYMENT_COINS.map((coin) => coin.slug)).toEqual(['bitcoin', 'ethereum', 'ripple', 'solana', 'tether']);
    expect(PAYMENT_COINS.map((coin) => coin.priceKey)).toEqual(['bitcoin', 'ethereum', 'ripple', 'solana', 'tether']);
    expect(PAYMENT_COINS.map((coin) => coin.apiCode)).toEqual(['btc', 'eth', 'xrp', 'sol', 'usdt']);
  });

  it('sends USDT on TRC20 and says so in the withdrawal address placeholder', () => {
    expect(paymentCoinBySlug('tether')).toMatchObject({ coin: 'USDT', network: 'Tron (TRC-20)', addressPlaceholder: 'Enter your USDT address (trc20)' });
    expect(paymentCoinBySlug('bitcoin')).toMatchObject({ coin: 'BTC', network: 'Bitcoin', addressPlaceholder: 'Enter your BTC address' });
    for (const coin of PAYMENT_COINS) expect(coin.addressPlaceholder).toContain(coin.coin);
  });

  it('charges 20 USD per deposit, 10 for USDT at a fixed price of 1', () => {
    expect(PAYMENT_COINS.map((coin) => [coin.coin, coin.feeUsd, coin.fixedUsdPrice])).toEqual([
      ['BTC', 20, undefined],
      ['ETH', 20, undefined],
      ['XRP', 20, undefined],
      ['SOL', 20, undefined],
      ['USDT', 10, 1],
    ]);
  });

  it('finds a coin by slug or symbol, nothing otherwise', () => {
    expect(paymentCoinByCoin('XRP')?.slug).toBe('ripple');
    expect(paymentCoinBySlug('dogecoin')).toBeUndefined();
    expect(paymentCoinByCoin('BALANCE')).toBeUndefined();
    expect(paymentCoinByCoin(null)).toBeUndefined();
  });
});

describe('coins as alternatives', () => {
  it('keeps the spec’s English: commas, then "or" without a comma before it', () => {
    expect(coinList(['BTC', 'ETH', 'XRP', 'SOL'])).toBe('BTC, ETH, XRP or SOL');
    expect(coinList(['BTC', 'USDT'], 'en')).toBe('BTC or USDT');
    expect(coinList(['USDT'], 'en')).toBe('USDT');
    expect(coinList([], 'en')).toBe('');
    expect(coinList(['BTC', 'ETH', 'USDT'], 'pseudo')).toBe('BTC, ETH or USDT');
  });

  it.each([
    ['es', 'BTC, ETH o USDT', 'BTC o USDT'],
    ['pt-BR', 'BTC, ETH ou USDT', 'BTC ou USDT'],
    ['ar', 'BTC أو ETH أو USDT', 'BTC أو USDT'],
  ] as const)('writes them as %s does', (locale, three, two) => {
    expect(coinList(['BTC', 'ETH', 'USDT'], locale)).toBe(three);
    expect(coinList(['BTC', 'USDT'], locale)).toBe(two);
    expect(coinList(['SOL'], locale)).toBe('SOL');
  });
});
