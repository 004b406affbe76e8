import { IMAGE_SNIFF_BYTES, type ChosenImage } from '@arcvest/shared/rules';

/**
 * The chosen file's size and first bytes, for `identityImageError`. FileReader rather than
 * `Blob.arrayBuffer()`: it reads only the slice and works in every browser (and in jsdom).
 */
export function readImageHead(file: File): Promise<ChosenImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ size: file.size, head: new Uint8Array(reader.result as ArrayBuffer) });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, IMAGE_SNIFF_BYTES));
  });
}
