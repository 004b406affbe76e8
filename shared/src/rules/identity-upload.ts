import { IDENTITY_IMAGE_TYPES } from './identity';
import { imageTooLargeMessage, MAX_IMAGE_BYTES, sniffImageType } from './images';

/** How many leading bytes `sniffImageType` needs to tell the image types apart. */
export const IMAGE_SNIFF_BYTES = 16;

/** What the identity form's upload fields say they take. */
export const IDENTITY_IMAGE_HINT = `A photo or scan: JPEG, PNG or WebP, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;

/** The identity form's messages for what is missing (spec section 2, Verify identity). */
export const IDENTITY_FORM_MESSAGES = {
  ssn: 'Please enter your national identification number.',
  occupation: 'Please choose your occupation.',
  salary: 'Please choose your salary range.',
  imageMissing: (label: string) => `Please choose the ${label} image.`,
  imageType: (label: string) => `The ${label} image must be a JPEG, PNG or WebP file.`,
} as const;

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
  if (!image) return IDENTITY_FORM_MESSAGES.imageMissing(label);
  const type = sniffImageType(image.head);
  if (!type || !(IDENTITY_IMAGE_TYPES as readonly string[]).includes(type)) return IDENTITY_FORM_MESSAGES.imageType(label);
  if (image.size > MAX_IMAGE_BYTES) return imageTooLargeMessage(label);
  return null;
}
