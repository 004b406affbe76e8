import type { Coin } from '../types';
import { formatUtc } from './dates';
import { inEnglish, type Translate } from './messages';
import { DEFAULT_LOCALE, type UiLocale } from './locale';

/**
 * The withdrawal address book (docs/levels-and-limits.md#withdrawal-address-book): a saved
 * address can be used once its hold has passed; with "only saved addresses" on, nothing else can.
 */

export const ADDRESS_LABEL_MAX = 40;

export interface SavedAddress {
  payment_method: Coin;
  address: string;
  /** ISO time from which withdrawals to it are allowed. */
  usable_from: string;
}

/** The switch as stored: the investor's choice, and when a switch-off takes effect (it stays on until then). */
export interface OnlySavedSetting {
  only_saved: boolean;
  /** Set when the investor switched it off: the time that takes effect. */
  only_saved_off_at: string | null;
}

/** The same address for the book: EVM addresses ignore case (their checksum is in the case), others are compared as typed. */
export function sameAddress(coin: Coin, a: string, b: string): boolean {
  const evm = coin === 'ETH';
  return evm ? a.trim().toLowerCase() === b.trim().toLowerCase() : a.trim() === b.trim();
}

/** Whether only saved addresses may be used at `now`: switched on, or switched off less than a hold ago. */
export function onlySavedInForce(setting: OnlySavedSetting, now: Date): boolean {
  return setting.only_saved || (setting.only_saved_off_at !== null && now.getTime() < Date.parse(setting.only_saved_off_at));
}

/** Checks a label: 1 to ADDRESS_LABEL_MAX characters once trimmed. The message, or null. */
export function addressLabelError(label: string, translate: Translate = inEnglish): string | null {
  const trimmed = label.trim();
  if (!trimmed) return translate(LABEL_TEXTS.missing);
  if (trimmed.length > ADDRESS_LABEL_MAX) return translate({ ...LABEL_TEXTS.tooLong, values: { max: ADDRESS_LABEL_MAX } });
  return null;
}

const LABEL_TEXTS = {
  missing: /*i18n*/ { id: 'rules.addressBook.labelMissing', message: 'Please give the address a label, for example "My Ledger".' },
  tooLong: /*i18n*/ { id: 'rules.addressBook.labelTooLong', message: 'The label may have at most {max} characters.' },
};

const ADDRESS_BOOK_RULE_TEXTS = {
  onHold: /*i18n*/ { id: 'rules.addressBook.onHold', message: 'This address was saved recently and can be used from {at}.' },
  onlySaved: /*i18n*/ {
    id: 'rules.addressBook.onlySaved',
    message: 'You send withdrawals only to your saved addresses. Save this address first: it can then be used from {at}.',
  },
};

/**
 * Whether the book lets a withdrawal go to `address` at `now`: refused while the saved address
 * is in its hold, or when only saved addresses may be used and it is not one; each message says
 * when it will be allowed. Null when allowed.
 */
export function addressBookError(
  request: { coin: Coin; address: string },
  book: readonly SavedAddress[],
  setting: OnlySavedSetting,
  now: Date,
  holdHours: number,
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string | null {
  const saved = book.find((entry) => entry.payment_method === request.coin && sameAddress(request.coin, entry.address, request.address));
  if (saved) {
    return Date.parse(saved.usable_from) > now.getTime()
      ? translate({ ...ADDRESS_BOOK_RULE_TEXTS.onHold, values: { at: formatUtc(saved.usable_from, locale) } })
      : null;
  }
  if (!onlySavedInForce(setting, now)) return null;
  const ifSavedNow = new Date(now.getTime() + holdHours * 3_600_000);
  return translate({ ...ADDRESS_BOOK_RULE_TEXTS.onlySaved, values: { at: formatUtc(ifSavedNow, locale) } });
}
