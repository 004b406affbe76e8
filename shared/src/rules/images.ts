import { inEnglish, type Translate } from './messages';
import { DEFAULT_LOCALE, formattingLocale, type UiLocale } from './locale';
import { perLocale } from './intl-cache';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const MAX_IMAGE_MB = 5;

/** Uploads (identity documents, QR codes) may be at most 5 MB. */
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

/** What the upload fields say they take. */
export const IMAGE_UPLOAD_HINT = `PNG, JPEG, GIF or WebP, at most ${MAX_IMAGE_MB} MB.`;

/** What the upload checks say; `{label}` names the upload ("QR code", "driver's license front"). */
const IMAGE_TEXTS = {
  tooLarge: /*i18n*/ { id: 'rules.image.tooLarge', message: 'The {label} image may be at most {megabytes} MB.' },
  missing: /*i18n*/ { id: 'rules.image.missing', message: 'Please choose the {label} image.' },
  type: /*i18n*/ { id: 'rules.image.type', message: 'The {label} must be a {types} image.' },
};

/** The message for an upload over the limit: "The QR code image may be at most 5 MB." */
export function imageTooLargeMessage(label: string, translate: Translate = inEnglish): string {
  return translate({ ...IMAGE_TEXTS.tooLarge, values: { label, megabytes: MAX_IMAGE_MB } });
}

/** The message for an upload that is missing: "Please choose the QR code image." */
export function imageMissingMessage(label: string, translate: Translate = inEnglish): string {
  return translate({ ...IMAGE_TEXTS.missing, values: { label } });
}

/** Every image type an upload may have, in the order messages name them. */
export const IMAGE_TYPES: readonly ImageMime[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const TYPE_NAMES: Record<ImageMime, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/gif': 'GIF', 'image/webp': 'WebP' };

/** "The QR code must be a PNG, JPEG, GIF or WebP image." for the types an upload accepts. */
export function imageTypeMessage(
  label: string,
  types: readonly ImageMime[] = IMAGE_TYPES,
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string {
  const names = types.map((type) => TYPE_NAMES[type]);
  const english = formattingLocale(locale) === formattingLocale(DEFAULT_LOCALE);
  const list = !english ? alternatives(locale).format(names) : names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return translate({ ...IMAGE_TEXTS.type, values: { label, types: list } });
}

const alternatives = perLocale((tag) => new Intl.ListFormat(tag, { type: 'disjunction' }));

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type by the file's own bytes (magic numbers), never its name or declared type;
 * null for anything that is not PNG, JPEG, GIF or WebP.
 */
export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
