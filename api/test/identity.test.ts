import { MAX_IMAGE_BYTES, OCCUPATIONS, SALARY_RANGES } from '@arcvest/shared/rules';
import { forEachDatabase } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { multipartBody, tinyPng } from './money-helpers';
import { parseMessage } from './smtp';
import { useLocalSmtp } from './use-local-smtp';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

const FIELDS = { ssn: ' AB-123-456 ', occupation: OCCUPATIONS[1], salary: SALARY_RANGES[2] };
const SUBMITTED = { message: 'Your documents were submitted and are under review.' };
const NOTHING_PENDING = { message: 'This user has no identity submission waiting for review.', code: 'rules.identity.nothingPending' };

const file = (bytes: Buffer, name = 'license.png') => ({ bytes, name, type: 'image/png' });

const localSmtp = useLocalSmtp();

forEachDatabase((ctx) => {
  let token: string;
  let userId: number;
  const me = async (as = token) => (await call(ctx().app, 'POST', '/api/me', as)).json();
  const setLevel = (level: number) =>
    ctx()
      .db.updateTable('users')
      .set({ level, email_verified: level > 1 ? 1 : 0 })
      .where('id', '=', userId)
      .execute();
  const submit = async (fields: Record<string, string> = FIELDS, files = { dl_front: file(tinyPng()), dl_back: file(JPEG, 'back.jpg') }, as = token) => {
    const { payload, contentType } = await multipartBody(fields, files);
    return ctx().app.inject({ method: 'POST', url: '/api/verify-identity', headers: { ...bearer(as), 'content-type': contentType }, payload });
  };
  const images = () => ctx().db.selectFrom('images').select(['id', 'owner_user_id', 'mime']).orderBy('mime').execute();
  const accept = (as: string, id = userId) => call(ctx().app, 'POST', `/api/accept-verified-identity/${id}`, as);
  const reject = (as: string, reason = 'The photo is blurred.', id = userId) => call(ctx().app, 'POST', `/api/reject-verified-identity/${id}`, as, { reason });

  beforeEach(async () => {
    userId = await createUser(ctx().db, 'ada');
    localSmtp().clear();
    await ctx().rebuild({ smtpUrl: localSmtp().url });
    token = await login(ctx().app, 'ada');
    await setLevel(2);
  });

  describe('POST /api/verify-identity', () => {
    it('stores the submission with its images, owned by the user, and puts it under review', async () => {
      const response = await submit();
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(SUBMITTED);
      const user = await me();
      expect(user).toMatchObject({ ssn: 'AB-123-456', occupation: OCCUPATIONS[1], salary: SALARY_RANGES[2], level: 2, identity_rejection_reason: null });
      expect(user.dl_front).toMatch(/^\/api\/images\/[\w-]{22}$/);
      expect(user.dl_back).toMatch(/^\/api\/images\/[\w-]{22}$/);
      expect(await images()).toEqual([
        { id: expect.any(String), owner_user_id: userId, mime: 'image/jpeg' },
        { id: expect.any(String), owner_user_id: userId, mime: 'image/png' },
      ]);
      const front = await call(ctx().app, 'GET', user.dl_front, token);
      expect(front.statusCode).toBe(200);
      expect(front.rawPayload).toEqual(tinyPng());
    });

    it('takes WebP too', async () => {
      expect((await submit(FIELDS, { dl_front: file(WEBP, 'front.webp'), dl_back: file(WEBP, 'back.webp') })).statusCode).toBe(201);
    });

    it('shows the images only to their owner and admins', async () => {
      await submit();
      const { dl_front: front } = await me();
      await createUser(ctx().db, 'otto');
      const other = await login(ctx().app, 'otto');
      const refused = await call(ctx().app, 'GET', front, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only the owner and administrators may see this image.', code: 'api.image.forbidden' });
      const admin = await signInAdmin(ctx().app, ctx().db);
      expect((await call(ctx().app, 'GET', front, admin)).statusCode).toBe(200);
      expect((await ctx().app.inject({ method: 'GET', url: front })).statusCode).toBe(401);
    });

    it('refuses a file that is not an image by its bytes, a GIF and a 6 MB image, each on its field', async () => {
      const textAsPng = await submit(FIELDS, { dl_front: file(Buffer.from('not an image'), 'front.png'), dl_back: file(GIF, 'back.gif') });
      expect(textAsPng.statusCode).toBe(422);
      expect(textAsPng.json().errors).toEqual({
        dl_front: ["The driver's license front must be a JPEG, PNG or WebP image."],
        dl_back: ["The driver's license back must be a JPEG, PNG or WebP image."],
      });
      const huge = Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024)]);
      expect(huge.length).toBeGreaterThan(MAX_IMAGE_BYTES);
      const tooLarge = await submit(FIELDS, { dl_front: file(tinyPng()), dl_back: file(huge) });
      expect(tooLarge.statusCode).toBe(422);
      expect(tooLarge.json()).toEqual({
        message: "The driver's license back image may be at most 5 MB.",
        errors: { dl_back: ["The driver's license back image may be at most 5 MB."] },
        code: 'rules.image.tooLarge',
      });
      const missing = await submit(FIELDS, { dl_front: file(tinyPng()) } as never);
      expect(missing.json().errors).toEqual({ dl_back: ["Please choose the driver's license back image."] });
      expect(await images()).toEqual([]);
      expect((await me()).salary).toBeNull();
    });

    it('checks the id number, occupation and salary', async () => {
      const response = await submit({ ssn: '   ', occupation: 'Wizard', salary: 'A lot' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        ssn: ['Please enter your national identification number.'],
        occupation: ['Please choose your occupation.'],
        salary: ['Please choose your salary range.'],
      });
      const long = await submit({ ...FIELDS, ssn: '9'.repeat(51) });
      expect(long.json().errors).toEqual({ ssn: ['The national identification number may have at most 50 characters.'] });
      const none = await submit({});
      expect(Object.keys(none.json().errors).sort()).toEqual(['occupation', 'salary', 'ssn']);
      expect(await images()).toEqual([]);
    });

    it('needs a verified email (level 2) first', async () => {
      await setLevel(1);
      const response = await submit();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Please verify your email address first.', code: 'rules.identity.verifyEmailFirst' });
      await ctx().db.updateTable('users').set({ locale: 'pt-BR' }).where('id', '=', userId).execute();
      expect((await submit()).json()).toEqual({ message: 'Verifique seu endereço de e-mail primeiro.', code: 'rules.identity.verifyEmailFirst' });
      expect(await images()).toEqual([]);
    });

    it('refuses a second submission while one is under review, and after acceptance', async () => {
      expect((await submit()).statusCode).toBe(201);
      const pending = await submit();
      expect(pending.statusCode).toBe(409);
      expect(pending.json()).toEqual({ message: 'Your identity verification is already under review.', code: 'rules.identity.underReview' });
      await setLevel(3);
      const verified = await submit();
      expect(verified.statusCode).toBe(409);
      expect(verified.json()).toEqual({ message: 'Your identity is already verified.', code: 'rules.identity.alreadyVerified' });
      expect(await images()).toHaveLength(2);
    });

    it('lets one of two submissions sent at once land', async () => {
      const answers = await Promise.all([submit(), submit()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const { dl_front: front, dl_back: back } = await me();
      expect((await images()).map((image) => `/api/images/${image.id}`).sort()).toEqual([front, back].sort());
    });

    it('answers 415 to a form that is not multipart, and 401 to visitors', async () => {
      expect((await call(ctx().app, 'POST', '/api/verify-identity', token, FIELDS)).statusCode).toBe(415);
      const { payload, contentType } = await multipartBody(FIELDS, {});
      const visitor = await ctx().app.inject({ method: 'POST', url: '/api/verify-identity', headers: { 'content-type': contentType }, payload });
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('admin review', () => {
    let admin: string;
    beforeEach(async () => {
      admin = await signInAdmin(ctx().app, ctx().db);
    });
    const audit = () => ctx().db.selectFrom('audit_log').select(['action', 'target_type', 'target_id', 'details']).execute();

    it('accepts a pending submission: level 3, audited, and the user is told', async () => {
      await submit();
      const response = await accept(admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Identity verification accepted.' });
      expect(await me()).toMatchObject({ level: 3, salary: SALARY_RANGES[2], identity_rejection_reason: null });
      expect(await audit()).toEqual([{ action: 'identity.accept', target_type: 'user', target_id: userId, details: '{}' }]);
      const { headers, body } = parseMessage(await localSmtp().nextMessage());
      expect(headers).toMatch(/^To: ada@example\.com$/m);
      expect(headers).toMatch(/^Subject: Your Arcvest identity is verified$/m);
      expect(body).toContain('level 3');
    });

    it('rejects with a reason: fields and images erased, level 2, the reason in /me, and the user may apply again', async () => {
      await submit();
      const response = await reject(admin, '  The photo is blurred.  ');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Identity verification rejected.' });
      expect(await me()).toMatchObject({
        level: 2,
        ssn: null,
        occupation: null,
        salary: null,
        dl_front: null,
        dl_back: null,
        identity_rejection_reason: 'The photo is blurred.',
      });
      expect(await images()).toEqual([]);
      expect(await audit()).toEqual([
        { action: 'identity.reject', target_type: 'user', target_id: userId, details: JSON.stringify({ reason: 'The photo is blurred.' }) },
      ]);
      const { headers, body } = parseMessage(await localSmtp().nextMessage());
      expect(headers).toMatch(/^Subject: Your Arcvest identity verification was not accepted$/m);
      expect(body).toContain('The photo is blurred.');

      expect((await submit()).json()).toEqual(SUBMITTED);
      expect(await me()).toMatchObject({ salary: SALARY_RANGES[2], identity_rejection_reason: null });
      expect(await images()).toHaveLength(2);
    });

    it('tells the user in their language and each admin in theirs: a rejection in Portuguese, the waiting review in Spanish', async () => {
      await ctx().db.updateTable('users').set({ locale: 'pt-BR' }).where('id', '=', userId).execute();
      await ctx().db.updateTable('users').set({ locale: 'es' }).where('username', '=', 'boss').execute();
      await submit();
      const inbox = (username: string) =>
        ctx()
          .db.selectFrom('inbox_items')
          .innerJoin('users', 'users.id', 'inbox_items.user_id')
          .select(['title', 'body'])
          .where('users.username', '=', username)
          .orderBy('inbox_items.id')
          .execute();
      expect(await inbox('boss')).toEqual([{ title: 'Revisión de identidad pendiente', body: 'ada envió documentos de identidad para revisar.' }]);

      expect((await reject(admin, 'The photo is blurred.')).statusCode).toBe(200);
      const { headers, body } = parseMessage(await localSmtp().nextMessage());
      expect(headers).toMatch(/^Subject: Sua verificação de identidade na Arcvest não foi aceita$/m);
      expect(body.trimEnd()).toBe(
        [
          'Olá, Test,',
          '',
          'Sua verificação de identidade não foi aceita, por este motivo:',
          '',
          'The photo is blurred.',
          '',
          'Você pode enviar seus documentos novamente pelo seu perfil.',
        ].join('\n'),
      );
      expect(await inbox('ada')).toEqual([{ title: 'Identidade não aceita', body: 'Sua verificação de identidade não foi aceita: The photo is blurred.' }]);
    });

    it("keeps other users' images when rejecting", async () => {
      await submit();
      const ottoId = await createUser(ctx().db, 'otto');
      await ctx().db.updateTable('users').set({ level: 2, email_verified: 1 }).where('id', '=', ottoId).execute();
      expect((await submit(FIELDS, undefined, await login(ctx().app, 'otto'))).statusCode).toBe(201);
      expect((await reject(admin)).statusCode).toBe(200);
      expect((await images()).map((image) => image.owner_user_id)).toEqual([ottoId, ottoId]);
    });

    it('answers 409 when nothing is pending, 404 for an unknown user, and changes nothing', async () => {
      for (const decide of [() => accept(admin), () => reject(admin)]) {
        const response = await decide();
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(NOTHING_PENDING);
      }
      await submit();
      expect((await accept(admin)).statusCode).toBe(200);
      expect((await accept(admin)).json()).toEqual(NOTHING_PENDING);
      expect((await reject(admin)).statusCode).toBe(409);
      expect(await me()).toMatchObject({ level: 3, identity_rejection_reason: null });
      expect((await accept(admin, 9999)).statusCode).toBe(404);
      expect((await reject(admin, 'No', 9999)).json()).toEqual({ message: 'User not found.', code: 'api.user.notFound' });
      expect((await audit()).map((entry) => entry.action)).toEqual(['identity.accept']);
    });

    it('needs a reason to reject', async () => {
      await submit();
      for (const reason of ['', '   ']) expect((await reject(admin, reason)).statusCode).toBe(422);
      // The words of the admin's form (rejectionReasonError), the same as an approval's rejection.
      expect((await reject(admin, '   ')).json().errors).toEqual({ reason: ['Please give the reason for the rejection.'] });
      expect((await call(ctx().app, 'POST', `/api/reject-verified-identity/${userId}`, admin, {})).statusCode).toBe(422);
      expect((await me()).salary).toBe(SALARY_RANGES[2]);
    });

    it('decides once when two admins act at the same time', async () => {
      await submit();
      await createUser(ctx().db, 'second', 'admin');
      const other = await login(ctx().app, 'second');
      const answers = await Promise.all([accept(admin), reject(other), accept(other), reject(admin)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const winner = answers.findIndex((answer) => answer.statusCode === 200) % 2 === 0 ? 'accept' : 'reject';
      expect((await audit()).map((entry) => entry.action)).toEqual([`identity.${winner}`]);
      expect((await me()).level).toBe(winner === 'accept' ? 3 : 2);
      expect(await images()).toHaveLength(winner === 'accept' ? 2 : 0);
    });

    it('is for admins only', async () => {
      await submit();
      expect((await accept(token)).statusCode).toBe(403);
      expect((await reject(token)).statusCode).toBe(403);
      for (const url of [`/api/accept-verified-identity/${userId}`, `/api/reject-verified-identity/${userId}`]) {
        expect((await ctx().app.inject({ method: 'POST', url, payload: { reason: 'x' } })).statusCode).toBe(401);
      }
      expect(await me()).toMatchObject({ level: 2, salary: SALARY_RANGES[2] });
    });
  });
});
