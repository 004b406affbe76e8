import { createHash } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES, TWO_FACTOR_TEXTS } from '@arcvest/shared/rules';
import { forEachDatabase } from './databases';
import { oneTimeCodeHash } from '../src/services/one-time-codes';
import { createServerKeys } from '../src/services/server-keys';
import { call, createUser, login, PASSWORD, saying } from './helpers';
import { enrolTwoFactor, passwordStep, secondStep, totpCode } from './two-factor-helpers';

const INVALID_LOGIN_CODE = { ...saying(TWO_FACTOR_TEXTS.invalidCode), error: TWO_FACTOR_MESSAGES.invalidCode };
const EXPIRED = { ...saying(TWO_FACTOR_TEXTS.challengeExpired), error: TWO_FACTOR_MESSAGES.challengeExpired };

forEachDatabase((ctx) => {
  let token: string;
  let userId: number;
  const now = () => ctx().clock.now;
  const status = async () => (await call(ctx().app, 'GET', '/api/two-factor', token)).json();
  const outcomes = async () =>
    (await ctx().db.selectFrom('sign_in_attempts').select('outcome').where('user_id', '=', userId).orderBy('id').execute()).map((row) => row.outcome);

  beforeEach(async () => {
    userId = await createUser(ctx().db, 'ada');
    token = await login(ctx().app, 'ada');
  });

  describe('turning it on', () => {
    it('shows a secret and an otpauth URI, confirms with a first code and answers ten recovery codes once', async () => {
      expect(await status()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
      const setup = await call(ctx().app, 'POST', '/api/two-factor/setup', token);
      expect(setup.statusCode).toBe(200);
      const { secret, otpauth_uri } = setup.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_uri).toBe(`otpauth://totp/Arcvest:ada?issuer=Arcvest&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
      expect(await status()).toMatchObject({ enabled: false });

      const wrong = await call(ctx().app, 'POST', '/api/two-factor/enable', token, { code: '000000' === totpCode(secret, now()) ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ ...saying(TWO_FACTOR_TEXTS.invalidCode), errors: { code: [TWO_FACTOR_MESSAGES.invalidCode] } });

      const enabled = await call(ctx().app, 'POST', '/api/two-factor/enable', token, { code: totpCode(secret, now()) });
      expect(enabled.statusCode).toBe(200);
      const { message, recovery_codes } = enabled.json();
      expect(message).toBe(TWO_FACTOR_MESSAGES.enabled);
      expect(recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-9]{6}-[a-z2-9]{6}-[a-z2-9]{6}-[a-z2-9]{6}$/);
      expect(await status()).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

      // Stored: the secret only encrypted, the recovery codes only as keyed hashes.
      const row = await ctx().db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(row.secret_encrypted).not.toContain(secret);
      expect(row.secret_encrypted).toMatch(/^v1\./);
      const hashes = (await ctx().db.selectFrom('recovery_codes').select('code_hash').execute()).map((r) => r.code_hash);
      const plain = createHash('sha256').update(`recovery:${userId}:${recovery_codes[0]}`).digest('hex');
      expect(hashes).toHaveLength(10);
      expect(hashes).not.toContain(plain);
      expect(hashes.join()).not.toContain(recovery_codes[0]);

      expect((await call(ctx().app, 'POST', '/api/two-factor/setup', token)).statusCode).toBe(409);
    });

    it('refuses a wrong first code in the language of the request (Arabic)', async () => {
      const { secret } = (await call(ctx().app, 'POST', '/api/two-factor/setup', token)).json();
      const wrong = await ctx().app.inject({
        method: 'POST',
        url: '/api/two-factor/enable',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
        payload: { code: '000000' === totpCode(secret, now()) ? '111111' : '000000' },
      });
      expect(wrong.statusCode).toBe(422);
      const arabic = 'الرمز غير صالح. تحقّق من تطبيق المصادقة وحاول مرة أخرى.';
      expect(wrong.json()).toEqual({ message: arabic, errors: { code: [arabic] }, code: 'rules.twoFactor.invalidCode' });
    });

    it('refuses to enable without a setup, and refuses a body without a code', async () => {
      const noSetup = await call(ctx().app, 'POST', '/api/two-factor/enable', token, { code: '123456' });
      expect(noSetup.statusCode).toBe(409);
      expect(noSetup.json()).toEqual(saying(TWO_FACTOR_TEXTS.noSetup));
      expect((await call(ctx().app, 'POST', '/api/two-factor/enable', token, {})).statusCode).toBe(422);
      expect((await call(ctx().app, 'POST', '/api/two-factor/enable', token, { code: 123456 })).statusCode).toBe(422);
      expect((await call(ctx().app, 'POST', '/api/two-factor/setup', null)).statusCode).toBe(401);
    });
  });

  describe('signing in with it on', () => {
    let secret: string;
    let recoveryCodes: string[];

    beforeEach(async () => {
      ({ secret, recoveryCodes } = await enrolTwoFactor(ctx().app, token, now()));
      ctx().clock.advance(30_000);
    });

    it('asks for a code after the password, then signs in with a TOTP code', async () => {
      const first = await passwordStep(ctx().app, 'ada');
      expect(first).toEqual({ two_factor: 'code', challenge: expect.any(String), expires_at: '2026-06-01T12:05:30.000Z' });
      expect(first.access_token).toBeUndefined();

      const response = await secondStep(ctx().app, first.challenge, totpCode(secret, now()));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { access_token } = response.json();
      expect((await call(ctx().app, 'POST', '/api/me', access_token)).json()).toMatchObject({ username: 'ada' });
      // The challenge is done: it does not open a second session.
      expect((await secondStep(ctx().app, first.challenge, totpCode(secret, now()))).json()).toEqual(EXPIRED);
    });

    it('accepts a TOTP code once: the same code is refused on the next sign-in', async () => {
      const code = totpCode(secret, now());
      expect((await secondStep(ctx().app, (await passwordStep(ctx().app, 'ada')).challenge, code)).statusCode).toBe(200);
      const reuse = await secondStep(ctx().app, (await passwordStep(ctx().app, 'ada')).challenge, code);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual(INVALID_LOGIN_CODE);
      // The code of the enrolment (an earlier step) is refused too.
      ctx().clock.advance(30_000);
      const next = await secondStep(ctx().app, (await passwordStep(ctx().app, 'ada')).challenge, totpCode(secret, now()));
      expect(next.statusCode).toBe(200);
      expect(await outcomes()).toEqual(['success', 'success', 'wrong_code', 'success']);
    });

    it('accepts each recovery code once, typed in any case and with spaces', async () => {
      const [code] = recoveryCodes;
      const typed = ` ${code.toUpperCase().replace('-', ' - ')} `;
      expect((await secondStep(ctx().app, (await passwordStep(ctx().app, 'ada')).challenge, typed)).statusCode).toBe(200);
      expect(await status()).toMatchObject({ recovery_codes_left: 9 });
      const again = await secondStep(ctx().app, (await passwordStep(ctx().app, 'ada')).challenge, code);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual(INVALID_LOGIN_CODE);
      expect((await secondStep(ctx().app, (await passwordStep(ctx().app, 'ada')).challenge, recoveryCodes[1])).statusCode).toBe(200);
    });

    it('allows five wrong codes per sign-in: then even the right code needs the password again', async () => {
      const { challenge } = await passwordStep(ctx().app, 'ada');
      const right = totpCode(secret, now());
      const wrong = right === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await secondStep(ctx().app, challenge, wrong);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(INVALID_LOGIN_CODE);
      }
      const sixth = await secondStep(ctx().app, challenge, right);
      expect(sixth.statusCode).toBe(401);
      expect(sixth.json()).toEqual(EXPIRED);
      expect(await outcomes()).toEqual(['success', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'challenge_expired']);
      expect((await secondStep(ctx().app, (await passwordStep(ctx().app, 'ada')).challenge, right)).statusCode).toBe(200);
    });

    it('counts wrong codes with wrong passwords against the per-IP sign-in limit', async () => {
      await ctx().rebuild({ rateLimitMax: 3 });
      const { challenge } = await passwordStep(ctx().app, 'ada');
      expect((await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password: 'wrong-password' } })).statusCode).toBe(401);
      expect((await secondStep(ctx().app, challenge, '000000')).statusCode).toBe(401);
      const limited = await secondStep(ctx().app, challenge, totpCode(secret, now()));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.', code: 'api.rateLimited' });
      expect((await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password: PASSWORD } })).statusCode).toBe(429);
    });

    it('expires the second step after five minutes', async () => {
      const { challenge } = await passwordStep(ctx().app, 'ada');
      ctx().clock.advance(5 * 60_000);
      const response = await secondStep(ctx().app, challenge, totpCode(secret, now()));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(EXPIRED);
      expect((await secondStep(ctx().app, 'not-a-challenge', totpCode(secret, now()))).json()).toEqual(EXPIRED);
    });

    it('is still asked for after a password reset: the reset does not bypass it', async () => {
      await ctx().app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: 'ada@example.com' } });
      // The emailed code is not readable here; a known one is stored the way the server stores it.
      const keys = createServerKeys(ctx().config.authSecret);
      await ctx()
        .db.updateTable('one_time_codes')
        .set({ code_hash: oneTimeCodeHash(keys, userId, 'password_reset', '123456') })
        .execute();
      const reset = await ctx().app.inject({
        method: 'POST',
        url: '/api/verify-otp-and-reset-password',
        payload: { email: 'ada@example.com', otp: '123456', password: 'a-brand-new-password', password_confirmation: 'a-brand-new-password' },
      });
      expect(reset.statusCode).toBe(200);
      const answer = await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password: 'a-brand-new-password' } });
      expect(answer.json()).toEqual({ two_factor: 'code', challenge: expect.any(String), expires_at: expect.any(String) });
    });

    it('refuses the second step of a user suspended meanwhile', async () => {
      const { challenge } = await passwordStep(ctx().app, 'ada');
      await ctx().db.updateTable('users').set({ suspended: 1 }).where('id', '=', userId).execute();
      expect((await secondStep(ctx().app, challenge, totpCode(secret, now()))).statusCode).toBe(403);
    });

    it('turns off only with a current code', async () => {
      const disable = (body: object) => call(ctx().app, 'POST', '/api/two-factor/disable', token, body);
      expect((await disable({})).statusCode).toBe(422);
      const wrong = await disable({ code: totpCode(secret, new Date(now().getTime() - 10 * 60_000)) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ ...saying(TWO_FACTOR_TEXTS.invalidCode), errors: { code: [TWO_FACTOR_MESSAGES.invalidCode] } });
      expect(await status()).toMatchObject({ enabled: true });

      const off = await disable({ code: totpCode(secret, now()) });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: TWO_FACTOR_MESSAGES.disabled });
      expect(await status()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
      expect((await passwordStep(ctx().app, 'ada')).access_token).toEqual(expect.any(String));
      expect((await disable({ code: totpCode(secret, now()) })).statusCode).toBe(409);
    });
  });

  describe('administrators in production', () => {
    beforeEach(async () => {
      await createUser(ctx().db, 'boss', 'admin');
      await ctx().rebuild({ demo: false });
    });

    it('must enrol at their first sign-in, and then sign in with a code', async () => {
      const first = await passwordStep(ctx().app, 'boss');
      expect(first).toEqual({ two_factor: 'enrol', challenge: expect.any(String), expires_at: expect.any(String) });
      // An enrolment challenge is no code challenge.
      expect((await secondStep(ctx().app, first.challenge, '123456')).json()).toEqual(EXPIRED);

      const setup = await ctx().app.inject({ method: 'POST', url: '/api/login/two-factor/setup', payload: { challenge: first.challenge } });
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json();
      const enrol = (code: string) => ctx().app.inject({ method: 'POST', url: '/api/login/two-factor/enable', payload: { challenge: first.challenge, code } });
      expect((await enrol('000000' === totpCode(secret, now()) ? '111111' : '000000')).statusCode).toBe(401);
      const enrolled = await enrol(totpCode(secret, now()));
      expect(enrolled.statusCode).toBe(200);
      const body = enrolled.json();
      expect(body.recovery_codes).toHaveLength(10);
      const adminStatus = (await call(ctx().app, 'GET', '/api/two-factor', body.access_token)).json();
      expect(adminStatus).toEqual({ enabled: true, required: true, recovery_codes_left: 10 });

      const off = await call(ctx().app, 'POST', '/api/two-factor/disable', body.access_token, { code: body.recovery_codes[0] });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual(saying(TWO_FACTOR_TEXTS.adminRequired));

      ctx().clock.advance(30_000);
      const next = await passwordStep(ctx().app, 'boss');
      expect(next.two_factor).toBe('code');
      expect((await secondStep(ctx().app, next.challenge, totpCode(secret, now()))).statusCode).toBe(200);
    });

    it('leaves investors free to sign in without it', async () => {
      expect((await passwordStep(ctx().app, 'ada')).access_token).toEqual(expect.any(String));
    });

    it('keeps it optional for administrators in the demo', async () => {
      await ctx().rebuild({ demo: true });
      expect((await passwordStep(ctx().app, 'boss')).access_token).toEqual(expect.any(String));
    });
  });
});
