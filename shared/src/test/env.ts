import { runInThisContext } from 'node:vm';

/**
 * Jest's jsdom environment (Jest 30, jsdom 26) has no `fetch`, `Request`, `Response`,
 * `TextEncoder` or `TextDecoder`. RTK Query's fetchBaseQuery needs the first three and
 * react-router 7 needs `TextEncoder` as soon as it is imported, so this module must run
 * before either is loaded: import `@arcvest/shared/test` first in a test file.
 * The implementations are Node's own (20+), taken from Node's global object because the
 * test's global object is jsdom's window. Nothing is replaced that jsdom already has.
 */
const node = runInThisContext('globalThis') as typeof globalThis;
const target = globalThis as unknown as Record<string, unknown>;
for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers'] as const) {
  if (typeof target[name] === 'undefined') target[name] = (node as unknown as Record<string, unknown>)[name];
}

/**
 * jsdom's Blob and File have no `stream`, `arrayBuffer` or `text`, so a FormData holding a
 * file could not be read by Node's Request (a multipart upload would hang the test). These
 * read the bytes through jsdom's own FileReader. Added only where missing.
 */
const blobProto = (target.Blob as typeof Blob | undefined)?.prototype as unknown as Record<string, unknown> | undefined;
if (blobProto && typeof target.FileReader === 'function') {
  const readBytes = (blob: Blob) =>
    new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
  if (typeof blobProto.arrayBuffer !== 'function') {
    blobProto.arrayBuffer = function arrayBuffer(this: Blob) {
      return readBytes(this);
    };
  }
  if (typeof blobProto.text !== 'function') {
    blobProto.text = async function text(this: Blob) {
      return new node.TextDecoder().decode(await readBytes(this));
    };
  }
  if (typeof blobProto.stream !== 'function') {
    blobProto.stream = function stream(this: Blob) {
      const bytes = readBytes(this);
      return new node.ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(await bytes));
          controller.close();
        },
      });
    };
  }
}
