import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forEachDatabase } from './databases';
import { bearer, createUser, login, PASSWORD } from './helpers';
import { codeIn, parseMessage, wrongCode } from './smtp';
import { useLocalSmtp } from './use-local-smtp';

const SENT = 'If an account exists for that email, we have sent a 6-digit code to it. It is valid for 10 minutes.';
const RESET = 'Your password has been reset. You can now sign in.';
const BAD_CODE = 'The code is invalid or has expired. Request a new one.';
const NEW_PASSWORD = 'a-brand-new-secret';

const localSmtp = useLocalSmtp();

forEachDatabase((ctx) => {
  const sendOtp = (email: string) => ctx().app.inject({ method: 'POST', url: '/api/send-otp', payload: { email } });
  const reset = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/verify-otp-and-reset-password', payload });
  const resetWith = (otp: string, password = NEW_PASSWORD) => reset({ otp, email: 'ada@example.com', password, password_confirmation: password });
  const expectBadCode = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: BAD_CODE, errors: { otp: [BAD_CODE] }, code: 'rules.passwordReset.invalidCode' });
  };
  /** Requests a code for ada and reads it from the email. */
  const requestCode = async () => {
    expect((await sendOtp('ada@example.com')).json()).toEqual({ message: SENT });
    return codeIn(await localSmtp().nextMessage());
  };

  beforeEach(async () => {
    await createUser(ctx().db, 'ada');
    localSmtp().clear();
    await ctx().rebuild({ smtpUrl: localSmtp().url });
  });

  it('resets the password with the code sent over SMTP and signs the user out everywhere', async () => {
    const oldToken = await login(ctx().app, 'ada');

    const sent = await sendOtp('Ada@Example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: SENT });
    const raw = await localSmtp().nextMessage();
    const { headers, body } = parseMessage(raw);
    expect(headers).toMatch(/^To: ada@example\.com$/m);
    expect(headers).toMatch(/^Subject: Your Arcvest password reset code$/m);
    expect(body).toContain('valid for 10 minutes');
    expect(body).toContain('If you did not ask for this, ignore this email');

    const response = await resetWith(codeIn(raw));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET });

    await expect(login(ctx().app, 'ada', NEW_PASSWORD)).resolves.toEqual(expect.any(String));
    const oldPassword = await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password: PASSWORD } });
    expect(oldPassword.statusCode).toBe(401);
    const me = await ctx().app.inject({ method: 'POST', url: '/api/me', headers: bearer(oldToken) });
    expect(me.statusCode).toBe(401);
  });

  it("sends the code in the account's language, whatever the request's, and says the reset in it", async () => {
    await ctx().db.updateTable('users').set({ locale: 'ar' }).where('username', '=', 'ada').execute();
    const sent = await ctx().app.inject({ method: 'POST', url: '/api/send-otp', headers: { 'accept-language': 'es' }, payload: { email: 'ada@example.com' } });
    expect(sent.statusCode).toBe(200);
    const raw = await localSmtp().nextMessage();
    const { headers, body } = parseMessage(raw);
    expect(headers).toMatch(/^Subject: رمز إعادة تعيين كلمة المرور لدى Arcvest$/m);
    expect(body.trimEnd()).toMatch(
      /^مرحبًا Test،\n\nرمزك لإعادة تعيين كلمة مرورك لدى Arcvest هو: \d{6}\n\nالرمز صالح لمدة 10 دقائق ويعمل مرة واحدة\.\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي\.$/,
    );
    expect((await resetWith(codeIn(raw))).statusCode).toBe(200);
    const told = parseMessage(await localSmtp().nextMessage());
    expect(told.headers).toMatch(/^Subject: أمان Arcvest: أُعيد تعيين كلمة المرور$/m);
    expect(told.body).toContain('أُعيد تعيين كلمة مرور حسابك برمز أُرسل إلى هذا العنوان، وتم تسجيل الخروج من كل الجلسات.');
  });

  it('stores only a hash of the code', async () => {
    const code = await requestCode();
    const row = await ctx().db.selectFrom('one_time_codes').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'password_reset', attempts: 0, used_at: null, expires_at: '2026-06-01T12:10:00.000Z' });
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });

  it('refuses a code from ten minutes on', async () => {
    const code = await requestCode();
    ctx().clock.advance(10 * 60_000);
    expectBadCode(await resetWith(code));
    const inSpanish = await ctx().app.inject({
      method: 'POST',
      url: '/api/verify-otp-and-reset-password',
      headers: { 'accept-language': 'es' },
      payload: { otp: code, email: 'ada@example.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    const spanish = 'El código no es válido o ha caducado. Solicite uno nuevo.';
    expect(inSpanish.json()).toEqual({ message: spanish, errors: { otp: [spanish] }, code: 'rules.passwordReset.invalidCode' });
  });

  it('accepts a code only once', async () => {
    const code = await requestCode();
    expect((await resetWith(code)).statusCode).toBe(200);
    expectBadCode(await resetWith(code, 'yet-another-password'));
    await expect(login(ctx().app, 'ada', NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('still accepts the right code after four wrong tries', async () => {
    const code = await requestCode();
    for (let i = 0; i < 4; i++) expectBadCode(await resetWith(wrongCode(code)));
    expect((await resetWith(code)).statusCode).toBe(200);
  });

  it('kills the code after five wrong tries, even for the right code', async () => {
    const code = await requestCode();
    for (let i = 0; i < 5; i++) expectBadCode(await resetWith(wrongCode(code)));
    expectBadCode(await resetWith(code));
    await expect(login(ctx().app, 'ada')).resolves.toEqual(expect.any(String));
  });

  it('replaces the previous code with a new request, with fresh tries', async () => {
    const first = await requestCode();
    for (let i = 0; i < 5; i++) expectBadCode(await resetWith(wrongCode(first)));
    const second = await requestCode();
    if (first !== second) expectBadCode(await resetWith(first));
    expect((await resetWith(second)).statusCode).toBe(200);
  });

  it('answers the same for an email without an account, and sends nothing', async () => {
    const unknown = await sendOtp('nobody@example.com');
    const known = await sendOtp('ada@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(parseMessage(await localSmtp().nextMessage()).headers).toMatch(/^To: ada@example\.com$/m);

    const response = await reset({ otp: '123456', email: 'nobody@example.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expectBadCode(response);
  });

  it('names each invalid field of the reset form without using a try', async () => {
    const code = await requestCode();
    const missing = await reset({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        otp: ['The code field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
      code: 'api.invalidData',
    });
    const weak = await resetWith(code, 'short');
    expect(weak.json().errors).toEqual({ password: ['The password must be at least 8 characters.'] });
    const differ = await reset({ otp: code, email: 'ada@example.com', password: NEW_PASSWORD, password_confirmation: 'other-password' });
    expect(differ.json().errors).toEqual({ password: ['The password confirmation does not match.'] });
    const row = await ctx().db.selectFrom('one_time_codes').select('attempts').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
    expect((await resetWith(code)).statusCode).toBe(200);
  });

  it('answers the same when the email cannot be sent', async () => {
    // Nothing listens on port 1: the delivery fails in the background and is only logged.
    await ctx().rebuild({ smtpUrl: 'smtp://127.0.0.1:1' });
    const response = await sendOtp('ada@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
  });

  it('requires an email to send a code to', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/send-otp', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['The email field is required.'] });
  });

  it('limits both routes to RATE_LIMIT_MAX requests a minute', async () => {
    await ctx().rebuild({ rateLimitMax: 2 });
    for (let i = 0; i < 2; i++) expect((await sendOtp('nobody@example.com')).statusCode).toBe(200);
    expect((await sendOtp('nobody@example.com')).statusCode).toBe(429);
    for (let i = 0; i < 2; i++) expectBadCode(await resetWith('123456'));
    expect((await resetWith('123456')).statusCode).toBe(429);
  });

  describe('without SMTP_URL', () => {
    let outbox: string;
    beforeEach(async () => {
      outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-outbox-'));
      await ctx().rebuild({ smtpUrl: null, outboxDir: outbox });
    });
    afterEach(() => {
      fs.rmSync(outbox, { recursive: true, force: true });
    });

    it('writes the email to the outbox, where its code works', async () => {
      expect((await sendOtp('ada@example.com')).json()).toEqual({ message: SENT });
      // Delivery runs in the background; closing the app waits for it.
      await ctx().rebuild();
      const files = fs.readdirSync(outbox);
      expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
      const raw = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
      expect(parseMessage(raw).headers).toMatch(/^To: ada@example\.com$/m);
      expect((await resetWith(codeIn(raw))).statusCode).toBe(200);
    });
  });
});
