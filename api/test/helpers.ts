import { inEnglish, type Message } from '@arcvest/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { Role, SignupPayload } from '@arcvest/shared/schemas';
import type { Db } from '../src/db/database';
import { createAccount } from '../src/services/accounts';
import { insertSession } from '../src/db/repositories/sessions';
import { createPasswordHasher } from '../src/services/passwords';
import { hashToken, newAccessToken } from '../src/services/tokens';

export const PASSWORD = 'correct-horse-battery';

export function signupPayload(overrides: Partial<SignupPayload> = {}): SignupPayload {
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    age: '1990-12-10',
    gender: 'female',
    country: 'United Kingdom',
    referred_by: '',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  };
}

/** A user straight in the database (faster than the sign-up route); returns its id. */
/** The body of a refusal that says `text`: its English and its id (`code`). */
export const saying = (text: Message) => ({ message: inEnglish(text), code: text.id });

export async function createUser(db: Db, username: string, role: Role = 'user'): Promise<number> {
  return createAccount(
    db,
    createPasswordHasher(10),
    {
      firstname: 'Test',
      lastname: 'User',
      username,
      email: `${username}@example.com`,
      gender: 'male',
      birthDate: '1980-01-01',
      country: 'France',
      password: PASSWORD,
      role,
    },
    new Date('2026-01-01T00:00:00Z'),
  );
}

export async function login(app: FastifyInstance, username: string, password = PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json().access_token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** An admin and their token. */
export async function signInAdmin(app: FastifyInstance, db: Db): Promise<string> {
  await createUser(db, 'boss', 'admin');
  return login(app, 'boss');
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in API call (no token: signed out); `payload` is sent as JSON. */
export function call(app: FastifyInstance, method: Method, url: string, token: string | null, payload?: object) {
  return app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });
}

/**
 * A live session of the user, written straight to the database (no sign-in, no rate limit):
 * for a suspended or deleted user too, so what refuses them is the check on every request.
 * Like a sign-in, it counts as a re-authentication at `at`.
 */
export async function sessionToken(db: Db, userId: number, at: Date): Promise<string> {
  const { token } = newAccessToken();
  const expires = new Date(at.getTime() + 3_600_000).toISOString();
  await insertSession(db, {
    token_hash: hashToken(token),
    user_id: userId,
    created_at: at.toISOString(),
    last_used_at: at.toISOString(),
    expires_at: expires,
    ip: null,
    user_agent: null,
    reauthenticated_at: at.toISOString(),
  });
  return token;
}

/**
 * The message a database call fails with. (Not `rejects.toThrow`: better-sqlite3's native part
 * keeps the SqliteError class of the first test file in a Jest worker, so in later files its
 * errors come from another realm and do not look like Errors to Jest.)
 */
export async function failure(promise: Promise<unknown>): Promise<string | null> {
  return promise.then(
    () => null,
    (error: { message?: string }) => String(error.message),
  );
}
