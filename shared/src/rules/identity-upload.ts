import { IDENTITY_IMAGE_TYPES } from './identity';
import { imageMissingMessage, imageTooLargeMessage, imageTypeMessage, MAX_IMAGE_BYTES, sniffImageType } from './images';
import { inEnglish, type Translate } from './messages';
import { DEFAULT_LOCALE, type UiLocale } from './locale';

/** How many leading bytes `sniffImageType` needs to tell the image types apart. */
export const IMAGE_SNIFF_BYTES = 16;

/** What the identity form's upload fields say they take. */
export const IDENTITY_IMAGE_HINT_TEXT = /*i18n*/ { id: 'rules.identity.imageHint', message: 'A photo or scan: JPEG, PNG or WebP, at most {megabytes} MB.' };
export const IDENTITY_IMAGE_HINT = inEnglish({ ...IDENTITY_IMAGE_HINT_TEXT, values: { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 } });

/** A chosen file as far as the rules need it: its size and its first bytes. */
export interface ChosenImage {
  size: number;
  head: Uint8Array;
}

/**
 * Why an identity document cannot be sent, or null: it must be there, be a JPEG, PNG or WebP
 * by its own bytes (never its name or declared type) and be at most MAX_IMAGE_BYTES.
 */
export function identityImageError(
  label: string,
  image: ChosenImage | null,
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string | null {
  if (!image) return imageMissingMessage(label, translate);
  const type = sniffImageType(image.head);
  if (!type || !(IDENTITY_IMAGE_TYPES as readonly string[]).includes(type)) return imageTypeMessage(label, IDENTITY_IMAGE_TYPES, translate, locale);
  if (image.size > MAX_IMAGE_BYTES) return imageTooLargeMessage(label, translate);
  return null;
}
