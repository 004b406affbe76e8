import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import { call, PASSWORD } from './helpers';

/** The code an authenticator app shows for `secret` at `at`. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
}

/** Turns two-factor sign-in on for the signed-in user; returns the secret and the recovery codes. */
export async function enrolTwoFactor(app: FastifyInstance, token: string, at: Date): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(app, 'POST', '/api/two-factor/setup', token);
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const { secret } = setup.json();
  const enabled = await call(app, 'POST', '/api/two-factor/enable', token, { code: totpCode(secret, at) });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json().recovery_codes };
}

/** The password step; answers the body (a token, or a challenge). */
export async function passwordStep(app: FastifyInstance, username: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/login', headers, payload: { username, password: PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json();
}

export function secondStep(app: FastifyInstance, challenge: string, code: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/login/two-factor', headers, payload: { challenge, code } });
}
