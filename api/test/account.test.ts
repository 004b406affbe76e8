import { INVALID_PHONE_MESSAGE } from '@arcvest/shared/phone';
import { forEachDatabase } from './databases';
import { whileWriteHeld } from './held-write';
import { call, createUser, login } from './helpers';

const PROFILE = { firstname: 'Ada', lastname: 'Byron', username: 'Countess', gender: 'female' };
const TAKEN = { message: 'This username is already taken.', errors: { username: ['This username is already taken.'] }, code: 'rules.signup.usernameTaken' };

forEachDatabase((ctx) => {
  let token: string;
  let userId: number;
  const me = async () => (await call(ctx().app, 'POST', '/api/me', token)).json();

  beforeEach(async () => {
    userId = await createUser(ctx().db, 'ada');
    token = await login(ctx().app, 'ada');
  });

  describe('POST /api/update-profile', () => {
    const update = (payload: object, as = token) => call(ctx().app, 'POST', '/api/update-profile', as, payload);

    it('changes the name, username and gender, trimmed, and the new username signs in', async () => {
      const response = await update({ firstname: ' Ada ', lastname: 'Byron  ', username: ' Countess ', gender: 'female' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Profile updated successfully.' });
      expect(await me()).toMatchObject({ id: userId, firstname: 'Ada', lastname: 'Byron', username: 'Countess', gender: 'female' });
      await expect(login(ctx().app, 'countess')).resolves.toEqual(expect.any(String));
    });

    it('keeps the own username, in another letter case too', async () => {
      expect((await update({ ...PROFILE, username: 'ADA' })).statusCode).toBe(200);
      expect((await me()).username).toBe('ADA');
    });

    it("refuses another account's username in any letter case, and changes nothing", async () => {
      await createUser(ctx().db, 'grace');
      for (const username of ['grace', 'GRACE', ' Grace ']) {
        const response = await update({ ...PROFILE, username });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual(TAKEN);
      }
      expect(await me()).toMatchObject({ firstname: 'Test', username: 'ada', gender: 'male' });
    });

    it('requires every field after trimming, with the sign-up rules', async () => {
      const blank = await update({ firstname: ' ', lastname: '', username: '  ', gender: 'male' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toEqual({
        firstname: ['The first name field is required.'],
        lastname: ['The last name field is required.'],
        username: ['The username field is required.'],
      });
      const badUsername = await update({ ...PROFILE, username: 'no spaces' });
      expect(badUsername.json().errors).toEqual({ username: ['The username must be 3 to 30 letters, digits, dots, dashes or underscores.'] });
      const badGender = await update({ ...PROFILE, gender: 'other' });
      expect(badGender.statusCode).toBe(422);
      expect(Object.keys(badGender.json().errors)).toEqual(['gender']);
      const missing = await update({ firstname: 'Ada' });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['gender', 'lastname', 'username']);
      expect((await me()).firstname).toBe('Test');
    });

    it('lets one of two concurrent renames to the same username win; the other gets 422', async () => {
      await createUser(ctx().db, 'grace');
      const other = await login(ctx().app, 'grace');
      const answers = await Promise.all([update({ ...PROFILE, username: 'Star' }), update({ ...PROFILE, username: 'star' }, other)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      expect(answers.find((answer) => answer.statusCode === 422)!.json()).toEqual(TAKEN);
      const holders = await ctx().db.selectFrom('users').select('id').where('username_key', '=', 'star').execute();
      expect(holders).toHaveLength(1);
    });

    it('answers 422, not 500, when the username is taken between the check and the update', async () => {
      if (ctx().kind !== 'postgres') return; // SQLite runs one writer at a time: this race cannot happen there.
      const graceId = await createUser(ctx().db, 'grace');
      const response = await whileWriteHeld(
        ctx().db,
        (trx) => trx.updateTable('users').set({ username: 'Star', username_key: 'star' }).where('id', '=', graceId).execute(),
        () => update({ ...PROFILE, username: 'STAR' }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(TAKEN);
      expect((await me()).username).toBe('ada');
    });

    it('is for signed-in users', async () => {
      expect((await update(PROFILE, '')).statusCode).toBe(401);
    });
  });

  describe('PUT /api/me/locale', () => {
    const save = (payload: object) => call(ctx().app, 'PUT', '/api/me/locale', token, payload);

    it('saves a supported language and answers the user with it, as /me then does', async () => {
      expect((await me()).locale).toBe('en');
      const response = await save({ locale: 'ar' });
      expect(response.statusCode).toBe(200);
      const user = response.json();
      expect(user).toEqual({ ...(await me()), locale: 'ar' });
      expect((await me()).locale).toBe('ar');
      expect((await save({ locale: 'pt-BR' })).json().locale).toBe('pt-BR');
    });

    it('refuses a language it does not speak with the supported ones named (in the saved language, Spanish), and changes nothing', async () => {
      await save({ locale: 'es' });
      for (const locale of ['pt', 'PT-BR', 'pseudo', '']) {
        const response = await save({ locale });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: 'Este idioma no está disponible. Elija uno de estos: en, es, pt-BR, ar.',
          errors: { locale: ['Este idioma no está disponible. Elija uno de estos: en, es, pt-BR, ar.'] },
          code: 'rules.locale.unsupported',
        });
      }
      expect((await save({})).statusCode).toBe(422);
      expect((await me()).locale).toBe('es');
    });

    it('is for a signed-in account only', async () => {
      const response = await ctx().app.inject({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'es' } });
      expect(response.statusCode).toBe(401);
      expect((await me()).locale).toBe('en');
    });
  });

  describe('POST /api/update-contact', () => {
    const update = (payload: object) => call(ctx().app, 'POST', '/api/update-contact', token, payload);

    it('stores a valid E.164 phone and the trimmed address', async () => {
      const response = await update({ phone: '+12025550123', address: '  1 Main Street, Springfield  ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Contact information updated successfully.' });
      expect(await me()).toMatchObject({ phone: '+12025550123', address: '1 Main Street, Springfield' });
    });

    it('removes the phone and the address when they are empty', async () => {
      await update({ phone: '+12025550123', address: 'Somewhere' });
      expect((await update({ phone: '', address: '   ' })).statusCode).toBe(200);
      expect(await me()).toMatchObject({ phone: null, address: null });
    });

    it('refuses a phone that is not a valid E.164 number, and changes nothing', async () => {
      await update({ phone: '+12025550123', address: 'Somewhere' });
      for (const phone of ['2025550123', '+1202', '+1 202 555 0123', '+19995550123', 'call me']) {
        const response = await update({ phone, address: 'Elsewhere' });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message: INVALID_PHONE_MESSAGE, errors: { phone: [INVALID_PHONE_MESSAGE] }, code: 'rules.phone.invalid' });
      }
      expect(await me()).toMatchObject({ phone: '+12025550123', address: 'Somewhere' });
    });

    it('needs both fields as text', async () => {
      expect((await update({ phone: 12025550123, address: '' })).statusCode).toBe(422);
      expect((await update({ address: '' })).statusCode).toBe(422);
    });

    it('is for signed-in users', async () => {
      const response = await ctx().app.inject({ method: 'POST', url: '/api/update-contact', payload: { phone: '', address: '' } });
      expect(response.statusCode).toBe(401);
    });
  });
});
