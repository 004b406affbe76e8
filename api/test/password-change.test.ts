import { PASSWORD_CHANGE_MESSAGES } from '@arcvest/shared/rules';
import { PASSWORD_WEAKNESS_MESSAGES as WEAK } from '@arcvest/shared/password-strength';
import { forEachDatabase } from './databases';
import { call, createUser, login, PASSWORD, signupPayload } from './helpers';
import { codeIn } from './smtp';
import { useLocalSmtp } from './use-local-smtp';

const NEW_PASSWORD = 'tangerine kettle 41';
const DONE = 'Password changed. Your other sessions were signed out.';

const localSmtp = useLocalSmtp();

forEachDatabase((ctx) => {
  const change = (token: string | null, current_password: string, password: string, password_confirmation = password) =>
    call(ctx().app, 'POST', '/api/change-password', token, { current_password, password, password_confirmation });
  const loginStatus = async (password: string) =>
    (await ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ada', password } })).statusCode;
  const storedHash = async () =>
    (await ctx().db.selectFrom('users').select('password_hash').where('username', '=', 'ada').executeTakeFirstOrThrow()).password_hash;

  beforeEach(async () => {
    // createUser: username ada, email ada@example.com, first name Test, last name User.
    await createUser(ctx().db, 'ada');
    await ctx().rebuild({ rateLimitMax: 100 });
  });

  it('changes the password, ends every other session but keeps this one; the new password signs in and the old one no longer does', async () => {
    const here = await login(ctx().app, 'ada');
    const elsewhere = await login(ctx().app, 'ada');
    const before = await storedHash();

    const response = await change(here, PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: DONE });
    expect(await storedHash()).not.toBe(before);

    expect((await call(ctx().app, 'GET', '/api/sessions', here)).statusCode).toBe(200);
    expect((await call(ctx().app, 'GET', '/api/sessions', elsewhere)).statusCode).toBe(401);
    const sessions = (await call(ctx().app, 'GET', '/api/sessions', here)).json();
    expect(sessions).toEqual([expect.objectContaining({ current: true })]);

    expect(await loginStatus(PASSWORD)).toBe(401);
    expect(await loginStatus(NEW_PASSWORD)).toBe(200);
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const here = await login(ctx().app, 'ada');
    const elsewhere = await login(ctx().app, 'ada');
    const before = await storedHash();

    const response = await change(here, 'not-my-password', NEW_PASSWORD);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: [PASSWORD_CHANGE_MESSAGES.currentWrong] });
    await ctx().db.updateTable('users').set({ locale: 'ar' }).where('username', '=', 'ada').execute();
    expect((await change(here, 'not-my-password', NEW_PASSWORD)).json().errors).toEqual({ current_password: ['كلمة المرور الحالية غير صحيحة.'] });

    expect(await storedHash()).toBe(before);
    expect((await call(ctx().app, 'GET', '/api/sessions', elsewhere)).statusCode).toBe(200);
    expect(await loginStatus(PASSWORD)).toBe(200);
    expect(await loginStatus(NEW_PASSWORD)).toBe(401);
  });

  it.each([
    ['too short', 'k3ttle', ['The password must be at least 8 characters.']],
    ['a common password, whatever its case', 'Password1', [WEAK.common]],
    ['the site name', 'my-arcvest-2026', [WEAK.siteName]],
    ['the username', 'ADA-rules-forever', [WEAK.username]],
    ['the first name', 'my name is test!', [WEAK.name]],
    ['the current password', PASSWORD, [PASSWORD_CHANGE_MESSAGES.sameAsCurrent]],
  ])('refuses a new password that is %s, and changes nothing', async (_case, password, messages) => {
    const here = await login(ctx().app, 'ada');
    const elsewhere = await login(ctx().app, 'ada');
    const before = await storedHash();

    const response = await change(here, PASSWORD, password);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: messages });
    expect(await storedHash()).toBe(before);
    expect((await call(ctx().app, 'GET', '/api/sessions', elsewhere)).statusCode).toBe(200);
  });

  it('names every bad field at once: missing current password, unconfirmed new one', async () => {
    const here = await login(ctx().app, 'ada');
    const response = await call(ctx().app, 'POST', '/api/change-password', here, { password: NEW_PASSWORD, password_confirmation: 'something else' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      current_password: [PASSWORD_CHANGE_MESSAGES.currentRequired],
      password: ['The password confirmation does not match.'],
    });
    expect(await loginStatus(PASSWORD)).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    const response = await change(null, PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(await loginStatus(PASSWORD)).toBe(200);
  });

  it('counts each try in the attempts limit, so the current password cannot be guessed fast', async () => {
    await ctx().rebuild({ rateLimitMax: 2 });
    const here = await login(ctx().app, 'ada');
    const statuses = [];
    for (const guess of ['guess-one-1', 'guess-two-2', PASSWORD]) statuses.push((await change(here, guess, NEW_PASSWORD)).statusCode);
    expect(statuses).toEqual([422, 422, 429]);
    expect(await loginStatus(NEW_PASSWORD)).toBe(401);
  });

  describe('the same rule at sign-up and password reset', () => {
    it('refuses a common or context password at sign-up', async () => {
      const signup = (password: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/signup',
          payload: signupPayload({
            username: 'grace',
            email: 'gh1906@example.com',
            firstname: 'Grace',
            lastname: 'Hopper',
            password,
            password_confirmation: password,
          }),
        });
      for (const [password, message] of [
        ['iloveyou', WEAK.common],
        ['hopper-1906-cobol', WEAK.name],
        ['grace.hopper!', WEAK.username],
      ] as const) {
        const response = await signup(password);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ password: [message] });
      }
      expect((await signup(NEW_PASSWORD)).statusCode).toBe(201);
    });

    it('refuses a common or context password at password reset, and the code still works for a good one', async () => {
      localSmtp().clear();
      await ctx().rebuild({ smtpUrl: localSmtp().url, rateLimitMax: 100 });
      await ctx().app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: 'ada@example.com' } });
      const otp = codeIn(await localSmtp().nextMessage());
      const reset = (password: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/verify-otp-and-reset-password',
          payload: { otp, email: 'ada@example.com', password, password_confirmation: password },
        });

      const common = await reset('qwerty123');
      expect(common.statusCode).toBe(422);
      expect(common.json().errors).toEqual({ password: [WEAK.common] });
      const context = await reset('Arcvest-is-mine');
      expect(context.json().errors).toEqual({ password: [WEAK.siteName] });
      expect(await loginStatus(PASSWORD)).toBe(200);

      expect((await reset(NEW_PASSWORD)).statusCode).toBe(200);
      expect(await loginStatus(NEW_PASSWORD)).toBe(200);
    });
  });
});
