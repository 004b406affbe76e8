import { IMAGE_SNIFF_BYTES } from '../rules/identity-upload';

/** A chosen file as the upload rules read it: its name, size and first bytes (its type is in them). */
export interface FileHead {
  name: string;
  size: number;
  head: Uint8Array;
}

/**
 * The chosen file's name, size and first bytes, for the shared upload rules (identity images,
 * support attachments). FileReader rather than `Blob.arrayBuffer()`: it reads only the slice and
 * works in every browser (and in jsdom). Rejects when the file cannot be read.
 */
export function readFileHead(file: File): Promise<FileHead> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, size: file.size, head: new Uint8Array(reader.result as ArrayBuffer) });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, IMAGE_SNIFF_BYTES));
  });
}
