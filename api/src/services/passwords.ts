import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { scryptOptions, type DeriveKey } from './hash-pool';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** scrypt in libuv's thread pool, unbounded: for seeding and scripts; the server's hashes go through its HashPool. */
const deriveUnbounded: DeriveKey = (password, salt, params, keyLength) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, scryptOptions(params), (error, key) => (error ? reject(error) : resolve(key)));
  });

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** `needsRehash` when the stored hash used other parameters than the current ones. */
  verify(password: string, stored: string): Promise<{ ok: boolean; needsRehash: boolean }>;
  /** The same work as a real check, for unknown users, so timing does not reveal who exists. */
  verifyNothing(password: string): Promise<void>;
}

/**
 * scrypt with N = 2^cost, r = 8, p = 1. Hashes are stored self-describing,
 * `scrypt$<cost>$<r>$<p>$<salt>$<key>` (base64url), so the cost can change later.
 */
export function createPasswordHasher(cost: number, deriveKey: DeriveKey = deriveUnbounded): PasswordHasher {
  const current = { cost, r: 8, p: 1 };
  const derive = (password: string, salt: Buffer, params: typeof current) => deriveKey(password.normalize('NFC'), salt, params, KEY_LENGTH);
  const encode = (salt: Buffer, key: Buffer) => ['scrypt', current.cost, current.r, current.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  // A stored hash of no password: checking against it costs what a real check costs.
  const dummy = encode(randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH));

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    return encode(salt, await derive(password, salt, current));
  }

  async function verify(password: string, stored: string) {
    const [scheme, costText, rText, pText, saltText, keyText] = stored.split('$');
    if (scheme !== 'scrypt' || !keyText) return { ok: false, needsRehash: false };
    const params = { cost: Number(costText), r: Number(rText), p: Number(pText) };
    const expected = Buffer.from(keyText, 'base64url');
    const key = await derive(password, Buffer.from(saltText, 'base64url'), params);
    const ok = key.length === expected.length && timingSafeEqual(key, expected);
    const needsRehash = params.cost !== current.cost || params.r !== current.r || params.p !== current.p;
    return { ok, needsRehash };
  }

  async function verifyNothing(password: string) {
    await verify(password, dummy);
  }

  return { hash, verify, verifyNothing };
}
