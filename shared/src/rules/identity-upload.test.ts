import { IDENTITY_IMAGE_TYPES } from './identity';
import { identityImageError } from './identity-upload';
import { imageTypeMessage, MAX_IMAGE_BYTES } from './images';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const WEBP = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [0, 0, 0, 0],
      [...'WEBP'].map((c) => c.charCodeAt(0)),
    ),
);
const GIF = new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0)));
const PDF = new Uint8Array([...'%PDF-1.7'].map((c) => c.charCodeAt(0)));

describe('identityImageError', () => {
  it('takes JPEG, PNG and WebP up to the size limit', () => {
    for (const head of [PNG, JPEG, WEBP]) expect(identityImageError('front', { size: MAX_IMAGE_BYTES, head })).toBeNull();
  });

  it('asks for a missing image', () => {
    expect(identityImageError("driver's license front", null)).toBe("Please choose the driver's license front image.");
  });

  it('refuses other files by their bytes, GIF included (it is for QR codes only)', () => {
    expect(identityImageError('back', { size: 10, head: PDF })).toBe(imageTypeMessage('back', IDENTITY_IMAGE_TYPES));
    expect(identityImageError('back', { size: 10, head: GIF })).toBe('The back must be a JPEG, PNG or WebP image.');
  });

  it('refuses an image over 5 MB', () => {
    expect(identityImageError('front', { size: MAX_IMAGE_BYTES + 1, head: PNG })).toBe('The front image may be at most 5 MB.');
  });
});
