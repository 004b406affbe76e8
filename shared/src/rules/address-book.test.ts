import { addressBookError, addressLabelError, onlySavedInForce, sameAddress } from './address-book';

const NOW = new Date('2026-06-02T12:00:00.000Z');
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';
const OFF = { only_saved: false, only_saved_off_at: null };
const ON = { only_saved: true, only_saved_off_at: null };

describe('the withdrawal address book', () => {
  const book = [
    { payment_method: 'BTC' as const, address: BTC, usable_from: '2026-06-02T18:30:00.000Z' },
    { payment_method: 'ETH' as const, address: ETH, usable_from: '2026-06-01T12:00:00.000Z' },
  ];

  it('holds a new address until its time, saying when', () => {
    expect(addressBookError({ coin: 'BTC', address: BTC }, book, OFF, NOW, 24)).toBe(
      'This address was saved recently and can be used from Jun 2, 2026, 6:30 PM UTC.',
    );
    expect(addressBookError({ coin: 'BTC', address: BTC }, book, OFF, new Date('2026-06-02T18:30:00.000Z'), 24)).toBeNull();
  });

  it('matches an Ethereum address whatever its case, and only for its own coin', () => {
    expect(addressBookError({ coin: 'ETH', address: ETH.toLowerCase() }, book, ON, NOW, 24)).toBeNull();
    expect(sameAddress('BTC', BTC, BTC.toUpperCase())).toBe(false);
    expect(addressBookError({ coin: 'USDT', address: ETH }, book, ON, NOW, 24)).toMatch(/only to your saved addresses/);
  });

  it('with only saved addresses on, refuses any other and says when it could be used if saved now', () => {
    expect(addressBookError({ coin: 'BTC', address: 'bc1qother' }, book, OFF, NOW, 24)).toBeNull();
    expect(addressBookError({ coin: 'BTC', address: 'bc1qother' }, book, ON, NOW, 24)).toBe(
      'You send withdrawals only to your saved addresses. Save this address first: it can then be used from Jun 3, 2026, 12:00 PM UTC.',
    );
  });

  it('keeps the switch on for a hold after it is switched off', () => {
    const switchedOff = { only_saved: false, only_saved_off_at: '2026-06-03T08:00:00.000Z' };
    expect(onlySavedInForce(switchedOff, NOW)).toBe(true);
    expect(onlySavedInForce(switchedOff, new Date('2026-06-03T08:00:00.000Z'))).toBe(false);
    expect(onlySavedInForce(ON, NOW)).toBe(true);
    expect(onlySavedInForce(OFF, NOW)).toBe(false);
  });

  it('asks for a short label', () => {
    expect(addressLabelError(' My Ledger ')).toBeNull();
    expect(addressLabelError('  ')).toMatch(/give the address a label/);
    expect(addressLabelError('x'.repeat(41))).toBe('The label may have at most 40 characters.');
  });
});
