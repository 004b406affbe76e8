import type { Coin } from '../types';
import { coinUsdPrice, isCurrentReserveMessage, reserveAddressMessage, reservesRatio, utcDay } from './reserves';

const facts: { platform: string; coin: Coin; address: string } = { platform: 'Arcvest', coin: 'ETH', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' };

describe('reserveAddressMessage', () => {
  it('names the platform, the coin, the address and the day on one line', () => {
    expect(reserveAddressMessage({ ...facts, date: '2026-06-01' })).toBe(
      'Arcvest proof of reserves: I control the ETH address 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 on 2026-06-01.',
    );
  });
});

describe('isCurrentReserveMessage', () => {
  const now = new Date('2026-06-01T00:30:00Z');
  const on = (date: string, changes: Partial<typeof facts> = {}) => reserveAddressMessage({ ...facts, ...changes, date });

  it('takes the message of today and of yesterday (UTC), for admins west of UTC', () => {
    expect(isCurrentReserveMessage(on('2026-06-01'), facts, now)).toBe(true);
    expect(isCurrentReserveMessage(on('2026-05-31'), facts, now)).toBe(true);
  });

  it('refuses an older or a future day, another platform, coin or address, and any other text', () => {
    expect(isCurrentReserveMessage(on('2026-05-30'), facts, now)).toBe(false);
    expect(isCurrentReserveMessage(on('2026-06-02'), facts, now)).toBe(false);
    expect(isCurrentReserveMessage(on('2026-06-01', { platform: 'Other' }), facts, now)).toBe(false);
    expect(isCurrentReserveMessage(on('2026-06-01', { coin: 'BTC' }), facts, now)).toBe(false);
    expect(isCurrentReserveMessage(on('2026-06-01', { address: facts.address.toLowerCase() }), facts, now)).toBe(false);
    expect(isCurrentReserveMessage(`${on('2026-06-01')} `, facts, now)).toBe(false);
  });

  it('counts days in UTC', () => {
    expect(utcDay(new Date('2026-06-01T23:59:59.999Z'))).toBe('2026-06-01');
    expect(utcDay(new Date('2026-06-02T01:00:00+02:00'))).toBe('2026-06-01');
  });
});

describe('reservesRatio', () => {
  it('divides reserves by liabilities to 4 decimals, 0 when nothing is owed', () => {
    expect(reservesRatio(150_00, 100_00)).toBe(1.5);
    expect(reservesRatio(1, 3)).toBe(0.3333);
    expect(reservesRatio(2, 3)).toBe(0.6667);
    expect(reservesRatio(0, 100)).toBe(0);
    expect(reservesRatio(500, 0)).toBe(0);
  });
});

describe('coinUsdPrice', () => {
  const prices = { bitcoin: { usd: 60000 }, ethereum: { usd: 3000 }, ripple: { usd: 0.5 }, solana: { usd: 150 }, tether: { usd: 0.998 } };
  it('reads the coin’s quote; USDT is worth a dollar whatever its quote', () => {
    expect(coinUsdPrice('BTC', prices)).toBe(60000);
    expect(coinUsdPrice('XRP', prices)).toBe(0.5);
    expect(coinUsdPrice('USDT', prices)).toBe(1);
  });
});
