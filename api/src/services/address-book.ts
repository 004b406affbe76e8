import { addressLabelError, DEFAULT_LOCALE, formatUtc, onlySavedInForce, sameAddress, type Message, type Locale, type UiLocale } from '@arcvest/shared/rules';
import type { AddressBookSettings, WithdrawalAddress, WithdrawalAddressBody } from '@arcvest/shared/schemas';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { lockUser } from '../db/repositories/users';
import { deleteWithdrawalAddress, insertWithdrawalAddress, listWithdrawalAddresses, setOnlySavedAddresses } from '../db/repositories/withdrawal-addresses';
import type { UserRow, WithdrawalAddressRow } from '../db/tables';
import { HttpError, invalidFields, ruleSays, USER_NOT_FOUND, type ApiFieldErrors } from '../errors';
import { translatorFor } from '../i18n';
import { ADDRESS_TEXTS } from './addresses';
import { withdrawalAddressProblem } from './withdrawal-address-problem';
import type { AccountProtectionService } from './account-protection';
import { addressSavedNotice } from './notification-emails';
import type { ExpectedOrigin } from './passkeys';
import type { StepUpService } from './step-up';

export const ADDRESS_BOOK_TEXTS = {
  removed: /*i18n*/ { id: 'api.addressBook.removed', message: 'Address removed.' },
  alreadySaved: /*i18n*/ { id: 'api.addressBook.alreadySaved', message: 'This address is already saved.' },
  onlySavedOn: /*i18n*/ { id: 'api.addressBook.onlySavedOn', message: 'Withdrawals now go only to your saved addresses.' },
  onlySavedOff: /*i18n*/ { id: 'api.addressBook.onlySavedOff', message: 'Withdrawals may go to any address from {at}.' },
  onlySavedAlreadyOff: /*i18n*/ { id: 'api.addressBook.onlySavedAlreadyOff', message: 'Withdrawals may go to any address.' },
} satisfies Record<string, Message>;

function toEntry(row: WithdrawalAddressRow): WithdrawalAddress {
  return { id: row.id, payment_method: row.payment_method, address: row.address, label: row.label, created_at: row.created_at, usable_from: row.usable_from };
}

export function onlySavedSetting(user: Pick<UserRow, 'only_saved_addresses' | 'only_saved_addresses_off_at'>) {
  return { only_saved: user.only_saved_addresses === 1, only_saved_off_at: user.only_saved_addresses_off_at };
}

export type AddressBookService = ReturnType<typeof createAddressBookService>;

/**
 * The withdrawal address book (docs/levels-and-limits.md#withdrawal-address-book): addresses
 * saved per coin, each usable after a hold and emailed to the owner when saved, and the "only
 * saved addresses" switch, on at once and off after the same hold.
 */
export function createAddressBookService(deps: {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'withdrawalAddressHoldHours' | 'site'>;
  stepUp: StepUpService;
  protection: AccountProtectionService;
}) {
  const { db, now, config, stepUp, protection } = deps;
  const holdMs = config.withdrawalAddressHoldHours * 3_600_000;

  async function list(userId: number): Promise<WithdrawalAddress[]> {
    return (await listWithdrawalAddresses(db, userId)).map(toEntry);
  }

  /** Saves an address the owner confirmed (step-up); the email about it carries the freeze link. */
  async function add(requester: UserRow, body: WithdrawalAddressBody, origin: ExpectedOrigin, locale: UiLocale = DEFAULT_LOCALE): Promise<WithdrawalAddress> {
    const userId = requester.id;
    const errors: ApiFieldErrors = {};
    const addressError = withdrawalAddressProblem(body.payment_method, body.address, await translatorFor(locale));
    if (addressError) errors.address = [addressError];
    const labelError = ruleSays((translate) => addressLabelError(body.label, translate));
    if (labelError) errors.label = [labelError];
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const address = body.address.trim();
    const stepUpId = await stepUp.verify(requester, 'withdrawal-address', body, body.step_up, origin, locale);
    const entry = await db.transaction().execute(async (trx) => {
      // Locked, so two saves of the same address at once cannot both pass the duplicate check.
      const user = await lockUser(trx, userId);
      if (!user) throw new HttpError(404, USER_NOT_FOUND);
      protection.refuseWhileHeld(user, locale);
      const saved = await listWithdrawalAddresses(trx, userId);
      if (saved.some((row) => row.payment_method === body.payment_method && sameAddress(body.payment_method, row.address, address))) {
        throw invalidFields({ address: [ADDRESS_BOOK_TEXTS.alreadySaved] });
      }
      const at = now();
      const usableFrom = new Date(at.getTime() + holdMs).toISOString();
      const row = await insertWithdrawalAddress(trx, {
        userId,
        coin: body.payment_method,
        address,
        label: body.label.trim(),
        at: at.toISOString(),
        usableFrom,
      });
      await protection.notify(trx, user, addressSavedNotice({ label: row.label, address, coin: body.payment_method, usableFrom }));
      await stepUp.consume(trx, stepUpId);
      return toEntry(row);
    });
    protection.kick();
    return entry;
  }

  async function remove(userId: number, id: number): Promise<Message> {
    if (!(await deleteWithdrawalAddress(db, userId, id))) throw new HttpError(404, ADDRESS_TEXTS.notFound);
    return ADDRESS_BOOK_TEXTS.removed;
  }

  /** The switch as the investor set it, and whether it is in force now. */
  function settings(user: Pick<UserRow, 'only_saved_addresses' | 'only_saved_addresses_off_at'>): AddressBookSettings {
    const setting = onlySavedSetting(user);
    return { ...setting, in_force: onlySavedInForce(setting, now()), hold_hours: config.withdrawalAddressHoldHours };
  }

  /** On: at once. Off: after the hold (asking again does not restart it). */
  async function setOnlySaved(userId: number, onlySaved: boolean, locale: Locale): Promise<{ message: Message; settings: AddressBookSettings }> {
    return db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      if (!user) throw new HttpError(404, USER_NOT_FOUND);
      const current = onlySavedSetting(user);
      let next: { only_saved_addresses: number; only_saved_addresses_off_at: string | null };
      if (onlySaved) next = { only_saved_addresses: 1, only_saved_addresses_off_at: null };
      else if (current.only_saved) next = { only_saved_addresses: 0, only_saved_addresses_off_at: new Date(now().getTime() + holdMs).toISOString() };
      else next = { only_saved_addresses: 0, only_saved_addresses_off_at: current.only_saved_off_at };
      await setOnlySavedAddresses(trx, userId, next);
      const updated = settings(next);
      let message: Message = ADDRESS_BOOK_TEXTS.onlySavedOn;
      if (!onlySaved)
        message =
          updated.in_force && next.only_saved_addresses_off_at
            ? { ...ADDRESS_BOOK_TEXTS.onlySavedOff, values: { at: formatUtc(next.only_saved_addresses_off_at, locale) } }
            : ADDRESS_BOOK_TEXTS.onlySavedAlreadyOff;
      return { message, settings: updated };
    });
  }

  return { list, add, remove, settings, setOnlySaved };
}
