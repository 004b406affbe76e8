import { stepUpKey, type StepUpPurpose } from '@arcvest/shared/rules';
import type { Config } from '../src/config';
import type { Db } from '../src/db/database';
import { insertStepUp } from '../src/db/repositories/account-protection';
import { createServerKeys } from '../src/services/server-keys';
import { stepUpCodeHash } from '../src/services/step-up';
import { hashToken } from '../src/services/tokens';
import type { FastifyInstance } from 'fastify';
import { call } from './helpers';

const CODE = '246810';

/**
 * For tests of what a withdrawal or new address does (not of the step-up itself, which
 * step-up.test.ts drives through its emails): the body with a step-up that confirms it, written
 * straight to the database as `sessionToken` writes sessions, for the signed-in user of `token`.
 */
export async function withStepUp<T extends { payment_method: string; address: string; amount?: number; label?: string }>(
  env: { db: Db; config: Pick<Config, 'authSecret'>; clock?: { now: Date } },
  token: string,
  purpose: StepUpPurpose,
  body: T,
): Promise<T & { step_up: { id: number; code: string } }> {
  const session = await env.db.selectFrom('sessions').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
  const at = env.clock?.now ?? new Date();
  const row = { user_id: session.user_id, details_key: stepUpKey(purpose, body) };
  const id = await insertStepUp(env.db, {
    ...row,
    purpose,
    methods: JSON.stringify(['email']),
    code_hash: stepUpCodeHash(createServerKeys(env.config.authSecret), row, CODE),
    passkey_challenge: null,
    created_at: at.toISOString(),
    expires_at: new Date(at.getTime() + 10 * 60_000).toISOString(),
  });
  return { ...body, step_up: { id, code: CODE } };
}

type Env = { app: FastifyInstance; db: Db; config: Config; clock?: { now: Date } };

/** POST /api/withdraw as `token`, confirmed (for tests of what a withdrawal does). */
export async function confirmedWithdraw(
  env: Env,
  token: string,
  body: { amount: number; address: string; payment_method: string; [field: string]: unknown },
  app = env.app,
) {
  return call(app, 'POST', '/api/withdraw', token, await withStepUp(env, token, 'withdrawal', body));
}

/** POST /api/withdrawal-addresses as `token`, confirmed. */
export async function confirmedSaveAddress(env: Env, token: string, body: { payment_method: string; address: string; label: string }) {
  return call(env.app, 'POST', '/api/withdrawal-addresses', token, await withStepUp(env, token, 'withdrawal-address', body));
}
