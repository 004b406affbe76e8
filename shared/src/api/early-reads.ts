import { EARLY_READS_KEY } from '../rules/page-meta';

/** A read the page's HTML started before any script (api/src/routes/web/early-session.ts). */
interface EarlyRead {
  token: string;
  /** When it was asked for, in `performance.now()` time. */
  at: number;
  answer: Promise<Response>;
}

/** How long an early read may wait for its call: the page's start, not a later call's fresh read. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

function earlyReads(): Record<string, EarlyRead | undefined> | undefined {
  return (window as unknown as Record<string, Record<string, EarlyRead | undefined> | undefined>)[EARLY_READS_KEY];
}

/**
 * The answer to this request that the page's HTML already asked for, once: for the same method, URL
 * and token, asked under EARLY_READ_MAX_AGE_MS ago. Null otherwise, and the call goes out itself.
 */
export function takeEarlyRead(request: RequestInfo): Promise<Response> | null {
  if (typeof request === 'string') return null;
  const reads = earlyReads();
  const key = `${request.method} ${request.url}`;
  const read = reads?.[key];
  if (!reads || !read) return null;
  delete reads[key];
  const fresh = performance.now() - read.at < EARLY_READ_MAX_AGE_MS;
  return fresh && request.headers.get('authorization') === `Bearer ${read.token}` ? read.answer : null;
}
