import { IDENTITY_IMAGE_TYPES } from './identity';
import { imageMissingMessage, imageTooLargeMessage, imageTypeMessage, MAX_IMAGE_BYTES, sniffImageType } from './images';

/** How many leading bytes `sniffImageType` needs to tell the image types apart. */
export const IMAGE_SNIFF_BYTES = 16;

/** What the identity form's upload fields say they take. */
export const IDENTITY_IMAGE_HINT = `A photo or scan: JPEG, PNG or WebP, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;

/** A chosen file as far as the rules need it: its size and its first bytes. */
export interface ChosenImage {
  size: number;
  head: Uint8Array;
}

/**
 * Why an identity document cannot be sent, or null: it must be there, be a JPEG, PNG or WebP
 * by its own bytes (never its name or declared type) and be at most MAX_IMAGE_BYTES.
 */
export function identityImageError(label: string, image: ChosenImage | null): string | null {
  if (!image) return imageMissingMessage(label);
  const type = sniffImageType(image.head);
  if (!type || !(IDENTITY_IMAGE_TYPES as readonly string[]).includes(type)) return imageTypeMessage(label, IDENTITY_IMAGE_TYPES);
  if (image.size > MAX_IMAGE_BYTES) return imageTooLargeMessage(label);
  return null;
}
