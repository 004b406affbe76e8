import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@arcvest/shared/rules';

/** TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30 seconds, as every authenticator app expects. */
function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret from a CSPRNG, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, accountName: string, issuer: string): string {
  return totp(secret, accountName, issuer).toString();
}

/** The time step `code` belongs to (within TOTP_WINDOW steps of `now`), or null when it matches none. */
export function matchingTotpStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totp(secret).validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}
