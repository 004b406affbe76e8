import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { formatDateTime } from '@arcvest/shared/rules';
import { forEachDatabase } from './databases';
import { call, createUser, login, PASSWORD } from './helpers';
import { codeIn, parseMessage } from './smtp';
import { useLocalSmtp } from './use-local-smtp';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const localSmtp = useLocalSmtp();

forEachDatabase((ctx) => {
  let userId: number;
  const signIn = async (userAgent: string, password = PASSWORD, username = 'ada', headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url: '/api/login', headers: { 'user-agent': userAgent, ...headers }, payload: { username, password } });
  const tokenFrom = async (userAgent: string) => (await signIn(userAgent)).json().access_token as string;

  beforeEach(async () => {
    userId = await createUser(ctx().db, 'ada');
    localSmtp().clear();
    await ctx().rebuild({ smtpUrl: localSmtp().url });
  });

  describe('sign-in history', () => {
    it('records every attempt with its time, IP, device and outcome; the user sees their last ones, newest first', async () => {
      expect((await signIn(CHROME_LINUX, 'wrong-password')).statusCode).toBe(401);
      ctx().clock.advance(1000);
      const token = await tokenFrom(CHROME_LINUX);
      expect((await signIn(CHROME_LINUX, PASSWORD, 'nobody')).statusCode).toBe(401);
      await ctx().db.updateTable('users').set({ suspended: 1 }).where('id', '=', userId).execute();
      expect((await signIn(FIREFOX_WINDOWS)).statusCode).toBe(403);
      await ctx().db.updateTable('users').set({ suspended: 0 }).where('id', '=', userId).execute();

      const history = await call(ctx().app, 'GET', '/api/sign-ins', token);
      expect(history.statusCode).toBe(200);
      expect(history.json()).toEqual([
        { id: expect.any(Number), created_at: '2026-06-01T12:00:01.000Z', ip: '127.0.0.1', device: 'Firefox on Windows', outcome: 'suspended' },
        { id: expect.any(Number), created_at: '2026-06-01T12:00:01.000Z', ip: '127.0.0.1', device: 'Chrome on Linux', outcome: 'success' },
        { id: expect.any(Number), created_at: '2026-06-01T12:00:00.000Z', ip: '127.0.0.1', device: 'Chrome on Linux', outcome: 'wrong_password' },
      ]);
      // An unknown username is recorded too, with no user.
      const unknown = await ctx().db.selectFrom('sign_in_attempts').selectAll().where('user_id', 'is', null).execute();
      expect(unknown).toEqual([expect.objectContaining({ login: 'nobody', outcome: 'unknown_user', user_agent: CHROME_LINUX })]);
    });

    it('keeps the client IP the proxy names when TRUST_PROXY is set, and the peer otherwise', async () => {
      await signIn(CHROME_LINUX, PASSWORD, 'ada', { 'x-forwarded-for': '203.0.113.7' });
      await ctx().rebuild({ trustProxy: true });
      const token = (await signIn(CHROME_LINUX, PASSWORD, 'ada', { 'x-forwarded-for': '203.0.113.7' })).json().access_token;
      const ips = (await call(ctx().app, 'GET', '/api/sign-ins', token)).json().map((attempt: { ip: string }) => attempt.ip);
      expect(ips).toEqual(['203.0.113.7', '127.0.0.1']);
    });

    it('shows at most the last 20', async () => {
      await ctx().rebuild({ rateLimitMax: 100 });
      for (let attempt = 0; attempt < 22; attempt += 1) await signIn(CHROME_LINUX, 'wrong-password');
      const token = await tokenFrom(CHROME_LINUX);
      const history = (await call(ctx().app, 'GET', '/api/sign-ins', token)).json();
      expect(history).toHaveLength(20);
      expect(history[0].outcome).toBe('success');
    });

    it("lets administrators, and only them, read a user's sign-ins", async () => {
      await signIn(CHROME_LINUX, 'wrong-password');
      const userToken = await tokenFrom(CHROME_LINUX);
      await createUser(ctx().db, 'boss', 'admin');
      const adminToken = await login(ctx().app, 'boss');
      const response = await call(ctx().app, 'GET', `/api/user/${userId}/sign-ins`, adminToken);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((attempt: { outcome: string }) => attempt.outcome)).toEqual(['success', 'wrong_password']);
      expect((await call(ctx().app, 'GET', `/api/user/${userId}/sign-ins`, userToken)).statusCode).toBe(403);
      expect((await call(ctx().app, 'GET', '/api/user/99999/sign-ins', adminToken)).json()).toEqual({ message: 'User not found.', code: 'api.user.notFound' });
      expect((await call(ctx().app, 'GET', '/api/user/1e2/sign-ins', adminToken)).statusCode).toBe(422);
      expect((await call(ctx().app, 'GET', `/api/user/${userId}/sign-ins`, null)).statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('lists the live sessions with device and last use, and the current one marked', async () => {
      const chrome = await tokenFrom(CHROME_LINUX);
      ctx().clock.advance(60_000);
      const firefox = await tokenFrom(FIREFOX_WINDOWS);
      const response = await call(ctx().app, 'GET', '/api/sessions', chrome);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: expect.any(Number),
          device: 'Firefox on Windows',
          ip: '127.0.0.1',
          created_at: '2026-06-01T12:01:00.000Z',
          last_used_at: '2026-06-01T12:01:00.000Z',
          current: false,
        },
        // Last seen now: this very request.
        {
          id: expect.any(Number),
          device: 'Chrome on Linux',
          ip: '127.0.0.1',
          created_at: '2026-06-01T12:00:00.000Z',
          last_used_at: '2026-06-01T12:01:00.000Z',
          current: true,
        },
      ]);
      // The devices are named in the reader's language.
      const inSpanish = await ctx().app.inject({
        method: 'GET',
        url: '/api/sessions',
        headers: { authorization: `Bearer ${chrome}`, 'accept-language': 'es' },
      });
      expect(inSpanish.json().map((session: { device: string }) => session.device)).toEqual(['Firefox en Windows', 'Chrome en Linux']);
      await call(ctx().app, 'POST', '/api/logout', firefox);
      expect((await call(ctx().app, 'GET', '/api/sessions', chrome)).json()).toHaveLength(1);
    });

    it('signs out one session at once; another user cannot sign it out', async () => {
      const chrome = await tokenFrom(CHROME_LINUX);
      const firefox = await tokenFrom(FIREFOX_WINDOWS);
      const [firefoxSession] = (await call(ctx().app, 'GET', '/api/sessions', chrome)).json();
      await createUser(ctx().db, 'eve');
      const eve = await login(ctx().app, 'eve');
      const stranger = await call(ctx().app, 'POST', `/api/sessions/${firefoxSession.id}/sign-out`, eve);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: 'Session not found.', code: 'api.session.notFound' });
      expect((await call(ctx().app, 'POST', '/api/me', firefox)).statusCode).toBe(200);

      const response = await call(ctx().app, 'POST', `/api/sessions/${firefoxSession.id}/sign-out`, chrome);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'That session is signed out.' });
      expect((await call(ctx().app, 'POST', '/api/me', firefox)).statusCode).toBe(401);
      expect((await call(ctx().app, 'POST', '/api/me', chrome)).statusCode).toBe(200);
      expect((await call(ctx().app, 'POST', `/api/sessions/${firefoxSession.id}/sign-out`, chrome)).statusCode).toBe(404);
      expect((await call(ctx().app, 'POST', '/api/sessions/abc/sign-out', chrome)).statusCode).toBe(422);
    });

    it('signs out everywhere else, keeping this session', async () => {
      const chrome = await tokenFrom(CHROME_LINUX);
      const firefox = await tokenFrom(FIREFOX_WINDOWS);
      const another = await tokenFrom(FIREFOX_WINDOWS);
      const response = await call(ctx().app, 'POST', '/api/sessions/sign-out-others', chrome);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Every other session is signed out.' });
      for (const token of [firefox, another]) expect((await call(ctx().app, 'POST', '/api/me', token)).statusCode).toBe(401);
      const left = (await call(ctx().app, 'GET', '/api/sessions', chrome)).json();
      expect(left).toEqual([expect.objectContaining({ current: true, device: 'Chrome on Linux' })]);
    });
  });

  describe('new-device email', () => {
    it('emails the user when a sign-in comes from a device not seen before, not for the first sign-in or a known device', async () => {
      await tokenFrom(CHROME_LINUX);
      await tokenFrom(CHROME_LINUX);
      await signIn(FIREFOX_WINDOWS, 'wrong-password');
      await tokenFrom(FIREFOX_WINDOWS);
      // The first email to arrive is this one: none went out for the earlier sign-ins.
      const { headers, body } = parseMessage(await localSmtp().nextMessage());
      expect(headers).toMatch(/^To: ada@example\.com$/m);
      expect(headers).toMatch(/^Subject: Arcvest security: new sign-in from a new device$/m);
      expect(body).toMatch(/freeze your account now.*\n.*\/freeze-account\?token=[A-Za-z0-9_-]{43}/);
      expect(body).toContain('Device: Firefox on Windows');
      expect(body).toContain('IP address: 127.0.0.1');
      expect(body).toContain('Time: 2026-06-01T12:00:00.000Z (UTC)');
    });
  });

  describe('new-device email in the account language', () => {
    it('says the new device in Spanish, the time as a date in UTC', async () => {
      await ctx().db.updateTable('users').set({ locale: 'es' }).where('id', '=', userId).execute();
      await tokenFrom(CHROME_LINUX);
      await tokenFrom(FIREFOX_WINDOWS);
      const { headers, body } = parseMessage(await localSmtp().nextMessage());
      expect(headers).toMatch(/^Subject: Seguridad de Arcvest: nuevo inicio de sesión desde un dispositivo nuevo$/m);
      expect(body).toContain(
        [
          'Hola, Test:',
          '',
          'Se inició sesión en su cuenta de Arcvest desde un dispositivo que no se había visto antes:',
          '',
          '  Dispositivo: Firefox en Windows',
          '  Dirección IP: 127.0.0.1',
          `  Hora: ${formatDateTime('2026-06-01T12:00:00.000Z', 'UTC', 'es')} (UTC)`,
        ].join('\n'),
      );
      expect(body).toMatch(/congele su cuenta ahora.*\n.*\/freeze-account\?token=[A-Za-z0-9_-]{43}/);
    });
  });

  describe('headers', () => {
    it('answers Cache-Control: no-store on every authenticated answer and on sign-in, not on public reads', async () => {
      const login = await signIn(CHROME_LINUX);
      expect(login.headers['cache-control']).toBe('no-store');
      const token = login.json().access_token;
      for (const [method, url] of [
        ['GET', '/api/sessions'],
        ['GET', '/api/sign-ins'],
        ['POST', '/api/me'],
        ['GET', '/api/two-factor'],
        ['GET', '/api/transactions'],
      ] as const) {
        const response = await call(ctx().app, method, url, token);
        expect([url, response.statusCode < 500, response.headers['cache-control']]).toEqual([url, true, 'no-store']);
      }
      expect((await call(ctx().app, 'GET', '/api/sessions', 'x'.repeat(43))).headers['cache-control']).toBe('no-store');
      expect((await call(ctx().app, 'GET', '/api/plans', null)).headers['cache-control']).not.toBe('no-store');
      // Today's security headers stay.
      expect(login.headers['content-security-policy']).toContain("default-src 'none'");
      expect(login.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('one-time codes', () => {
    it('are stored as an HMAC with the server key, not a plain hash an attacker could brute-force offline', async () => {
      await ctx().app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: 'ada@example.com' } });
      const code = codeIn(await localSmtp().nextMessage());
      const { code_hash } = await ctx().db.selectFrom('one_time_codes').select('code_hash').executeTakeFirstOrThrow();
      const message = `${userId}:password_reset:${code}`;
      expect(code_hash).not.toBe(createHash('sha256').update(message).digest('hex'));
      const key = Buffer.from(hkdfSync('sha256', ctx().config.authSecret, 'arcvest', 'code-hash-mac', 32));
      expect(code_hash).toBe(createHmac('sha256', key).update(message).digest('hex'));
      // Another server secret gives another hash: the key is what protects it.
      const otherKey = Buffer.from(hkdfSync('sha256', 'another-secret-of-at-least-32-characters', 'arcvest', 'code-hash-mac', 32));
      expect(code_hash).not.toBe(createHmac('sha256', otherKey).update(message).digest('hex'));
    });
  });
});
