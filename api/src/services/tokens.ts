import { createHash, randomBytes } from 'node:crypto';

/** An opaque 256-bit access token; only its hash is stored. */
export function newAccessToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
