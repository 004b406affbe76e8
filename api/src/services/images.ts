import { randomBytes } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  IMAGE_TYPES,
  inEnglish,
  imageMissingMessage,
  imageTooLargeMessage,
  imageTypeMessage,
  MAX_IMAGE_BYTES,
  sniffImageType,
  type ImageMime,
  type Message,
  type Translate,
  type UiLocale,
} from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { findImage, insertImage } from '../db/repositories/images';
import type { ImageRow, UserRow } from '../db/tables';
import { HttpError, ruleSays, type ApiText } from '../errors';

/** An uploaded file as the multipart reader hands it over. */
export interface Upload {
  bytes: Buffer;
  /** The file was cut off at the size limit. */
  tooLarge: boolean;
}

/** A file of a form whose files are a list (support attachments): its name as sent, for the download. */
export interface NamedUpload extends Upload {
  name: string;
}

export const IMAGE_NOT_FOUND: Message = /*i18n*/ { id: 'api.image.notFound', message: 'Image not found.' };
export const IMAGE_FORBIDDEN: Message = /*i18n*/ { id: 'api.image.forbidden', message: 'Only the owner and administrators may see this image.' };

/** The upload rules for every image (docs/identity.md#identity-documents): present, at most 5 MB, an image of the allowed types by its bytes. */
export function imageError(
  upload: Upload | undefined,
  label: string,
  types: readonly ImageMime[] = IMAGE_TYPES,
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string | null {
  if (!upload || upload.bytes.length === 0) return imageMissingMessage(label, translate);
  if (upload.tooLarge || upload.bytes.length > MAX_IMAGE_BYTES) return imageTooLargeMessage(label, translate);
  const type = sniffImageType(upload.bytes);
  if (!type || !types.includes(type)) return imageTypeMessage(label, types, translate, locale);
  return null;
}

/** imageError as a message the error handler writes in the reader's language; `label` is already written in `locale`. */
export function imageProblem(upload: Upload | undefined, label: string, types: readonly ImageMime[], locale: UiLocale): ApiText | null {
  return ruleSays((translate) => imageError(upload, label, types, translate, locale));
}

/** Stores a checked image (see imageError) under a new unguessable id; returns the id. */
export async function storeImage(db: Db, image: { bytes: Buffer; ownerUserId: number | null; at: string }): Promise<string> {
  const mime = sniffImageType(image.bytes);
  if (!mime) throw new Error('storeImage needs an image checked by imageError');
  const id = randomBytes(16).toString('base64url');
  await insertImage(db, { id, owner_user_id: image.ownerUserId, mime, bytes: image.bytes, size: image.bytes.length, created_at: image.at });
  return id;
}

const IMAGE_PATH = '/api/images/';

/** Where the API serves an image. */
export function imageUrl(id: string): string {
  return `${IMAGE_PATH}${id}`;
}

/** The image id in an imageUrl, or null for anything else. */
export function imageIdFromUrl(url: string | null): string | null {
  return url?.startsWith(IMAGE_PATH) ? url.slice(IMAGE_PATH.length) : null;
}

export type ImageService = ReturnType<typeof createImageService>;

export function createImageService(deps: { db: Db }) {
  /**
   * An image for a signed-in viewer: images without an owner (deposit-address QR codes) for
   * anyone signed in; identity images for their owner and admins only, others get 403. (Ids
   * are 128 random bits, so a 403 tells nobody anything they could guess.)
   */
  async function read(viewer: UserRow, id: string): Promise<ImageRow> {
    const image = await findImage(deps.db, id);
    if (!image) throw new HttpError(404, IMAGE_NOT_FOUND);
    const allowed = image.owner_user_id === null || image.owner_user_id === viewer.id || viewer.role === 'admin';
    if (!allowed) throw new HttpError(403, IMAGE_FORBIDDEN);
    return image;
  }

  return { read };
}
