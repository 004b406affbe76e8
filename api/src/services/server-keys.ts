import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const IV_LENGTH = 12;
const FORMAT = 'v1';

export interface ServerKeys {
  /** AES-256-GCM; `context` (for example the user id) is authenticated, so a value moved to another row fails to open. */
  encrypt(plain: string, context: string): string;
  decrypt(stored: string, context: string): string;
  /** HMAC-SHA256, hex: a hash a leaked database alone cannot brute-force. */
  mac(text: string): string;
  /** HMAC-SHA256, base64url, with a key of its own: signs the visitor cookies, so none can be forged. */
  cookieMac(text: string): string;
}

function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'arcvest', purpose, 32));
}

/** Separate keys for each purpose, derived from the one server secret (AUTH_SECRET). */
export function createServerKeys(authSecret: string): ServerKeys {
  const encryptionKey = deriveKey(authSecret, 'totp-secret-encryption');
  const macKey = deriveKey(authSecret, 'code-hash-mac');
  const cookieKey = deriveKey(authSecret, 'visitor-cookie-mac');

  function encrypt(plain: string, context: string): string {
    const iv = randomBytes(IV_LENGTH);
    const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
    cipher.setAAD(Buffer.from(context));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  function decrypt(stored: string, context: string): string {
    const [format, iv, tag, sealed] = stored.split('.');
    if (format !== FORMAT || !sealed) throw new Error('Unknown encrypted value format');
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }

  function mac(text: string): string {
    return createHmac('sha256', macKey).update(text).digest('hex');
  }

  function cookieMac(text: string): string {
    return createHmac('sha256', cookieKey).update(text).digest('base64url');
  }

  return { encrypt, decrypt, mac, cookieMac };
}
