import type { Coin } from '../types';
import { ADDRESS_REQUIRED_MESSAGE, invalidAddressMessage, withdrawalAddressError } from './withdrawal-address';

/** Real addresses: published test vectors (BIP 173/350, EIP-55) and well-known accounts. */
const VALID: Record<Coin, string[]> = {
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // P2PKH, the genesis block's
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // v0, bech32
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // v0, upper case (BIP 173)
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // v1 taproot, bech32m (BIP 350)
  ],
  ETH: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', // all lower case carries no checksum
  ],
  XRP: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rrrrrrrrrrrrrrrrrrrrrhoLvTp', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe'],
  SOL: ['11111111111111111111111111111111', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
  USDT: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
};

/** Each with why it must be refused. */
const INVALID: Record<Coin, [string, string][]> = {
  BTC: [
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'P2PKH, last character changed: checksum fails'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'P2SH, last character changed: checksum fails'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', 'bech32, last character changed'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'v1 with a bech32 checksum instead of bech32m (BIP 350)'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'v0 with a bech32m checksum (BIP 350)'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet prefix'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet version byte'],
    ['bc1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', 'mixed case'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'an Ethereum address'],
  ],
  ETH: [
    ['0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'one letter’s case changed: EIP-55 checksum fails'],
    ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d35A', 'last letter’s case wrong'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', '39 hex digits'],
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'no 0x'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'not hex'],
  ],
  XRP: [
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', 'last character changed: checksum fails'],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyT', 'one character short'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin address (another alphabet)'],
    ['XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi', 'an X-address, not a classic r-address'],
  ],
  SOL: [
    ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZw', 'decodes to fewer than 32 bytes'],
    ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vEP', 'decodes to more than 32 bytes'],
    ['0PjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', '0 is not base58'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'an Ethereum address'],
  ],
  USDT: [
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'last character changed: checksum fails'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'base58check, but Bitcoin’s version byte'],
    ['0xdac17f958d2ee523a2206206994597c13d831ec7', 'USDT on Ethereum (ERC20), not TRC20'],
  ],
};

const validCases: [Coin, string][] = Object.entries(VALID).flatMap(([coin, addresses]) => addresses.map((address): [Coin, string] => [coin as Coin, address]));
const invalidCases: [Coin, string, string][] = Object.entries(INVALID).flatMap(([coin, cases]) =>
  cases.map(([address, why]): [Coin, string, string] => [coin as Coin, address, why]),
);

describe('withdrawal address rule', () => {
  it.each(validCases)('accepts the %s address %s', (coin, address) => {
    expect(withdrawalAddressError(coin, address)).toBeNull();
  });

  it.each(invalidCases)('refuses the %s address %s (%s)', (coin, address) => {
    expect(withdrawalAddressError(coin, address)).toBe(invalidAddressMessage(coin));
  });

  it('names the coin from the catalogue, and the network for USDT', () => {
    expect(invalidAddressMessage('BTC')).toBe('This is not a valid Bitcoin address.');
    expect(invalidAddressMessage('XRP')).toBe('This is not a valid Ripple address.');
    expect(invalidAddressMessage('USDT')).toBe('This is not a valid Tether (USDT) address on the TRC20 network.');
  });

  it('asks for an address when there is none, and ignores surrounding spaces', () => {
    expect(withdrawalAddressError('BTC', '   ')).toBe(ADDRESS_REQUIRED_MESSAGE);
    expect(withdrawalAddressError('BTC', '  1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa \n')).toBeNull();
  });

  it('refuses very long text without decoding it', () => {
    expect(withdrawalAddressError('SOL', '1'.repeat(10_000))).toBe(invalidAddressMessage('SOL'));
  });
});
