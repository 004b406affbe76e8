import type { Message, Translate } from '@arcvest/shared/rules';
import type { Coin } from '@arcvest/shared/schemas';
import { withdrawalAddressError } from '@arcvest/shared/withdrawal-address';

/**
 * What is wrong with an address for `coin`, as a message the error handler writes in the
 * reader's language (null when it is fine). The rule writes the network it names (USDT's TRC20)
 * inside its message, so that part is written here with the reader's `translate`; the message is
 * the last one the rule wrote.
 */
export function withdrawalAddressProblem(coin: Coin, address: string, translate: Translate): Message | null {
  const written: Message[] = [];
  const text = withdrawalAddressError(coin, address, (message) => {
    written.push(message);
    return translate(message);
  });
  return text === null ? null : written[written.length - 1];
}
