import { MAX_PASSKEYS_PER_USER, PASSKEY_ANSWER_TEXTS, PASSKEY_MESSAGES, PASSKEY_TEXTS, TWO_FACTOR_MESSAGES } from '@arcvest/shared/rules';
import type { FastifyInstance } from 'fastify';
import { forEachDatabase } from './databases';
import { call, createUser, login, saying, signInAdmin } from './helpers';
import { SoftwareAuthenticator } from './software-authenticator';
import { enrolTwoFactor, passwordStep, totpCode } from './two-factor-helpers';
import { relyingParty, verifyAssertion } from '../src/services/passkeys';

/** app.inject's requests come from http://localhost (Host: localhost:80) unless PUBLIC_URL says otherwise. */
const ORIGIN = 'http://localhost';

async function registrationOptions(app: FastifyInstance, token: string) {
  const answer = await call(app, 'POST', '/api/passkeys/registration-options', token);
  if (answer.statusCode !== 200) throw new Error(`registration options: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

/** Registers a passkey of `authenticator` under `name`; answers the raw response. */
async function addPasskey(app: FastifyInstance, token: string, authenticator: SoftwareAuthenticator, name: string) {
  const options = await registrationOptions(app, token);
  return call(app, 'POST', '/api/passkeys', token, { name, response: authenticator.register(options) });
}

async function loginOptions(app: FastifyInstance) {
  const answer = await app.inject({ method: 'POST', url: '/api/login/passkey/options' });
  if (answer.statusCode !== 200) throw new Error(`login options: ${answer.statusCode} ${answer.body}`);
  return answer.json() as { challenge_id: number; options: { challenge: string; rpId: string; allowCredentials?: { id: string }[] } };
}

function passkeyLogin(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'POST', url: '/api/login/passkey', payload });
}

forEachDatabase((ctx) => {
  let token: string;
  let userId: number;
  let authenticator: SoftwareAuthenticator;
  const app = () => ctx().app;
  const outcomes = async (id = userId) =>
    (await ctx().db.selectFrom('sign_in_attempts').select('outcome').where('user_id', '=', id).orderBy('id').execute()).map((row) => row.outcome);

  beforeEach(async () => {
    userId = await createUser(ctx().db, 'ada');
    token = await login(app(), 'ada');
    authenticator = new SoftwareAuthenticator(ORIGIN);
  });

  describe('registering', () => {
    it('asks for a discoverable key with user verification, stores the passkey and lists it', async () => {
      const options = await registrationOptions(app(), token);
      expect(options).toMatchObject({
        rp: { name: 'Arcvest', id: 'localhost' },
        user: { name: 'ada', displayName: 'Test User' },
        attestation: 'none',
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
        excludeCredentials: [],
      });
      expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
      const stored = await ctx().db.selectFrom('webauthn_challenges').selectAll().execute();
      expect(stored).toEqual([
        expect.objectContaining({
          user_id: userId,
          purpose: 'registration',
          challenge: options.challenge,
          used_at: null,
          expires_at: '2026-06-01T12:05:00.000Z',
        }),
      ]);

      const created = await call(app(), 'POST', '/api/passkeys', token, { name: '  My laptop ', response: authenticator.register(options) });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        message: PASSKEY_MESSAGES.registered,
        passkey: { id: expect.any(Number), name: 'My laptop', created_at: '2026-06-01T12:00:00.000Z', last_used_at: null },
      });
      const row = await ctx().db.selectFrom('passkeys').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: userId, credential_id: authenticator.credentials[0].id, name: 'My laptop', transports: '["internal"]' });
      expect(Number(row.counter)).toBe(0);
      expect((await ctx().db.selectFrom('webauthn_challenges').select('used_at').executeTakeFirstOrThrow()).used_at).not.toBeNull();

      const list = await call(app(), 'GET', '/api/passkeys', token);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([{ id: row.id, name: 'My laptop', created_at: '2026-06-01T12:00:00.000Z', last_used_at: null }]);

      // The next options exclude it, so the same authenticator is not registered twice.
      expect((await registrationOptions(app(), token)).excludeCredentials).toEqual([{ id: row.credential_id, type: 'public-key', transports: ['internal'] }]);
    });

    it('refuses bad names with a 422 on name, and changes nothing', async () => {
      expect((await addPasskey(app(), token, authenticator, 'Phone')).statusCode).toBe(201);
      for (const [name, message, code] of [
        ['   ', PASSKEY_MESSAGES.nameRequired, 'rules.passkey.nameRequired'],
        ['x'.repeat(61), PASSKEY_MESSAGES.nameTooLong, 'rules.passkey.nameTooLong'],
        [' Phone ', PASSKEY_MESSAGES.nameTaken, 'rules.passkey.nameTaken'],
      ]) {
        const refused = await addPasskey(app(), token, new SoftwareAuthenticator(ORIGIN), name);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toEqual({ message, errors: { name: [message] }, code });
      }
      expect((await addPasskey(app(), token, new SoftwareAuthenticator(ORIGIN), 'x'.repeat(60))).statusCode).toBe(201);
      // Another user may use the same name.
      await createUser(ctx().db, 'bob');
      expect((await addPasskey(app(), await login(app(), 'bob'), new SoftwareAuthenticator(ORIGIN), 'Phone')).statusCode).toBe(201);
      expect(await ctx().db.selectFrom('passkeys').select('name').where('user_id', '=', userId).orderBy('id').execute()).toEqual([
        { name: 'Phone' },
        { name: 'x'.repeat(60) },
      ]);
    });

    it('allows at most ten passkeys', async () => {
      for (let index = 0; index < MAX_PASSKEYS_PER_USER; index += 1) {
        expect((await addPasskey(app(), token, authenticator, `Key ${index}`)).statusCode).toBe(201);
      }
      const options = await call(app(), 'POST', '/api/passkeys/registration-options', token);
      expect(options.statusCode).toBe(409);
      expect(options.json()).toEqual(saying(PASSKEY_ANSWER_TEXTS.tooMany));
    });

    it('refuses a response without user verification, for another origin, a foreign challenge, a non-discoverable key or a replay', async () => {
      const cases: [string, (options: never) => object][] = [
        ['no user verification', (options) => authenticator.register(options, { userVerified: false })],
        ['another origin', (options) => authenticator.register(options, { origin: 'https://evil.example' })],
        ['another rpID', (options) => authenticator.register(options, { rpId: 'evil.example' })],
        ['a challenge never given', (options) => authenticator.register(options, { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })],
        ['not discoverable', (options) => authenticator.register(options, { clientExtensionResults: { credProps: { rk: false } } })],
      ];
      for (const [what, respond] of cases) {
        const options = await registrationOptions(app(), token);
        const refused = await call(app(), 'POST', '/api/passkeys', token, { name: 'Key', response: respond(options as never) });
        expect({ what, status: refused.statusCode }).toEqual({ what, status: 422 });
        expect(Object.keys(refused.json().errors)).toEqual(['response']);
      }
      // A response sent twice: the challenge serves once.
      const options = await registrationOptions(app(), token);
      const response = authenticator.register(options);
      expect((await call(app(), 'POST', '/api/passkeys', token, { name: 'Key', response })).statusCode).toBe(201);
      const replay = await call(app(), 'POST', '/api/passkeys', token, { name: 'Key 2', response });
      expect(replay.statusCode).toBe(422);
      expect(replay.json()).toEqual({ ...saying(PASSKEY_ANSWER_TEXTS.registrationFailed), errors: { response: [PASSKEY_MESSAGES.registrationFailed] } });
      expect(await ctx().db.selectFrom('passkeys').select('name').execute()).toEqual([{ name: 'Key' }]);
    });

    it("refuses another user's registration challenge and a malformed body", async () => {
      const otherId = await createUser(ctx().db, 'bob');
      const bobToken = await login(app(), 'bob');
      const bobOptions = await registrationOptions(app(), bobToken);
      const stolen = await call(app(), 'POST', '/api/passkeys', token, { name: 'Key', response: authenticator.register(bobOptions) });
      expect(stolen.statusCode).toBe(422);
      expect(await ctx().db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
      expect(otherId).toBeGreaterThan(0);

      const malformed = await call(app(), 'POST', '/api/passkeys', token, {
        name: 'Key',
        response: { id: 'x', rawId: 'x', response: { clientDataJSON: '!!!', attestationObject: 'AA' }, type: 'public-key', clientExtensionResults: {} },
      });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors).toHaveProperty(['response.response.clientDataJSON']);
      const garbage = await call(app(), 'POST', '/api/passkeys', token, {
        name: 'Key',
        response: { id: 'x', rawId: 'x', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' }, type: 'public-key', clientExtensionResults: {} },
      });
      expect(garbage.statusCode).toBe(422);
      expect((await call(app(), 'POST', '/api/passkeys', null, { name: 'Key', response: {} })).statusCode).toBe(401);
    });
  });

  describe('removing', () => {
    it("removes one of yours; another user's is a 404 and stays", async () => {
      const mine = (await addPasskey(app(), token, authenticator, 'Laptop')).json().passkey.id;
      await createUser(ctx().db, 'bob');
      const bobToken = await login(app(), 'bob');
      const bobs = (await addPasskey(app(), bobToken, new SoftwareAuthenticator(ORIGIN), 'Bob key')).json().passkey.id;

      const refused = await call(app(), 'DELETE', `/api/passkeys/${bobs}`, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(saying(PASSKEY_ANSWER_TEXTS.notFound));
      const inSpanish = await app().inject({
        method: 'DELETE',
        url: `/api/passkeys/${bobs}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
      });
      expect(inSpanish.json()).toEqual({ message: 'No se encontró la llave de acceso.', code: 'rules.passkey.notFound' });
      expect((await call(app(), 'DELETE', '/api/passkeys/abc', token)).statusCode).toBe(422);

      const removed = await call(app(), 'DELETE', `/api/passkeys/${mine}`, token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: PASSKEY_MESSAGES.removed });
      expect((await call(app(), 'GET', '/api/passkeys', token)).json()).toEqual([]);
      expect((await call(app(), 'GET', '/api/passkeys', bobToken)).json()).toEqual([expect.objectContaining({ id: bobs })]);
      expect((await call(app(), 'DELETE', `/api/passkeys/${mine}`, token)).statusCode).toBe(404);

      // A removed passkey signs in no more.
      const options = await loginOptions(app());
      authenticator.credentials[0].counter = 5;
      const answer = await passkeyLogin(app(), { challenge_id: options.challenge_id, response: authenticator.assert(options.options) });
      expect(answer.statusCode).toBe(401);
    });
  });

  describe('signing in with a passkey alone', () => {
    beforeEach(async () => {
      expect((await addPasskey(app(), token, authenticator, 'Laptop')).statusCode).toBe(201);
    });

    it('signs in without a username: discoverable options, a session, the counter and last use stored, the attempt recorded', async () => {
      ctx().clock.advance(60_000);
      const { challenge_id, options } = await loginOptions(app());
      expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
      expect(options.allowCredentials ?? []).toEqual([]);

      const answer = await passkeyLogin(app(), { challenge_id, response: authenticator.assert(options) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toContain('no-store');
      const { access_token, token_type, expires_at } = answer.json();
      expect(token_type).toBe('Bearer');
      expect(expires_at).toBe('2026-06-02T00:01:00.000Z');
      const me = await call(app(), 'POST', '/api/me', access_token);
      expect(me.json()).toMatchObject({ username: 'ada' });

      const row = await ctx().db.selectFrom('passkeys').selectAll().executeTakeFirstOrThrow();
      expect(Number(row.counter)).toBe(1);
      expect(row.last_used_at).toBe('2026-06-01T12:01:00.000Z');
      expect(await outcomes()).toEqual(['success', 'success']);
      expect((await call(app(), 'GET', '/api/passkeys', token)).json()[0].last_used_at).toBe('2026-06-01T12:01:00.000Z');
    });

    it('refuses a replayed challenge, and a response to a challenge of another purpose', async () => {
      const { challenge_id, options } = await loginOptions(app());
      const response = authenticator.assert(options);
      expect((await passkeyLogin(app(), { challenge_id, response })).statusCode).toBe(200);
      const replay = await passkeyLogin(app(), { challenge_id, response });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ ...saying(PASSKEY_TEXTS.signInFailed), error: PASSKEY_MESSAGES.signInFailed });
      // A fresh signature over the used challenge fails too.
      expect((await passkeyLogin(app(), { challenge_id, response: authenticator.assert(options) })).statusCode).toBe(401);
      expect(await outcomes()).toEqual(['success', 'success', 'wrong_code', 'wrong_code']);
    });

    it('refuses a wrong origin, a wrong rpID, a challenge other than the stored one, no user verification, an expired challenge', async () => {
      const cases: [string, (options: { challenge: string }) => object, number?][] = [
        ['another origin', (options) => authenticator.assert(options, { origin: 'https://evil.example' })],
        ['another rpID', (options) => authenticator.assert(options, { rpId: 'evil.example' })],
        ['another challenge', (options) => authenticator.assert(options, { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })],
        ['no user verification', (options) => authenticator.assert(options, { userVerified: false })],
        ['expired', (options) => authenticator.assert(options), 5 * 60_000 + 1],
      ];
      for (const [what, respond, wait] of cases) {
        const { challenge_id, options } = await loginOptions(app());
        if (wait) ctx().clock.advance(wait);
        const answer = await passkeyLogin(app(), { challenge_id, response: respond(options) });
        expect({ what, status: answer.statusCode }).toEqual({ what, status: 401 });
      }
      // Nothing signed in; each failure recorded under the passkey's owner.
      expect(await outcomes()).toEqual(['success', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code']);
      expect(await ctx().db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
    });

    it('refuses a cloned key whose counter goes backwards, and keeps the stored counter', async () => {
      let { challenge_id, options } = await loginOptions(app());
      expect((await passkeyLogin(app(), { challenge_id, response: authenticator.assert(options, { counter: 10 }) })).statusCode).toBe(200);
      ({ challenge_id, options } = await loginOptions(app()));
      const cloned = await passkeyLogin(app(), { challenge_id, response: authenticator.assert(options, { counter: 7 }) });
      expect(cloned.statusCode).toBe(401);
      ({ challenge_id, options } = await loginOptions(app()));
      expect((await passkeyLogin(app(), { challenge_id, response: authenticator.assert(options, { counter: 10 }) })).statusCode).toBe(401);
      expect(Number((await ctx().db.selectFrom('passkeys').select('counter').executeTakeFirstOrThrow()).counter)).toBe(10);
      ({ challenge_id, options } = await loginOptions(app()));
      expect((await passkeyLogin(app(), { challenge_id, response: authenticator.assert(options, { counter: 11 }) })).statusCode).toBe(200);
    });

    it('refuses an unknown credential, a suspended user (403) and a deleted one', async () => {
      const stranger = new SoftwareAuthenticator(ORIGIN);
      stranger.register({ challenge: 'AAAA', rp: { id: 'localhost' }, user: { id: 'AAAA' } });
      let { challenge_id, options } = await loginOptions(app());
      const unknown = await passkeyLogin(app(), { challenge_id, response: stranger.assert(options) });
      expect(unknown.statusCode).toBe(401);
      expect(await ctx().db.selectFrom('sign_in_attempts').select(['login', 'outcome']).where('user_id', 'is', null).execute()).toEqual([
        { login: '(passkey)', outcome: 'unknown_user' },
      ]);

      await ctx().db.updateTable('users').set({ suspended: 1 }).where('id', '=', userId).execute();
      ({ challenge_id, options } = await loginOptions(app()));
      const suspended = await passkeyLogin(app(), { challenge_id, response: authenticator.assert(options) });
      expect(suspended.statusCode).toBe(403);
      expect(suspended.json().message).toMatch(/suspended/i);
      expect((await outcomes()).at(-1)).toBe('suspended');
      expect(await ctx().db.selectFrom('sessions').select('id').execute()).toHaveLength(1);

      // Deleted by an admin: the account's passkeys are forgotten, and sign in no more.
      await ctx().db.updateTable('users').set({ suspended: 0 }).where('id', '=', userId).execute();
      const adminToken = await signInAdmin(app(), ctx().db);
      expect((await call(app(), 'POST', `/api/delete-user/${userId}`, adminToken)).statusCode).toBe(200);
      expect(await ctx().db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
      ({ challenge_id, options } = await loginOptions(app()));
      expect((await passkeyLogin(app(), { challenge_id, response: authenticator.assert(options) })).statusCode).toBe(401);
    });

    it('answers 422 for a malformed body and 401 for garbage that passes the schema, never a 5xx', async () => {
      const { challenge_id } = await loginOptions(app());
      expect((await passkeyLogin(app(), {})).statusCode).toBe(422);
      expect((await passkeyLogin(app(), { challenge_id: 'x', response: {} })).statusCode).toBe(422);
      const garbage = {
        id: 'AAAA',
        rawId: 'AAAA',
        response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
        type: 'public-key',
        clientExtensionResults: {},
      };
      expect((await passkeyLogin(app(), { challenge_id, response: garbage })).statusCode).toBe(401);
      expect((await passkeyLogin(app(), { challenge_id: 999_999, response: garbage })).statusCode).toBe(401);
      const credentialId = authenticator.credentials[0].id;
      expect((await passkeyLogin(app(), { challenge_id, response: { ...garbage, id: credentialId, rawId: credentialId } })).statusCode).toBe(401);
    });

    it('derives the relying party from PUBLIC_URL when it is set', async () => {
      await ctx().rebuild({ publicUrl: 'https://invest.example/app' });
      const { challenge_id, options } = await loginOptions(app());
      expect(options.rpId).toBe('invest.example');
      // The passkey was made for localhost: another site's assertion is refused.
      expect((await passkeyLogin(app(), { challenge_id, response: authenticator.assert(options, { rpId: 'localhost' }) })).statusCode).toBe(401);
      expect(relyingParty('https://invest.example/app', { protocol: 'http', host: 'ignored:1' })).toEqual({
        origin: 'https://invest.example',
        rpID: 'invest.example',
      });
      expect(relyingParty(null, { protocol: 'http', host: 'localhost:4100' })).toEqual({ origin: 'http://localhost:4100', rpID: 'localhost' });
    });

    it('shares the sign-in attempts limit with the password step', async () => {
      await ctx().rebuild({ rateLimitMax: 3 });
      for (let index = 0; index < 3; index += 1) expect((await passkeyLogin(app(), { challenge_id: 1, response: { id: 'A' } })).statusCode).toBe(422);
      expect((await app().inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password: 'x' } })).statusCode).toBe(429);
    });
  });

  describe('a passkey as the second factor', () => {
    let secret: string;

    beforeEach(async () => {
      expect((await addPasskey(app(), token, authenticator, 'Laptop')).statusCode).toBe(201);
      ({ secret } = await enrolTwoFactor(app(), token, ctx().clock.now));
      ctx().clock.advance(30_000);
    });

    async function secondFactorOptions(challenge: string) {
      const answer = await app().inject({ method: 'POST', url: '/api/login/two-factor/passkey-options', payload: { challenge } });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { challenge_id: number; options: { challenge: string; allowCredentials: { id: string }[] } };
    }

    const secondStep = (payload: object) => app().inject({ method: 'POST', url: '/api/login/two-factor', payload });

    it("signs in with the password then the user's passkey, in place of a code", async () => {
      const { challenge } = await passwordStep(app(), 'ada');
      const { challenge_id, options } = await secondFactorOptions(challenge);
      expect(options.allowCredentials.map((credential) => credential.id)).toEqual([authenticator.credentials[0].id]);
      const answer = await secondStep({ challenge, assertion: { challenge_id, response: authenticator.assert(options) } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ token_type: 'Bearer' });
      // The sign-in challenge is used: neither a code nor the passkey serve again.
      expect((await secondStep({ challenge, code: totpCode(secret, ctx().clock.now) })).statusCode).toBe(401);
      expect((await outcomes()).at(-1)).toBe('challenge_expired');
    });

    it('counts a refused passkey as a wrong code (five tries per sign-in), and refuses another purpose or user', async () => {
      const { challenge } = await passwordStep(app(), 'ada');
      // A discoverable sign-in's challenge does not serve the second step.
      const discoverable = await loginOptions(app());
      const wrongPurpose = await secondStep({
        challenge,
        assertion: { challenge_id: discoverable.challenge_id, response: authenticator.assert(discoverable.options) },
      });
      expect(wrongPurpose.statusCode).toBe(401);
      expect(wrongPurpose.json().message).toBe(PASSKEY_MESSAGES.signInFailed);

      // Bob's passkey does not serve Ada's sign-in.
      await createUser(ctx().db, 'bob');
      const bobKey = new SoftwareAuthenticator(ORIGIN);
      expect((await addPasskey(app(), await login(app(), 'bob'), bobKey, 'Bob')).statusCode).toBe(201);
      const adaOptions = await secondFactorOptions(challenge);
      expect(
        (
          await secondStep({
            challenge,
            assertion: { challenge_id: adaOptions.challenge_id, response: bobKey.assert({ challenge: adaOptions.options.challenge }) },
          })
        ).statusCode,
      ).toBe(401);

      for (let index = 0; index < 3; index += 1) {
        const { challenge_id, options } = await secondFactorOptions(challenge);
        expect(
          (await secondStep({ challenge, assertion: { challenge_id, response: authenticator.assert(options, { origin: 'https://evil.example' }) } }))
            .statusCode,
        ).toBe(401);
      }
      // Five tries used: the sign-in must start again.
      const noMoreOptions = await app().inject({ method: 'POST', url: '/api/login/two-factor/passkey-options', payload: { challenge } });
      expect(noMoreOptions.statusCode).toBe(401);
      expect(noMoreOptions.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
      const sixth = await secondStep({ challenge, assertion: { challenge_id: adaOptions.challenge_id, response: authenticator.assert(adaOptions.options) } });
      expect(sixth.statusCode).toBe(401);
      expect(sixth.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
      expect(await outcomes()).toEqual([
        'success',
        'wrong_code',
        'wrong_code',
        'wrong_code',
        'wrong_code',
        'wrong_code',
        'challenge_expired',
        'challenge_expired',
      ]);
    });

    it('asks for exactly one of a code and a passkey, and says when the user has no passkey', async () => {
      const { challenge } = await passwordStep(app(), 'ada');
      const neither = await secondStep({ challenge });
      expect(neither.statusCode).toBe(422);
      expect(neither.json().errors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeRequired] });
      const { challenge_id, options } = await secondFactorOptions(challenge);
      const both = await secondStep({ challenge, code: '123456', assertion: { challenge_id, response: authenticator.assert(options) } });
      expect(both.statusCode).toBe(422);
      expect(await outcomes()).toEqual(['success']);

      await ctx().db.deleteFrom('passkeys').execute();
      const none = await app().inject({ method: 'POST', url: '/api/login/two-factor/passkey-options', payload: { challenge } });
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual(saying(PASSKEY_ANSWER_TEXTS.noPasskeys));
      const expired = await app().inject({ method: 'POST', url: '/api/login/two-factor/passkey-options', payload: { challenge: 'nope' } });
      expect(expired.statusCode).toBe(401);
    });

    it('refuses a suspended user at the passkey options', async () => {
      const { challenge } = await passwordStep(app(), 'ada');
      await ctx().db.updateTable('users').set({ suspended: 1 }).where('id', '=', userId).execute();
      const answer = await app().inject({ method: 'POST', url: '/api/login/two-factor/passkey-options', payload: { challenge } });
      expect(answer.statusCode).toBe(403);
    });
  });

  describe('verifyAssertion, for other services', () => {
    it('checks the user, the challenge and the origin, stores the counter, and answers null on anything wrong', async () => {
      expect((await addPasskey(app(), token, authenticator, 'Laptop')).statusCode).toBe(201);
      const passkeyId = (await ctx().db.selectFrom('passkeys').select('id').executeTakeFirstOrThrow()).id;
      const origin = { origin: ORIGIN, rpID: 'localhost' };
      const expectedChallenge = 'c3RlcC11cC1jaGFsbGVuZ2UtZm9yLXRlc3Rpbmc';
      const at = new Date('2026-06-01T13:00:00Z');
      const run = (response: object, owner: number | null = userId) =>
        ctx()
          .db.transaction()
          .execute((trx) => verifyAssertion(trx, { expectedChallenge, userId: owner, response: response as never, origin, at }));

      expect(await run(authenticator.assert({ challenge: expectedChallenge }), userId + 1)).toBeNull();
      expect(await run(authenticator.assert({ challenge: 'b3RoZXI' }))).toBeNull();
      expect(await run(authenticator.assert({ challenge: expectedChallenge }, { origin: 'https://evil.example' }))).toBeNull();
      expect(await run({})).toBeNull();
      expect(await run(null as never)).toBeNull();
      expect(await run(authenticator.assert({ challenge: expectedChallenge }))).toEqual({ userId, passkeyId });
      expect(await run(authenticator.assert({ challenge: expectedChallenge }), null)).toEqual({ userId, passkeyId });
      const row = await ctx().db.selectFrom('passkeys').selectAll().executeTakeFirstOrThrow();
      expect(row.last_used_at).toBe('2026-06-01T13:00:00.000Z');
      expect(Number(row.counter)).toBe(authenticator.credentials[0].counter);
    });
  });
});
