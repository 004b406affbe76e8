import zlib from 'node:zlib';

export interface CompressedPage {
  body: Buffer | string;
  /** The Content-Encoding to send; null when the page goes as it is. */
  encoding: 'br' | 'gzip' | null;
}

/** The codings the client accepts (`q=0` refuses one), lower-cased. */
function acceptedCodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (coding && !refused) accepted.add(coding);
  }
  return accepted;
}

/**
 * A page's HTML compressed as the client accepts, brotli first: the built scripts and stylesheets
 * are compressed once at build time (served by @fastify/static), a page is made per request. The
 * home page's 24 KB of HTML is 7 KB in brotli at quality 5, in a third of a millisecond.
 */
export function compressedPage(html: string, acceptEncoding: string | undefined): CompressedPage {
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br')) {
    return { body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (accepted.has('gzip')) return { body: zlib.gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: null };
}
