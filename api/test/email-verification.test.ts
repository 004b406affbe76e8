import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forEachDatabase } from './databases';
import { whileWriteHeld } from './held-write';
import { call, createUser, login } from './helpers';
import { codeIn, parseMessage, wrongCode } from './smtp';
import { useLocalSmtp } from './use-local-smtp';

const BAD_CODE = 'The code is invalid or has expired.';
const IN_USE = 'This email address is already in use.';
const VERIFIED = { message: 'Email verified successfully.' };

const localSmtp = useLocalSmtp();

forEachDatabase((ctx) => {
  let token: string;
  let userId: number;
  const sendCode = (email: string) => call(ctx().app, 'POST', '/api/verify-email', token, { email });
  const confirm = (otp: string, email = 'ada@example.com') => call(ctx().app, 'POST', '/api/verify-email-code', token, { email, otp });
  const me = async () => (await call(ctx().app, 'POST', '/api/me', token)).json();
  /** Asks for a code to `email` and reads it from the email that reached that address. */
  const requestCode = async (email = 'ada@example.com') => {
    const response = await sendCode(email);
    expect(response.json()).toEqual({ message: `A verification code has been sent to ${email.trim().toLowerCase()}.` });
    const raw = await localSmtp().nextMessage();
    expect(parseMessage(raw).headers).toMatch(new RegExp(`^To: ${email.trim().toLowerCase().replace('.', '\\.')}$`, 'm'));
    return codeIn(raw);
  };
  const expectBadCode = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: BAD_CODE, errors: { otp: [BAD_CODE] }, code: 'rules.otp.invalid' });
  };

  beforeEach(async () => {
    userId = await createUser(ctx().db, 'ada');
    localSmtp().clear();
    await ctx().rebuild({ smtpUrl: localSmtp().url });
    token = await login(ctx().app, 'ada');
  });

  it("sends the code in the account's language", async () => {
    await ctx().db.updateTable('users').set({ locale: 'es' }).where('id', '=', userId).execute();
    const { headers, body } = parseMessage(await sendCode('ada@example.com').then(() => localSmtp().nextMessage()));
    expect(headers).toMatch(/^Subject: Su código de verificación de correo de Arcvest$/m);
    expect(body).toMatch(/^Hola, Test:\n\nSu código para verificar esta dirección de correo en Arcvest es: \d{6}\n\nEs válido durante 10 minutos/m);
  });

  it("verifies the account's email with the emailed code: level 2", async () => {
    const raw = await sendCode('ada@example.com').then(async (response) => {
      expect(response.statusCode).toBe(200);
      return localSmtp().nextMessage();
    });
    const { headers, body } = parseMessage(raw);
    expect(headers).toMatch(/^Subject: Your Arcvest email verification code$/m);
    expect(body).toContain('valid for 10 minutes');
    expect(await me()).toMatchObject({ email_verified: 0, level: 1 });

    const response = await confirm(codeIn(raw));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(VERIFIED);
    expect(await me()).toMatchObject({ email: 'ada@example.com', email_verified: 1, level: 2 });
    const row = await ctx().db.selectFrom('one_time_codes').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'email_verification', used_at: '2026-06-01T12:00:00.000Z' });
    expect(row.code_hash).not.toContain(codeIn(raw));
  });

  it("makes a new address the account's email once its code is confirmed, lower-cased", async () => {
    const code = await requestCode(' Ada.New@Example.com ');
    expect((await me()).email).toBe('ada@example.com');
    expect((await confirm(code, 'ADA.NEW@example.com')).json()).toEqual(VERIFIED);
    expect(await me()).toMatchObject({ email: 'ada.new@example.com', email_verified: 1, level: 2 });
    await expect(login(ctx().app, 'ada.new@example.com')).resolves.toEqual(expect.any(String));
  });

  it('binds the code to the address it was sent to', async () => {
    const code = await requestCode('ada.new@example.com');
    expectBadCode(await confirm(code, 'ada@example.com'));
    expectBadCode(await confirm(code, 'other@example.com'));
    expect((await me()).email_verified).toBe(0);
    expect((await confirm(code, 'ada.new@example.com')).statusCode).toBe(200);
  });

  it('keeps a higher level when a verified account changes its email', async () => {
    await ctx().db.updateTable('users').set({ level: 3, email_verified: 1 }).where('id', '=', userId).execute();
    const code = await requestCode('ada.new@example.com');
    expect((await confirm(code, 'ada.new@example.com')).statusCode).toBe(200);
    expect(await me()).toMatchObject({ email: 'ada.new@example.com', email_verified: 1, level: 3 });
  });

  it("refuses another account's address, in any letter case, and sends nothing", async () => {
    await createUser(ctx().db, 'grace');
    const response = await sendCode('Grace@Example.com');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: IN_USE, errors: { email: [IN_USE] }, code: 'rules.account.emailInUse' });
    const inPortuguese = await ctx().app.inject({
      method: 'POST',
      url: '/api/verify-email',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'pt-BR' },
      payload: { email: 'grace@example.com' },
    });
    const portuguese = 'Este endereço de e-mail já está em uso.';
    expect(inPortuguese.json()).toEqual({ message: portuguese, errors: { email: [portuguese] }, code: 'rules.account.emailInUse' });
    expect(await ctx().db.selectFrom('one_time_codes').selectAll().execute()).toEqual([]);
  });

  it('refuses the code when another account took the address meanwhile', async () => {
    const code = await requestCode('shared@example.com');
    const graceId = await createUser(ctx().db, 'grace');
    await ctx().db.updateTable('users').set({ email: 'shared@example.com' }).where('id', '=', graceId).execute();
    const response = await confirm(code, 'shared@example.com');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: IN_USE, errors: { email: [IN_USE] }, code: 'rules.account.emailInUse' });
    expect(await me()).toMatchObject({ email: 'ada@example.com', email_verified: 0, level: 1 });
  });

  it('answers 422, not 500, when another account takes the address between the check and the update', async () => {
    if (ctx().kind !== 'postgres') return; // SQLite runs one writer at a time: this race cannot happen there.
    const code = await requestCode('shared@example.com');
    const graceId = await createUser(ctx().db, 'grace');
    const response = await whileWriteHeld(
      ctx().db,
      (trx) => trx.updateTable('users').set({ email: 'shared@example.com' }).where('id', '=', graceId).execute(),
      () => confirm(code, 'shared@example.com'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: IN_USE, errors: { email: [IN_USE] }, code: 'rules.account.emailInUse' });
    expect(await me()).toMatchObject({ email: 'ada@example.com', email_verified: 0 });
  });

  it('answers 409 when the address is already the verified email of the account', async () => {
    await ctx().db.updateTable('users').set({ level: 2, email_verified: 1 }).where('id', '=', userId).execute();
    const response = await sendCode('ADA@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Your email address is already verified.', code: 'rules.account.emailAlreadyVerified' });
  });

  it('checks the email format with the sign-up rule', async () => {
    for (const [email, message] of [
      ['', 'The email field is required.'],
      ['not-an-email', 'The email must be a valid email address.'],
    ]) {
      const response = await sendCode(email);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: [message] });
    }
  });

  it('refuses a code from ten minutes on', async () => {
    const code = await requestCode();
    ctx().clock.advance(10 * 60_000 - 1);
    ctx().clock.advance(1);
    expectBadCode(await confirm(code));
    expect((await me()).level).toBe(1);
  });

  it('accepts a code up to just before ten minutes', async () => {
    const code = await requestCode();
    ctx().clock.advance(10 * 60_000 - 1);
    expect((await confirm(code)).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    const code = await requestCode('ada.new@example.com');
    expect((await confirm(code, 'ada.new@example.com')).statusCode).toBe(200);
    expectBadCode(await confirm(code, 'ada.new@example.com'));
  });

  it('still accepts the right code after four wrong tries', async () => {
    const code = await requestCode();
    for (let i = 0; i < 4; i++) expectBadCode(await confirm(wrongCode(code)));
    expect((await confirm(code)).statusCode).toBe(200);
  });

  it('kills the code after five wrong tries, even for the right code', async () => {
    const code = await requestCode();
    for (let i = 0; i < 5; i++) expectBadCode(await confirm(wrongCode(code)));
    expectBadCode(await confirm(code));
    expect((await me()).email_verified).toBe(0);
  });

  it('checks the code format without using a try', async () => {
    const code = await requestCode();
    for (const [otp, message] of [
      ['', 'The code field is required.'],
      ['12ab', 'The code must be 6 digits.'],
    ]) {
      const response = await confirm(otp);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ otp: [message] });
    }
    expect((await ctx().db.selectFrom('one_time_codes').select('attempts').executeTakeFirstOrThrow()).attempts).toBe(0);
    expect((await confirm(code)).statusCode).toBe(200);
  });

  it('limits both routes to RATE_LIMIT_MAX requests a minute', async () => {
    await ctx().rebuild({ smtpUrl: localSmtp().url, rateLimitMax: 2 });
    for (let i = 0; i < 2; i++) expect((await sendCode('ada@example.com')).statusCode).toBe(200);
    expect((await sendCode('ada@example.com')).statusCode).toBe(429);
    for (let i = 0; i < 2; i++) expectBadCode(await confirm('123456'));
    expect((await confirm('123456')).statusCode).toBe(429);
  });

  it('is for signed-in users', async () => {
    for (const [url, payload] of [
      ['/api/verify-email', { email: 'a@b.co' }],
      ['/api/verify-email-code', { email: 'a@b.co', otp: '123456' }],
    ] as const) {
      expect((await ctx().app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    }
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
      expect((await sendCode('ada@example.com')).statusCode).toBe(200);
      // Delivery runs in the background; closing the app waits for it.
      await ctx().rebuild();
      const files = fs.readdirSync(outbox);
      expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
      const raw = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
      expect((await confirm(codeIn(raw))).statusCode).toBe(200);
    });
  });
});
