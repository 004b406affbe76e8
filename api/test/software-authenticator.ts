import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software passkey authenticator for API tests: P-256 keys from node:crypto, registration
 * responses with 'none' attestation and signed assertions, built by hand from the WebAuthn
 * Level 3 formats (never with the server's verifying code):
 *
 *   authenticatorData = rpIdHash (32) | flags (1) | signCount (4, big-endian)
 *                       [| aaguid (16) | credentialIdLength (2) | credentialId | COSE public key]
 *   attestationObject = CBOR { fmt: 'none', attStmt: {}, authData }
 *   signature         = ECDSA-SHA256 (DER) over authenticatorData || sha256(clientDataJSON)
 *
 * Reuse it for any test that needs a passkey (step-up, re-authentication).
 */

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** A minimal CBOR encoder (RFC 8949): integers, text, byte strings, arrays and maps, which is all WebAuthn needs here. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftwareCredential {
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  /** The user handle the registration options gave (base64url). */
  userHandle: string;
  counter: number;
}

export interface RegistrationOptionsLike {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface AssertionOptionsLike {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export interface CeremonyOverrides {
  /** The origin written into clientDataJSON (default: the authenticator's). */
  origin?: string;
  /** The challenge written into clientDataJSON (default: the options'). */
  challenge?: string;
  /** The rpID hashed into authenticatorData (default: the options'). */
  rpId?: string;
  /** Whether the user was verified (the UV flag); default true. */
  userVerified?: boolean;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** The credential to use (default: the first one allowed). */
  credentialId?: string;
  /** clientExtensionResults of a registration (default: credProps.rk true, a discoverable key). */
  clientExtensionResults?: Record<string, unknown>;
}

/** An authenticator bound to the site `origin` (e.g. http://localhost), holding discoverable P-256 credentials. */
export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  constructor(readonly origin: string) {}

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter >>> 0);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** A RegistrationResponseJSON for `options`: a new credential, 'none' attestation. */
  register(options: RegistrationOptionsLike, overrides: CeremonyOverrides = {}) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credentialId = randomBytes(16);
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
    const flags = FLAG_UP | FLAG_AT | ((overrides.userVerified ?? true) ? FLAG_UV : 0);
    const authData = this.authenticatorData(rpId, flags, overrides.counter ?? 0, attested);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    const clientDataJSON = this.clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin ?? this.origin);
    const id = b64url(credentialId);
    this.credentials.push({ id, privateKey, publicKey, rpId, userHandle: options.user.id, counter: overrides.counter ?? 0 });
    return {
      id,
      rawId: id,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal' as const] },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: overrides.clientExtensionResults ?? { credProps: { rk: true } },
      type: 'public-key' as const,
    };
  }

  /** An AuthenticationResponseJSON for `options`, signed by an allowed (or, discoverable, the first) credential. */
  assert(options: AssertionOptionsLike, overrides: CeremonyOverrides = {}) {
    const allowed = options.allowCredentials?.map((credential) => credential.id);
    const credential = this.credentials.find(
      (candidate) =>
        (overrides.credentialId ? candidate.id === overrides.credentialId : true) && (!allowed || allowed.length === 0 || allowed.includes(candidate.id)),
    );
    if (!credential) throw new Error('The software authenticator holds no credential these options allow');
    const rpId = overrides.rpId ?? options.rpId ?? credential.rpId;
    credential.counter = overrides.counter ?? credential.counter + 1;
    const flags = FLAG_UP | ((overrides.userVerified ?? true) ? FLAG_UV : 0);
    const authData = this.authenticatorData(rpId, flags, credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }
}
