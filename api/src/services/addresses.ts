import type { CryptoAddress } from '@arcvest/shared/schemas';
import { DEFAULT_LOCALE, IMAGE_TYPES, PAYMENT_COINS, type Message, type UiLocale } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { insertAddress, listAddresses, softDeleteAddress } from '../db/repositories/addresses';
import { recordAudit } from '../db/repositories/audit';
import type { AddressCoin, CryptoAddressRow } from '../db/tables';
import { hasErrors, HttpError, invalidFields, type ApiFieldErrors } from '../errors';
import { translatorFor } from '../i18n';
import { imageProblem, imageUrl, storeImage, type Upload } from './images';

export const ADDRESS_COINS: readonly AddressCoin[] = PAYMENT_COINS.map((coin) => coin.apiCode);

export const ADDRESS_TEXTS = {
  created: /*i18n*/ { id: 'api.address.created', message: 'Address created successfully.' },
  deleted: /*i18n*/ { id: 'api.address.deleted', message: 'Address deleted successfully.' },
  notFound: /*i18n*/ { id: 'api.address.notFound', message: 'Address not found.' },
  noneYet: /*i18n*/ { id: 'api.address.noneYet', message: 'No address has been set for this coin yet.' },
  required: /*i18n*/ { id: 'api.address.required', message: 'The address is required.' },
  oneWord: /*i18n*/ { id: 'api.address.oneWord', message: 'The address must be one word of at most 200 characters.' },
  qrCode: /*i18n*/ { id: 'api.address.qrCode', message: 'QR code' },
} satisfies Record<string, Message>;

function toCryptoAddress(row: CryptoAddressRow): CryptoAddress {
  return { id: row.id, address: row.address, qr_code: imageUrl(row.qr_image_id), created_at: row.created_at };
}

export interface NewAddressForm {
  address?: string;
  qr_code?: Upload;
}

export type AddressService = ReturnType<typeof createAddressService>;

/** The deposit addresses per coin; the newest live one is the one users pay to. */
export function createAddressService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function list(coin: AddressCoin): Promise<CryptoAddress[]> {
    return (await listAddresses(db, coin)).map(toCryptoAddress);
  }

  async function active(coin: AddressCoin): Promise<CryptoAddress> {
    const [row] = await listAddresses(db, coin, 1);
    if (!row) throw new HttpError(404, ADDRESS_TEXTS.noneYet);
    return toCryptoAddress(row);
  }

  /** `locale`: the reader's, for the QR code's name in its messages. */
  async function create(actorId: number, coin: AddressCoin, form: NewAddressForm, locale: UiLocale = DEFAULT_LOCALE): Promise<CryptoAddress> {
    const address = form.address?.trim() ?? '';
    const errors: ApiFieldErrors = {};
    if (!address) errors.address = [ADDRESS_TEXTS.required];
    else if (address.length > 200 || /\s/.test(address)) errors.address = [ADDRESS_TEXTS.oneWord];
    const label = (await translatorFor(locale))(ADDRESS_TEXTS.qrCode);
    const qrError = imageProblem(form.qr_code, label, IMAGE_TYPES, locale);
    if (qrError) errors.qr_code = [qrError];
    if (hasErrors(errors) || !form.qr_code) throw invalidFields(errors);
    const bytes = form.qr_code.bytes;

    return db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const qrImageId = await storeImage(trx, { bytes, ownerUserId: null, at });
      const row = await insertAddress(trx, { coin, address, qr_image_id: qrImageId, created_at: at });
      await recordAudit(trx, { actorId, action: 'address.create', targetType: 'crypto_address', targetId: row.id, details: { coin, address }, at });
      return toCryptoAddress(row);
    });
  }

  async function remove(actorId: number, coin: AddressCoin, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const row = await softDeleteAddress(trx, coin, id, at);
      if (!row) throw new HttpError(404, ADDRESS_TEXTS.notFound);
      await recordAudit(trx, { actorId, action: 'address.delete', targetType: 'crypto_address', targetId: id, details: { coin, address: row.address }, at });
    });
  }

  return { list, active, create, remove };
}
