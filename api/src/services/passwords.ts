import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, options: { cost: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** options.cost;
  // scrypt needs about 128 * N * r bytes; the default maxmem (32 MiB) is too small for N = 2^17.
  const scryptOptions: ScryptOptions = { N, r: options.r, p: options.p, maxmem: 256 * N * options.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, scryptOptions, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

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
export function createPasswordHasher(cost: number): PasswordHasher {
  const current = { cost, r: 8, p: 1 };
  let dummy: Promise<string> | null = null;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, current);
    return ['scrypt', current.cost, current.r, current.p, salt.toString('base64url'), key.toString('base64url')].join('$');
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
    dummy ??= hash(randomBytes(16).toString('hex'));
    await verify(password, await dummy);
  }

  return { hash, verify, verifyNothing };
}
