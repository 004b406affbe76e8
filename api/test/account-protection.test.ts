import { formatUtc, PROTECTION_MESSAGES, PROTECTION_TEXTS, SECOND_FACTOR_MAX_FAILURES } from '@arcvest/shared/rules';
import { walletOf } from './money-helpers';
import { forEachDatabase } from './databases';
import { call, createUser, login, PASSWORD, saying, signInAdmin } from './helpers';
import { parseMessage, wrongCode } from './smtp';
import { SoftwareAuthenticator } from './software-authenticator';
import { enrolTwoFactor, passwordStep, totpCode } from './two-factor-helpers';
import { useLocalSmtp } from './use-local-smtp';

const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const OTHER_BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const localSmtp = useLocalSmtp();

forEachDatabase((ctx) => {
  let ivy: string;
  let ivyId: number;
  let admin: string;

  /** The next email to `to` (security emails and codes alike), parsed. */
  const nextMail = async (to = 'ivy@example.com') => {
    const mail = parseMessage(await localSmtp().nextMessage());
    expect(mail.headers).toMatch(new RegExp(`^To: ${to.replace(/\./g, '\\.')}$`, 'm'));
    return mail;
  };
  const codeOf = (body: string) => /is: (\d{6})\n/.exec(body)![1];
  /** The next confirmation code emailed to ivy, passing over security alerts. */
  const nextCode = async () => {
    for (;;) {
      const { body } = await nextMail();
      if (/is: \d{6}\n/.test(body)) return codeOf(body);
    }
  };
  const withdrawal = (amount = 100_00, address = BTC) => ({ amount, address, payment_method: 'BTC' });
  const stepUp = (token: string, details: object, purpose = 'withdrawal') => call(ctx().app, 'POST', '/api/step-up', token, { purpose, details });
  const withdraw = (token: string, body: object) => call(ctx().app, 'POST', '/api/withdraw', token, body);
  const pendingWithdrawals = () => ctx().db.selectFrom('transactions').select('id').where('type', '=', 'withdrawal').execute();

  beforeEach(async () => {
    localSmtp().clear();
    await ctx().rebuild({ smtpUrl: localSmtp().url, rateLimitMax: 100_000 });
    admin = await signInAdmin(ctx().app, ctx().db);
    ivyId = await createUser(ctx().db, 'ivy');
    await ctx().db.updateTable('users').set({ level: 3 }).where('id', '=', ivyId).execute();
    expect((await call(ctx().app, 'POST', `/api/give-bonus/${ivyId}`, admin, { bonus: 2_000_00 })).statusCode).toBe(200);
    ivy = await login(ctx().app, 'ivy');
  });

  describe('step-up on a withdrawal', () => {
    it('refuses a withdrawal without one, then takes the emailed code that names the details, once', async () => {
      const bare = await withdraw(ivy, withdrawal());
      expect([bare.statusCode, bare.json().error]).toEqual([403, 'step_up_required']);
      expect(bare.json().message).toBe(PROTECTION_MESSAGES.stepUpRequired);

      const started = await stepUp(ivy, withdrawal(250_00));
      expect(started.statusCode).toBe(201);
      expect(started.json()).toEqual({
        id: expect.any(Number),
        methods: ['email'],
        expires_at: '2026-06-01T12:10:00.000Z',
        summary: `Withdraw $250.00 in BTC on the Bitcoin network to ${BTC}`,
      });
      const { headers, body } = await nextMail();
      expect(headers).toMatch(/^Subject: Confirm your withdrawal on Arcvest$/m);
      expect(body).toContain(`asked to: Withdraw $250.00 in BTC on the Bitcoin network to ${BTC}.`);
      expect(body).toMatch(/\/freeze-account\?token=/);
      const proof = { id: started.json().id, code: codeOf(body) };

      const wrong = await withdraw(ivy, { ...withdrawal(250_00), step_up: { ...proof, code: wrongCode(proof.code) } });
      expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { step_up: [PROTECTION_MESSAGES.stepUpInvalidCode] }]);
      const otherAmount = await withdraw(ivy, { ...withdrawal(250_01), step_up: proof });
      expect([otherAmount.statusCode, otherAmount.json().errors]).toEqual([422, { step_up: [PROTECTION_MESSAGES.stepUpOtherDetails] }]);
      const otherAddress = await withdraw(ivy, { ...withdrawal(250_00, OTHER_BTC), step_up: proof });
      expect(otherAddress.json().errors).toEqual({ step_up: [PROTECTION_MESSAGES.stepUpOtherDetails] });
      expect(await pendingWithdrawals()).toHaveLength(0);
      expect(await walletOf(ctx().db, ivyId)).toBe(2_000_00);

      expect((await withdraw(ivy, { ...withdrawal(250_00), step_up: proof })).statusCode).toBe(201);
      const replay = await withdraw(ivy, { ...withdrawal(250_00), step_up: proof });
      expect([replay.statusCode, replay.json().errors]).toEqual([422, { step_up: [PROTECTION_MESSAGES.stepUpUsed] }]);
      expect(await pendingWithdrawals()).toHaveLength(1);
      expect(await walletOf(ctx().db, ivyId)).toBe(1_750_00);
    });

    it('refuses a code after 10 minutes, after 5 wrong ones, and from another user', async () => {
      const late = await stepUp(ivy, withdrawal());
      const lateCode = codeOf((await nextMail()).body);
      ctx().clock.advance(10 * MINUTE);
      const expired = await withdraw(ivy, { ...withdrawal(), step_up: { id: late.json().id, code: lateCode } });
      expect(expired.json().errors).toEqual({ step_up: [PROTECTION_MESSAGES.stepUpExpired] });

      const guessed = await stepUp(ivy, withdrawal());
      const code = await nextCode();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await withdraw(ivy, { ...withdrawal(), step_up: { id: guessed.json().id, code: wrongCode(code) } })).statusCode).toBe(422);
      }
      const spent = await withdraw(ivy, { ...withdrawal(), step_up: { id: guessed.json().id, code } });
      expect(spent.json().errors).toEqual({ step_up: [PROTECTION_MESSAGES.stepUpExpired] });
      const audit = await ctx().db.selectFrom('audit_log').select(['action', 'actor_id']).where('action', '=', 'security.step-up-failures').execute();
      expect(audit).toEqual([{ action: 'security.step-up-failures', actor_id: ivyId }]);

      await createUser(ctx().db, 'mallory');
      const mallory = await login(ctx().app, 'mallory');
      const mine = await stepUp(ivy, withdrawal());
      const mineCode = await nextCode();
      const stolen = await withdraw(mallory, { ...withdrawal(), step_up: { id: mine.json().id, code: mineCode } });
      expect(stolen.json().errors).toEqual({ step_up: [PROTECTION_MESSAGES.stepUpExpired] });
      expect(await pendingWithdrawals()).toHaveLength(0);
    });

    it('lets one of 20 concurrent withdrawals through with one step-up', async () => {
      const started = await stepUp(ivy, withdrawal(50_00));
      const proof = { id: started.json().id, code: codeOf((await nextMail()).body) };
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(ivy, { ...withdrawal(50_00), step_up: proof })));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 422)).toBe(true);
      expect(await pendingWithdrawals()).toHaveLength(1);
      expect(await walletOf(ctx().db, ivyId)).toBe(1_950_00);
    });

    it('asks for the authenticator code, not an email, when two-factor is on', async () => {
      const { secret } = await enrolTwoFactor(ctx().app, ivy, ctx().clock.now);
      await nextMail(); // "two-factor sign-in turned on"
      const started = await stepUp(ivy, withdrawal());
      expect(started.json().methods).toEqual(['totp']);
      const emailed = await withdraw(ivy, { ...withdrawal(), step_up: { id: started.json().id, code: '123456' } });
      expect(emailed.statusCode).toBe(422);
      ctx().clock.advance(30_000);
      const confirmed = await withdraw(ivy, { ...withdrawal(), step_up: { id: started.json().id, code: totpCode(secret, ctx().clock.now) } });
      expect(confirmed.statusCode).toBe(201);
    });

    it('confirms a new withdrawal address the same way', async () => {
      const address = { payment_method: 'BTC', address: BTC, label: 'Ledger' };
      expect((await call(ctx().app, 'POST', '/api/withdrawal-addresses', ivy, address)).json().error).toBe('step_up_required');
      const started = await stepUp(ivy, address, 'withdrawal-address');
      const { headers, body } = await nextMail();
      expect(headers).toMatch(/^Subject: Confirm a new withdrawal address on Arcvest$/m);
      expect(body).toContain(`Save the BTC address "Ledger" (${BTC}) on the Bitcoin network for withdrawals`);
      const proof = { id: started.json().id, code: codeOf(body) };
      const relabelled = await call(ctx().app, 'POST', '/api/withdrawal-addresses', ivy, { ...address, label: 'Other', step_up: proof });
      expect(relabelled.json().errors).toEqual({ step_up: [PROTECTION_MESSAGES.stepUpOtherDetails] });
      const asWithdrawal = await withdraw(ivy, { ...withdrawal(), step_up: proof });
      expect(asWithdrawal.json().errors).toEqual({ step_up: [PROTECTION_MESSAGES.stepUpOtherDetails] });
      expect((await call(ctx().app, 'POST', '/api/withdrawal-addresses', ivy, { ...address, step_up: proof })).statusCode).toBe(201);
      const saved = await nextMail();
      expect(saved.headers).toMatch(/^Subject: Arcvest security: a withdrawal address was saved$/m);
      expect(saved.body).toMatch(/\/freeze-account\?token=/);
    });

    it("emails the code and the saved address's notice in the account's language, the date in its format", async () => {
      await ctx().db.updateTable('users').set({ locale: 'es' }).where('id', '=', ivyId).execute();
      const address = { payment_method: 'BTC', address: BTC, label: 'Ledger' };
      const started = await stepUp(ivy, address, 'withdrawal-address');
      const { headers, body } = await nextMail();
      expect(headers).toMatch(/^Subject: Confirme una nueva dirección de retiro en Arcvest$/m);
      expect(body).toMatch(
        /^Hola, Test:\n\nAlguien con la sesión iniciada en su cuenta solicitó: Guardar la dirección de BTC "Ledger" \(\w+\) en la red Bitcoin para retiros\.\n/,
      );
      expect(body).toContain('el personal de Arcvest nunca se lo pedirá.');
      expect(body).toContain('congele su cuenta ahora (este enlace funciona una vez, durante 7 días):');
      const code = /es: (\d{6})\n/.exec(body)![1];
      expect((await call(ctx().app, 'POST', '/api/withdrawal-addresses', ivy, { ...address, step_up: { id: started.json().id, code } })).statusCode).toBe(201);
      const saved = await nextMail();
      const { usable_from: usableFrom } = await ctx().db.selectFrom('withdrawal_addresses').select('usable_from').executeTakeFirstOrThrow();
      expect(saved.headers).toMatch(/^Subject: Seguridad de Arcvest: se guardó una dirección de retiro$/m);
      expect(saved.body).toContain(
        `La dirección BTC "Ledger" (${BTC}) se guardó en su cuenta.\nSe podrá usar para retiros a partir del ${formatUtc(usableFrom, 'es')}.`,
      );
      expect(saved.body).toContain('Si fue usted, no tiene que hacer nada.');
    });

    it('refuses to start one for details that cannot be withdrawn, clearly', async () => {
      const bad = await stepUp(ivy, { amount: '100', address: 'nope', payment_method: 'DOGE' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'payment_method']);
      const badAddress = await stepUp(ivy, withdrawal(100_00, 'bc1qnot-an-address'));
      expect(Object.keys(badAddress.json().errors)).toEqual(['address']);
      expect(await ctx().db.selectFrom('step_ups').selectAll().execute()).toEqual([]);
    });
  });

  describe('passkeys', () => {
    /** ivy registers a passkey of a software authenticator (her fresh sign-in counts as the re-authentication it needs). */
    const withPasskey = async () => {
      const authenticator = new SoftwareAuthenticator('http://localhost');
      const options = (await call(ctx().app, 'POST', '/api/passkeys/registration-options', ivy)).json();
      expect((await call(ctx().app, 'POST', '/api/passkeys', ivy, { name: 'Laptop', response: authenticator.register(options) })).statusCode).toBe(201);
      expect((await nextMail()).headers).toMatch(/^Subject: Arcvest security: a passkey was added$/m);
      return authenticator;
    };

    it('confirms a withdrawal with a passkey, once, and only for its details', async () => {
      const authenticator = await withPasskey();
      const started = await stepUp(ivy, withdrawal(300_00));
      expect(started.json().methods).toEqual(['passkey', 'email']);
      await nextCode();
      const assertion = authenticator.assert(started.json().passkey_options);
      const other = await withdraw(ivy, { ...withdrawal(300_01), step_up: { id: started.json().id, assertion } });
      expect(other.json().errors).toEqual({ step_up: [PROTECTION_MESSAGES.stepUpOtherDetails] });
      const forged = authenticator.assert({ ...started.json().passkey_options, challenge: 'AAAA' });
      expect((await withdraw(ivy, { ...withdrawal(300_00), step_up: { id: started.json().id, assertion: forged } })).json().errors).toEqual({
        step_up: [PROTECTION_MESSAGES.stepUpPasskeyFailed],
      });
      expect(
        (await withdraw(ivy, { ...withdrawal(300_00), step_up: { id: started.json().id, assertion: authenticator.assert(started.json().passkey_options) } }))
          .statusCode,
      ).toBe(201);
      expect(await walletOf(ctx().db, ivyId)).toBe(1_700_00);
    });

    it('re-authenticates with a passkey; removing it needs one and starts the hold', async () => {
      const authenticator = await withPasskey();
      ctx().clock.advance(6 * MINUTE);
      const [passkey] = (await call(ctx().app, 'GET', '/api/passkeys', ivy)).json();
      expect((await call(ctx().app, 'DELETE', `/api/passkeys/${passkey.id}`, ivy)).json().error).toBe('reauthentication_required');
      const options = (await call(ctx().app, 'POST', '/api/reauthenticate/passkey-options', ivy)).json();
      const reauthenticated = await call(ctx().app, 'POST', '/api/reauthenticate', ivy, {
        assertion: { challenge_id: options.challenge_id, response: authenticator.assert(options.options) },
      });
      expect(reauthenticated.statusCode).toBe(200);
      const replayed = await call(ctx().app, 'POST', '/api/reauthenticate', ivy, {
        assertion: { challenge_id: options.challenge_id, response: authenticator.assert(options.options) },
      });
      expect(replayed.statusCode).toBe(422);
      expect((await call(ctx().app, 'DELETE', `/api/passkeys/${passkey.id}`, ivy)).statusCode).toBe(200);
      expect((await nextMail()).headers).toMatch(/^Subject: Arcvest security: a passkey was removed$/m);
      expect((await stepUp(ivy, withdrawal())).json().error).toBe('security_hold');
    });
  });

  describe('re-authentication', () => {
    it('a session alone, 6 minutes after sign-in, can change no email, factor, phrase or other sessions', async () => {
      ctx().clock.advance(6 * MINUTE);
      const refused = [
        await call(ctx().app, 'POST', '/api/verify-email', ivy, { email: 'attacker@example.com' }),
        await call(ctx().app, 'POST', '/api/verify-email-code', ivy, { email: 'attacker@example.com', otp: '123456' }),
        await call(ctx().app, 'POST', '/api/two-factor/setup', ivy),
        await call(ctx().app, 'POST', '/api/anti-phishing-code', ivy, { code: 'blue otter' }),
        await call(ctx().app, 'POST', '/api/sessions/sign-out-others', ivy),
      ];
      for (const answer of refused) expect([answer.statusCode, answer.json().error]).toEqual([403, 'reauthentication_required']);
      // Changing the password needs the current one (which is a re-authentication of its own).
      const password = await call(ctx().app, 'POST', '/api/change-password', ivy, {
        current_password: 'guess-guess-guess',
        password: 'a-new-long-secret',
        password_confirmation: 'a-new-long-secret',
      });
      expect(password.statusCode).toBe(422);
      expect(await ctx().db.selectFrom('users').select(['email', 'anti_phishing_code']).where('id', '=', ivyId).executeTakeFirst()).toEqual({
        email: 'ivy@example.com',
        anti_phishing_code: null,
      });

      const wrong = await call(ctx().app, 'POST', '/api/reauthenticate', ivy, { password: 'not-my-password' });
      expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { password: [PROTECTION_MESSAGES.reauthenticationFailed] }]);
      const inArabic = await ctx().app.inject({
        method: 'POST',
        url: '/api/reauthenticate',
        headers: { authorization: `Bearer ${ivy}`, 'accept-language': 'ar' },
        payload: { password: 'not-my-password' },
      });
      expect(inArabic.json()).toEqual({
        message: 'لم يتطابق ذلك. حاول مرة أخرى.',
        errors: { password: ['لم يتطابق ذلك. حاول مرة أخرى.'] },
        code: 'rules.protection.reauthenticationFailed',
      });
      const right = await call(ctx().app, 'POST', '/api/reauthenticate', ivy, { password: PASSWORD });
      expect(right.json()).toEqual({ message: PROTECTION_MESSAGES.reauthenticated, reauthenticated_until: '2026-06-01T12:11:00.000Z' });
      expect((await call(ctx().app, 'POST', '/api/two-factor/setup', ivy)).statusCode).toBe(200);
      ctx().clock.advance(5 * MINUTE);
      expect((await call(ctx().app, 'POST', '/api/two-factor/setup', ivy)).json().error).toBe('reauthentication_required');
    });

    it('takes an authenticator code too, and says so on the security status', async () => {
      const { secret } = await enrolTwoFactor(ctx().app, ivy, ctx().clock.now);
      ctx().clock.advance(6 * MINUTE);
      expect((await call(ctx().app, 'GET', '/api/account-protection', ivy)).json()).toEqual({
        held_until: null,
        reauthenticated_until: null,
        second_factor_locked: false,
        anti_phishing_hint: null,
        methods: ['totp'],
      });
      expect((await call(ctx().app, 'POST', '/api/reauthenticate', ivy, { code: totpCode(secret, ctx().clock.now) })).statusCode).toBe(200);
      expect((await call(ctx().app, 'GET', '/api/account-protection', ivy)).json().reauthenticated_until).toBe('2026-06-01T12:11:00.000Z');
    });
  });

  describe('security hold', () => {
    it('holds withdrawals and new addresses for 24 hours after a password change, and says until when', async () => {
      await ctx().rebuild({ smtpUrl: localSmtp().url, rateLimitMax: 100_000, tokenTtlHours: 48, tokenIdleMinutes: 48 * 60 });
      ivy = await login(ctx().app, 'ivy');
      admin = await login(ctx().app, 'boss');
      const changed = await call(ctx().app, 'POST', '/api/change-password', ivy, {
        current_password: PASSWORD,
        password: 'a-new-long-secret',
        password_confirmation: 'a-new-long-secret',
      });
      expect(changed.statusCode).toBe(200);
      const mail = await nextMail();
      expect(mail.headers).toMatch(/^Subject: Arcvest security: your password was changed$/m);
      expect(mail.body).toMatch(/\/freeze-account\?token=/);

      const held = await stepUp(ivy, withdrawal());
      expect([held.statusCode, held.json().error]).toEqual([403, 'security_hold']);
      expect(held.json().message).toMatch(/on hold until Jun 2, 2026.* UTC/);
      // In the reader's language, the date in its format.
      const inPortuguese = await ctx().app.inject({
        method: 'POST',
        url: '/api/step-up',
        headers: { authorization: `Bearer ${ivy}`, 'accept-language': 'pt-BR' },
        payload: { purpose: 'withdrawal', details: withdrawal() },
      });
      expect(inPortuguese.json()).toEqual({
        message: `Para sua segurança, os saques e os novos endereços de saque ficam suspensos até ${formatUtc('2026-06-02T12:00:00.000Z', 'pt-BR')} após uma mudança recente na forma como você entra.`,
        error: 'security_hold',
        code: 'rules.protection.securityHold',
      });
      expect((await call(ctx().app, 'GET', '/api/withdrawal-allowance', ivy)).json().held_until).toBe('2026-06-02T12:00:00.000Z');
      const address = await stepUp(ivy, { payment_method: 'BTC', address: BTC, label: 'Ledger' }, 'withdrawal-address');
      expect(address.json().error).toBe('security_hold');
      const users = (await call(ctx().app, 'GET', '/api/users?status=held', admin)).json();
      expect(users.items.map((user: { username: string; held_until: string }) => [user.username, user.held_until])).toEqual([
        ['ivy', '2026-06-02T12:00:00.000Z'],
      ]);

      ctx().clock.advance(24 * HOUR - 1);
      expect((await stepUp(ivy, withdrawal())).statusCode).toBe(403);
      ctx().clock.advance(1);
      expect((await stepUp(ivy, withdrawal())).statusCode).toBe(201);
      expect((await call(ctx().app, 'GET', '/api/withdrawal-allowance', ivy)).json().held_until).toBeNull();
      expect((await call(ctx().app, 'GET', '/api/users?status=held', admin)).json().items).toEqual([]);
    });

    it('says a security notice in Arabic, by email and in the bell', async () => {
      await ctx().db.updateTable('users').set({ locale: 'ar' }).where('id', '=', ivyId).execute();
      const changed = await call(ctx().app, 'POST', '/api/change-password', ivy, {
        current_password: PASSWORD,
        password: 'a-new-long-secret',
        password_confirmation: 'a-new-long-secret',
      });
      expect(changed.statusCode).toBe(200);
      const mail = await nextMail();
      expect(mail.headers).toMatch(/^Subject: أمان Arcvest: تم تغيير كلمة المرور$/m);
      expect(mail.body).toMatch(
        /^مرحبًا Test،\n\nتم تغيير كلمة مرور حسابك، وتم تسجيل الخروج من كل الجلسات الأخرى\.\nحفاظًا على أمانك، تُعلَّق عمليات السحب وعناوين السحب الجديدة لبعض الوقت\.\n\nإذا كنت أنت، فلا حاجة لفعل أي شيء\.\nإذا لم تكن أنت، فجمّد حسابك الآن \(يعمل هذا الرابط مرة واحدة، لمدة 7 أيام\):\nhttp.*\/freeze-account\?token=/,
      );
      const notices = await ctx().db.selectFrom('inbox_items').select(['category', 'title', 'body']).where('user_id', '=', ivyId).execute();
      expect(notices).toEqual([
        { category: 'security', title: 'تنبيه أمني', body: 'تم تغيير كلمة المرور. إذا لم تكن أنت، فجمّد حسابك من الرسالة التي أرسلناها إليك.' },
      ]);
    });

    it('holds after an email change, and tells the old address with a freeze link', async () => {
      expect((await call(ctx().app, 'POST', '/api/verify-email', ivy, { email: 'ivy.new@example.com' })).statusCode).toBe(200);
      const code = codeOf((await nextMail('ivy.new@example.com')).body);
      expect((await call(ctx().app, 'POST', '/api/verify-email-code', ivy, { email: 'ivy.new@example.com', otp: code })).statusCode).toBe(200);
      const told = await nextMail('ivy@example.com');
      expect(told.headers).toMatch(/^Subject: Arcvest security: your email address was changed$/m);
      expect(told.body).toContain('changed from this address to ivy.new@example.com');
      expect((await stepUp(ivy, withdrawal())).json().error).toBe('security_hold');
    });
  });

  describe('freeze', () => {
    it('the link in a security email freezes the account once: every session ends, sign-in answers 423, an admin unfreezes', async () => {
      const other = await login(ctx().app, 'ivy');
      expect(
        (
          await call(ctx().app, 'POST', '/api/change-password', ivy, {
            current_password: PASSWORD,
            password: 'a-new-long-secret',
            password_confirmation: 'a-new-long-secret',
          })
        ).statusCode,
      ).toBe(200);
      const token = /\/freeze-account\?token=([A-Za-z0-9_-]+)/.exec((await nextMail()).body)![1];

      const frozen = await call(ctx().app, 'POST', '/api/freeze', null, { token });
      expect(frozen.statusCode).toBe(200);
      expect(frozen.json().message).toMatch(/^This account is frozen to protect it\./);
      expect((await call(ctx().app, 'POST', '/api/freeze', null, { token })).json()).toEqual(saying(PROTECTION_TEXTS.freezeLinkInvalid));
      for (const session of [ivy, other]) expect((await call(ctx().app, 'POST', '/api/me', session)).statusCode).toBe(401);
      const signIn = await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ivy', password: 'a-new-long-secret' } });
      expect(signIn.statusCode).toBe(423);
      expect(signIn.json().error).toMatch(/frozen to protect it\. To unfreeze it, write to /);
      const reset = await ctx().app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: 'ivy@example.com' } });
      expect(reset.statusCode).toBe(200);
      expect((await nextMail()).headers).toMatch(/^Subject: Your Arcvest account is frozen$/m);
      // No reset code for a frozen account (the answer is the one for no account).
      expect(await ctx().db.selectFrom('one_time_codes').selectAll().where('user_id', '=', ivyId).execute()).toEqual([]);

      const listed = (await call(ctx().app, 'GET', '/api/users?status=frozen', admin)).json().items;
      expect(listed.map((user: { username: string; frozen: boolean }) => [user.username, user.frozen])).toEqual([['ivy', true]]);
      const unexplained = await call(ctx().app, 'POST', `/api/unfreeze/${ivyId}`, admin, { reason: ' ', identity_check: 'video call' });
      expect(unexplained.statusCode).toBe(422);
      const unfrozen = await call(ctx().app, 'POST', `/api/unfreeze/${ivyId}`, admin, {
        reason: 'Owner changed the password by mistake',
        identity_check: 'Video call, ID matched',
      });
      expect(unfrozen.json()).toEqual({ message: PROTECTION_MESSAGES.unfrozen });
      expect((await call(ctx().app, 'POST', `/api/unfreeze/${ivyId}`, admin, { reason: 'again', identity_check: 'again' })).statusCode).toBe(409);
      const audit = await ctx()
        .db.selectFrom('audit_log')
        .select(['action', 'details'])
        .where('target_id', '=', ivyId)
        .where('action', 'in', ['user.freeze', 'user.unfreeze'])
        .orderBy('id')
        .execute();
      expect(audit.map((row) => [row.action, JSON.parse(row.details)])).toEqual([
        ['user.freeze', { via: 'link' }],
        [
          'user.unfreeze',
          { reason: 'Owner changed the password by mistake', identity_check: 'Video call, ID matched', was_frozen: true, second_factor_was_locked: false },
        ],
      ]);
      expect((await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ivy', password: 'a-new-long-secret' } })).statusCode).toBe(200);
    });

    it('tells the owner in Portuguese that the account is frozen, the support line too', async () => {
      await ctx().db.updateTable('users').set({ locale: 'pt-BR' }).where('id', '=', ivyId).execute();
      expect((await call(ctx().app, 'POST', '/api/freeze-account', ivy)).statusCode).toBe(200);
      const mail = await nextMail();
      expect(mail.headers).toMatch(/^Subject: Sua conta na Arcvest está congelada$/m);
      expect(mail.body.trimEnd()).toBe(
        [
          'Olá, Test,',
          '',
          'Sua conta foi congelada pela página de segurança dela. Todas as sessões foram encerradas.',
          '',
          'Esta conta está congelada para protegê-la. Para descongelá-la, escreva para support@example.com: primeiro verificaremos sua identidade.',
        ].join('\n'),
      );
    });

    it('a signed-in owner freezes their own account; a link older than 7 days does nothing', async () => {
      await call(ctx().app, 'POST', '/api/sessions/sign-out-others', ivy);
      const token = /\/freeze-account\?token=([A-Za-z0-9_-]+)/.exec((await nextMail()).body)![1];
      expect((await call(ctx().app, 'POST', '/api/freeze-account', ivy)).json()).toEqual({ message: PROTECTION_MESSAGES.frozenSelf });
      expect((await call(ctx().app, 'POST', '/api/me', ivy)).statusCode).toBe(401);
      await call(ctx().app, 'POST', `/api/unfreeze/${ivyId}`, admin, { reason: 'Owner asked', identity_check: 'Video call' });
      ctx().clock.advance(7 * 24 * HOUR);
      expect((await call(ctx().app, 'POST', '/api/freeze', null, { token })).statusCode).toBe(404);
      expect((await ctx().db.selectFrom('users').select('frozen_at').where('id', '=', ivyId).executeTakeFirstOrThrow()).frozen_at).toBeNull();
    });
  });

  describe('second-factor attempts per account', () => {
    it('counts the wrong codes in Arabic, with its plural form', async () => {
      await enrolTwoFactor(ctx().app, ivy, ctx().clock.now);
      await ctx().db.updateTable('users').set({ locale: 'ar' }).where('id', '=', ivyId).execute();
      for (let failure = 0; failure < 5; failure += 1) {
        expect((await call(ctx().app, 'POST', '/api/reauthenticate', ivy, { code: failure % 2 === 0 ? '000000' : '111111' })).statusCode).toBe(422);
      }
      const [alert] = await ctx()
        .db.selectFrom('notifications')
        .select(['subject', 'body'])
        .where('user_id', '=', ivyId)
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(alert.subject).toBe('أمان Arcvest: أُدخلت رموز أمان خاطئة');
      expect(alert.body).toContain('مرحبًا Test،\n\nأُدخلت 5 رموز أمان خاطئة متتالية لحسابك.\n\n');
    });

    it(`locks the factor after ${SECOND_FACTOR_MAX_FAILURES} wrong codes across routes, emails the owner, and says to ask support`, async () => {
      const { secret } = await enrolTwoFactor(ctx().app, ivy, ctx().clock.now);
      for (let failure = 0; failure < SECOND_FACTOR_MAX_FAILURES; failure += 1) {
        const code = failure % 2 === 0 ? '000000' : '111111';
        const answer = await call(ctx().app, 'POST', '/api/reauthenticate', ivy, { code });
        expect(answer.statusCode).toBe(422);
      }
      const alerts = await ctx()
        .db.selectFrom('notifications')
        .select('subject')
        .where('user_id', '=', ivyId)
        .where('subject', 'not like', '%turned on')
        .orderBy('id')
        .execute();
      expect(alerts.map((alert) => alert.subject)).toEqual([
        ...Array(4).fill('Arcvest security: wrong security codes entered'),
        'Arcvest security: your second factor is locked',
      ]);
      const right = await call(ctx().app, 'POST', '/api/reauthenticate', ivy, { code: totpCode(secret, ctx().clock.now) });
      expect([right.statusCode, right.json().error]).toEqual([403, 'second_factor_locked']);
      const challenge = await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ivy', password: PASSWORD } });
      expect(challenge.statusCode).toBe(423);
      expect(challenge.json().error).toMatch(/^Your second factor is locked after too many wrong codes\./);
      expect((await call(ctx().app, 'GET', '/api/users?status=frozen', admin)).json().items.map((user: { username: string }) => user.username)).toEqual([
        'ivy',
      ]);

      await call(ctx().app, 'POST', `/api/unfreeze/${ivyId}`, admin, { reason: 'Owner lost the phone', identity_check: 'Video call' });
      ctx().clock.advance(30_000);
      const step = await passwordStep(ctx().app, 'ivy');
      expect(step.challenge).toEqual(expect.any(String));
    });
  });

  describe('anti-phishing code', () => {
    it('says it was set in the account language', async () => {
      await ctx().db.updateTable('users').set({ locale: 'es' }).where('id', '=', ivyId).execute();
      expect((await call(ctx().app, 'POST', '/api/anti-phishing-code', ivy, { code: 'blue otter 7' })).statusCode).toBe(200);
      const set = await nextMail();
      expect(set.headers).toMatch(/^Subject: Seguridad de Arcvest: código antiphishing establecido$/m);
      expect(set.body).toContain(
        'Hola, Test:\n\nSe estableció su código antiphishing. A partir de ahora encabeza todos nuestros correos, como este.\n\nSi fue usted, no tiene que hacer nada.',
      );
    });

    it('heads every email from then on, and shows back masked', async () => {
      const bad = await call(ctx().app, 'POST', '/api/anti-phishing-code', ivy, { code: '<b>' });
      expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['code']]);
      expect((await call(ctx().app, 'POST', '/api/anti-phishing-code', ivy, { code: ' blue otter 7 ' })).json()).toEqual({
        message: PROTECTION_MESSAGES.antiPhishingSaved,
      });
      const set = await nextMail();
      expect(set.body.split('\n')[0]).toBe('Your anti-phishing code: blue otter 7');
      expect((await call(ctx().app, 'GET', '/api/account-protection', ivy)).json().anti_phishing_hint).toBe('b…7 (12 characters)');

      await stepUp(ivy, withdrawal());
      expect((await nextMail()).body.split('\n')[0]).toBe('Your anti-phishing code: blue otter 7');
      await ctx().app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: 'ivy@example.com' } });
      expect((await nextMail()).body.split('\n')[0]).toBe('Your anti-phishing code: blue otter 7');
    });
  });
});
