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
