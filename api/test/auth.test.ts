import { forEachDatabase } from './databases';
import { bearer, createUser, login, PASSWORD, signupPayload } from './helpers';

const INVALID = 'The given data was invalid.';
const USER_FIELDS = [
  'id',
  'firstname',
  'lastname',
  'username',
  'email',
  'gender',
  'age',
  'country',
  'phone',
  'address',
  'ssn',
  'occupation',
  'salary',
  'level',
  'role',
  'suspended',
  'email_verified',
  'wallet',
  'message',
  'referral_id',
  'dl_front',
  'dl_back',
  'identity_rejection_reason',
  'created_at',
  'frozen_at',
  'security_hold_until',
  'second_factor_locked_at',
  'staff_role',
  'locale',
];

forEachDatabase((ctx) => {
  const signup = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/signup', payload });
  const me = (token: string) => ctx().app.inject({ method: 'POST', url: '/api/me', headers: bearer(token) });

  describe('sign-up', () => {
    it('creates an account that can sign in', async () => {
      const response = await signup(signupPayload());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Registration successful. You can now sign in.' });
      const token = await login(ctx().app, 'ada');
      const user = (await me(token)).json();
      expect(user).toMatchObject({ username: 'ada', email: 'ada@example.com', age: '1990-12-10', role: 'user', level: 1, wallet: 0 });
      expect(user.referral_id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    });

    it('names every missing field', async () => {
      const response = await signup({});
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.message).toBe(INVALID);
      expect(Object.keys(body.errors).sort()).toEqual(['age', 'country', 'email', 'firstname', 'gender', 'lastname', 'password', 'username']);
      expect(body.errors.firstname).toEqual(['The first name field is required.']);
    });

    it.each([
      ['a bad email', { email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
      ['someone under 18', { age: '2010-01-01' }, 'age', 'You must be at least 18 years old to register.'],
      ['a date that does not exist', { age: '1990-02-30' }, 'age', 'The date of birth must be a real date.'],
      ['an unknown gender', { gender: 'other' }, 'gender', 'The gender must be male or female.'],
      ['an unknown country', { country: 'Atlantis' }, 'country', 'Please choose a country from the list.'],
      ['a short password', { password: 'short', password_confirmation: 'short' }, 'password', 'The password must be at least 8 characters.'],
      ['a confirmation that differs', { password_confirmation: 'something-else' }, 'password', 'The password confirmation does not match.'],
      ['an unknown referral code', { referred_by: 'NOPE0000' }, 'referred_by', 'This referral code does not exist.'],
    ])('refuses %s', async (_name, change, field, message) => {
      const response = await signup({ ...signupPayload(), ...change });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID, errors: { [field]: [message] }, code: 'api.invalidData' });
    });

    it('refuses in the language of the request (Brazilian Portuguese), with the same code', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/signup',
        headers: { 'accept-language': 'pt-BR' },
        payload: signupPayload({ age: '2010-01-01' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Os dados enviados são inválidos.',
        errors: { age: ['Você precisa ter pelo menos 18 anos para se cadastrar.'] },
        code: 'api.invalidData',
      });
    });

    it('refuses a username or email already used, whatever the letter case', async () => {
      expect((await signup(signupPayload())).statusCode).toBe(201);
      const response = await signup(signupPayload({ username: 'ADA', email: 'Ada@Example.COM' }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        username: ['This username is already taken.'],
        email: ['This email is already registered.'],
      });
    });

    it('records the referrer of a valid referral code', async () => {
      const referrerId = await createUser(ctx().db, 'referrer');
      const { referral_id } = await ctx().db.selectFrom('users').select('referral_id').where('id', '=', referrerId).executeTakeFirstOrThrow();
      expect((await signup(signupPayload({ referred_by: referral_id }))).statusCode).toBe(201);
      const row = await ctx().db.selectFrom('users').select('referred_by').where('username', '=', 'ada').executeTakeFirstOrThrow();
      expect(row.referred_by).toBe(referrerId);
    });

    it("saves the language the form was shown in, else the request's, else English", async () => {
      const localeOf = async (username: string) =>
        (await ctx().db.selectFrom('users').select('locale').where('username', '=', username).executeTakeFirstOrThrow()).locale;
      expect((await signup({ ...signupPayload(), locale: 'pt-BR' })).statusCode).toBe(201);
      expect(await localeOf('ada')).toBe('pt-BR');
      const fromHeader = signupPayload({ username: 'grace', email: 'grace@example.com' });
      const answer = await ctx().app.inject({ method: 'POST', url: '/api/signup', payload: fromHeader, headers: { 'accept-language': 'ar-EG,en;q=0.5' } });
      expect(answer.statusCode).toBe(201);
      expect(await localeOf('grace')).toBe('ar');
      expect((await signup(signupPayload({ username: 'alan', email: 'alan@example.com' }))).statusCode).toBe(201);
      expect(await localeOf('alan')).toBe('en');
      expect((await me(await login(ctx().app, 'ada'))).json().locale).toBe('pt-BR');
    });

    it('refuses a language it does not speak, and creates no account', async () => {
      const response = await signup({ ...signupPayload(), locale: 'pt' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: INVALID,
        errors: { locale: ['This language is not supported. Choose one of: en, es, pt-BR, ar.'] },
        code: 'api.invalidData',
      });
      expect(await ctx().db.selectFrom('users').select('id').where('username', '=', 'ada').executeTakeFirst()).toBeUndefined();
    });

    it('refuses a field of the wrong type with a readable message', async () => {
      const response = await signup({ ...signupPayload(), firstname: { first: 'Ada' } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.firstname).toEqual(['The firstname field must be text.']);
    });
  });

  describe('login', () => {
    beforeEach(async () => {
      await createUser(ctx().db, 'Grace');
    });
    const attempt = (username: string, password: string) => ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

    it('accepts the username in any letter case, or the email', async () => {
      for (const name of ['Grace', 'grace', 'GRACE@example.com']) {
        const response = await attempt(name, PASSWORD);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.token_type).toBe('Bearer');
        expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Date.parse(body.expires_at)).toBe(ctx().clock.now.getTime() + 12 * 3_600_000);
      }
    });

    it('answers the same for a wrong password and an unknown user', async () => {
      const expected = { error: 'Invalid username or password.', message: 'Invalid username or password.', code: 'api.auth.invalidLogin' };
      for (const [name, password] of [
        ['grace', 'wrong-password'],
        ['nobody', PASSWORD],
      ]) {
        const response = await attempt(name, password);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(expected);
      }
    });

    it('refuses a suspended account, and a deleted one', async () => {
      await ctx().db.updateTable('users').set({ suspended: 1 }).where('username_key', '=', 'grace').execute();
      const suspended = await attempt('grace', PASSWORD);
      expect(suspended.statusCode).toBe(403);
      const message = 'Your account is suspended. Please contact support.';
      expect(suspended.json()).toEqual({ error: message, message, code: 'api.auth.suspended' });

      await ctx().db.updateTable('users').set({ suspended: 0, deleted_at: ctx().clock.now.toISOString() }).execute();
      expect((await attempt('grace', PASSWORD)).statusCode).toBe(401);
    });

    it('requires both fields', async () => {
      const response = await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username: 'grace' } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: INVALID, errors: { password: ['The password field is required.'] }, code: 'api.invalidData' });
    });
  });

  describe('tokens', () => {
    let token: string;
    beforeEach(async () => {
      await createUser(ctx().db, 'grace');
      token = await login(ctx().app, 'grace');
    });

    it('returns the user without secrets or internal columns', async () => {
      const response = await me(token);
      expect(response.statusCode).toBe(200);
      const user = response.json();
      expect(Object.keys(user).sort()).toEqual([...USER_FIELDS].sort());
      expect(response.body).not.toMatch(/password|scrypt|username_key|birth_date|deleted_at|referred_by/);
      expect(user).toMatchObject({ suspended: 0, email_verified: 0, phone: null });
    });

    it('stores only a hash of the token', async () => {
      const rows = await ctx().db.selectFrom('sessions').select('token_hash').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].token_hash).not.toContain(token);
    });

    it('is revoked by logout', async () => {
      const logout = await ctx().app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ message: 'Logged out successfully.' });
      expect((await me(token)).statusCode).toBe(401);
      expect((await ctx().app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(401);
    });

    it('refuses a missing, malformed or unknown token', async () => {
      const unauthenticated = { message: 'Unauthenticated.', code: 'api.auth.unauthenticated' };
      for (const headers of [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43)), bearer(`${token}x`)]) {
        const response = await ctx().app.inject({ method: 'POST', url: '/api/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(unauthenticated);
      }
    });

    it('expires after the idle time, and use keeps it alive', async () => {
      ctx().clock.advance(59 * 60_000);
      expect((await me(token)).statusCode).toBe(200);
      ctx().clock.advance(59 * 60_000);
      expect((await me(token)).statusCode).toBe(200);
      ctx().clock.advance(61 * 60_000);
      expect((await me(token)).statusCode).toBe(401);
    });

    it('expires at the absolute limit even when used', async () => {
      for (let hour = 0; hour < 11; hour += 1) {
        ctx().clock.advance(59 * 60_000);
        expect((await me(token)).statusCode).toBe(200);
      }
      ctx().clock.advance(60 * 60_000 + 1000);
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'api.auth.unauthenticated' });
    });

    it('stops working at once when the account is suspended', async () => {
      await ctx().db.updateTable('users').set({ suspended: 1 }).execute();
      const response = await me(token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Your account is suspended. Please contact support.');
    });
  });

  it('limits login attempts per IP', async () => {
    const app = await ctx().rebuild({ rateLimitMax: 2 });
    const attempt = () => app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' } });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.', code: 'api.rateLimited' });
    // The seconds left of the minute the attempts are counted over.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const other = await app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.0.0.9', payload: { username: 'x', password: 'y' } });
    expect(other.statusCode).toBe(401);
  });

  it('limits sign-up attempts per IP', async () => {
    const app = await ctx().rebuild({ rateLimitMax: 1 });
    expect((await app.inject({ method: 'POST', url: '/api/signup', payload: {} })).statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/api/signup', payload: {} })).statusCode).toBe(429);
  });
});
