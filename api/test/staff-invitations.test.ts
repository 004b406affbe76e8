import { STAFF_MESSAGES, STAFF_INVITATION_HOURS } from '@arcvest/shared/rules';
import { forEachDatabase } from './databases';
import { bearer, call, createUser, login, PASSWORD, signInAdmin } from './helpers';
import { parseMessage } from './smtp';
import { useLocalSmtp } from './use-local-smtp';

const localSmtp = useLocalSmtp();
const NEW_PASSWORD = 'a-long-new-staff-secret';
const details = {
  firstname: 'Fran',
  lastname: 'Ledger',
  username: 'fran',
  age: '1990-05-05',
  gender: 'female',
  country: 'Ireland',
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
};

forEachDatabase((ctx) => {
  let owner: string;
  const invite = (token: string, body: object) => call(ctx().app, 'POST', '/api/staff-invitations', token, body);
  const accept = (body: object) => ctx().app.inject({ method: 'POST', url: '/api/staff-invitations/accept', payload: body });
  /** The link's token from the invitation email to `to`. */
  const invitationToken = async (to: string) => {
    const { headers, body } = parseMessage(await localSmtp().nextMessage());
    expect(headers).toMatch(new RegExp(`^To: ${to}$`, 'm'));
    return /\/accept-invitation\?token=([A-Za-z0-9_-]{43})/.exec(body)![1];
  };

  beforeEach(async () => {
    localSmtp().clear();
    await ctx().rebuild({ smtpUrl: localSmtp().url });
    owner = await signInAdmin(ctx().app, ctx().db);
  });

  it('an owner invites an address with a role; its link makes the staff account, verified, and signs in, once', async () => {
    const invited = await invite(owner, { email: ' Fran@Example.com ', staff_role: 'finance' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      message: STAFF_MESSAGES.invited('fran@example.com'),
      invitation: { email: 'fran@example.com', staff_role: 'finance', invited_by: 'boss', accepted_at: null },
    });
    expect(invited.json().invitation.expires_at).toBe(new Date(ctx().clock.now.getTime() + STAFF_INVITATION_HOURS * 3_600_000).toISOString());
    const token = await invitationToken('fran@example.com');

    expect((await ctx().app.inject({ method: 'GET', url: `/api/staff-invitations/lookup?token=${token}` })).json()).toEqual({
      email: 'fran@example.com',
      staff_role: 'finance',
      expires_at: invited.json().invitation.expires_at,
    });
    const weak = await accept({ ...details, token, password: 'password', password_confirmation: 'password' });
    expect([weak.statusCode, Object.keys(weak.json().errors)]).toEqual([422, ['password']]);

    const accepted = await accept({ ...details, token, email: 'other@example.com', locale: 'es' });
    expect(accepted.statusCode).toBe(201);
    const me = (await call(ctx().app, 'POST', '/api/me', accepted.json().access_token)).json();
    expect(me).toMatchObject({ username: 'fran', email: 'fran@example.com', role: 'admin', staff_role: 'finance', email_verified: 1, locale: 'es' });
    expect((await accept({ ...details, token, username: 'fran2' })).json()).toEqual({
      message: STAFF_MESSAGES.invitationInvalid,
      code: 'rules.staff.invitationInvalid',
    });
    expect((await ctx().app.inject({ method: 'GET', url: `/api/staff-invitations/lookup?token=${token}` })).statusCode).toBe(404);

    const list = (await call(ctx().app, 'GET', '/api/staff-invitations', owner)).json();
    expect(list).toEqual([expect.objectContaining({ email: 'fran@example.com', accepted_at: expect.any(String) })]);
    const audit = await ctx().db.selectFrom('audit_log').select('action').where('action', 'like', 'staff.%').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['staff.invite', 'staff.invite-accept']);
  });

  it("writes the invitation in the inviting request's language (the address has no account yet)", async () => {
    const invited = await ctx().app.inject({
      method: 'POST',
      url: '/api/staff-invitations',
      headers: { authorization: `Bearer ${owner}`, 'accept-language': 'es' },
      payload: { email: 'fran@example.com', staff_role: 'finance' },
    });
    expect(invited.statusCode).toBe(201);
    const { headers, body } = parseMessage(await localSmtp().nextMessage());
    expect(headers).toMatch(/^Subject: Le invitan a unirse al personal de Arcvest$/m);
    expect(body).toMatch(
      /^Hola:\n\nTest le invitó a unirse al personal de Arcvest con el rol Finanzas\.\nAbra este enlace para elegir su nombre de usuario y su contraseña \(funciona una vez, durante \d+ horas\):\nhttp.*\/accept-invitation\?token=/,
    );
    expect(body).toContain('Si no esperaba esto, ignore este correo.');
  });

  it('refuses what it should: a taken address, a bad one, another role than owner inviting, an expired or revoked link', async () => {
    await createUser(ctx().db, 'ivy');
    expect((await invite(owner, { email: 'ivy@example.com', staff_role: 'support' })).json()).toEqual({
      message: STAFF_MESSAGES.alreadyHasAccount,
      code: 'rules.staff.alreadyHasAccount',
    });
    const inSpanish = await ctx().app.inject({
      method: 'POST',
      url: '/api/staff-invitations',
      headers: { ...bearer(owner), 'accept-language': 'es' },
      payload: { email: 'ivy@example.com', staff_role: 'support' },
    });
    expect([inSpanish.statusCode, inSpanish.json()]).toEqual([
      409,
      { message: 'Esta dirección ya tiene una cuenta: haga administrador a ese usuario desde su página.', code: 'rules.staff.alreadyHasAccount' },
    ]);
    expect((await invite(owner, { email: 'nope', staff_role: 'support' })).statusCode).toBe(422);
    const financeId = await createUser(ctx().db, 'fay', 'admin');
    await ctx().db.updateTable('users').set({ staff_role: 'finance' }).where('id', '=', financeId).execute();
    expect((await invite(await login(ctx().app, 'fay'), { email: 'x@example.com', staff_role: 'owner' })).statusCode).toBe(403);

    await invite(owner, { email: 'late@example.com', staff_role: 'auditor' });
    const late = await invitationToken('late@example.com');
    ctx().clock.advance(STAFF_INVITATION_HOURS * 3_600_000);
    expect((await accept({ ...details, token: late })).statusCode).toBe(404);
    owner = await login(ctx().app, 'boss');

    const second = await invite(owner, { email: 'rev@example.com', staff_role: 'support' });
    const revoked = await invitationToken('rev@example.com');
    expect((await call(ctx().app, 'DELETE', `/api/staff-invitations/${second.json().invitation.id}`, owner)).json()).toEqual({
      message: STAFF_MESSAGES.invitationRevoked,
    });
    expect((await accept({ ...details, token: revoked })).statusCode).toBe(404);
    // A new invitation to the same address replaces the pending one.
    await invite(owner, { email: 'twice@example.com', staff_role: 'support' });
    const first = await invitationToken('twice@example.com');
    await invite(owner, { email: 'twice@example.com', staff_role: 'compliance' });
    const latest = await invitationToken('twice@example.com');
    expect((await accept({ ...details, token: first })).statusCode).toBe(404);
    expect((await accept({ ...details, token: latest, password: PASSWORD + '-x', password_confirmation: PASSWORD + '-x' })).statusCode).toBe(201);
    expect(await ctx().db.selectFrom('users').select(['username', 'staff_role']).where('username', '=', 'fran').execute()).toEqual([
      { username: 'fran', staff_role: 'compliance' },
    ]);
  });
});
