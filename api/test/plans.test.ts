import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';

const plan = { title: 'Gold', roi: 1.25, duration: 10, min_amount: 50_000, max_amount: 200_000 };
/** What every plan answer adds when the body leaves the early-redemption rule and the risk text out. */
const NO_RULES = { early_redemption_penalty_percent: null, early_redemption_deducts_earnings: false, risk_disclosure: null };

forEachDatabase((ctx) => {
  const listed = async () => (await ctx().app.inject({ method: 'GET', url: '/api/plans' })).json();

  it('lists plans for everyone, cheapest first, roi in percent and amounts in cents', async () => {
    const admin = await signInAdmin(ctx().app, ctx().db);
    await call(ctx().app, 'POST', '/api/create-plan', admin, { ...plan, title: 'Big', min_amount: 900_000, max_amount: 900_000 });
    await call(ctx().app, 'POST', '/api/create-plan', admin, plan);
    await call(ctx().app, 'POST', '/api/create-plan', admin, { ...plan, title: 'Gold twin' });
    const plans = await listed();
    expect(plans.map((p: { title: string }) => p.title)).toEqual(['Gold', 'Gold twin', 'Big']);
    expect(plans[0]).toEqual({ id: expect.any(Number), ...plan, ...NO_RULES });
  });

  it('lets an admin create, edit and delete a plan, each audited', async () => {
    const admin = await signInAdmin(ctx().app, ctx().db);
    const created = await call(ctx().app, 'POST', '/api/create-plan', admin, { ...plan, title: '  Gold  ' });
    expect(created.statusCode).toBe(201);
    const { message, plan: saved } = created.json();
    expect(message).toBe('Plan created successfully.');
    expect(saved).toEqual({ id: expect.any(Number), ...plan, ...NO_RULES });

    const edited = await call(ctx().app, 'POST', `/api/edit-plan/${saved.id}`, admin, { ...plan, roi: 3, duration: 20 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ message: 'Plan updated successfully.', plan: { ...saved, roi: 3, duration: 20 } });

    const deleted = await call(ctx().app, 'POST', `/api/delete-plan/${saved.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Plan deleted successfully.' });
    expect(await listed()).toEqual([]);

    // Soft delete: the row stays for user plans that refer to it.
    const row = await ctx().db.selectFrom('plans').selectAll().where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.roi_bp).toBe(300);

    const audit = await ctx().db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const adminId = (await ctx().db.selectFrom('users').select('id').where('username', '=', 'boss').executeTakeFirstOrThrow()).id;
    expect(audit.map((entry) => [entry.actor_id, entry.action, entry.target_type, entry.target_id])).toEqual([
      [adminId, 'plan.create', 'plan', saved.id],
      [adminId, 'plan.update', 'plan', saved.id],
      [adminId, 'plan.delete', 'plan', saved.id],
    ]);
    expect(JSON.parse(audit[1].details)).toEqual({ before: saved, after: { ...saved, roi: 3, duration: 20 } });
  });

  it('answers 404 for a plan that does not exist or was deleted', async () => {
    const admin = await signInAdmin(ctx().app, ctx().db);
    const notFound = { message: 'Plan not found.', code: 'api.plan.notFound' };
    for (const url of ['/api/edit-plan/999', '/api/delete-plan/999']) {
      const response = await call(ctx().app, 'POST', url, admin, url.includes('edit') ? plan : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const { plan: saved } = (await call(ctx().app, 'POST', '/api/create-plan', admin, plan)).json();
    await call(ctx().app, 'POST', `/api/delete-plan/${saved.id}`, admin);
    expect((await call(ctx().app, 'POST', `/api/delete-plan/${saved.id}`, admin)).statusCode).toBe(404);
    expect((await call(ctx().app, 'POST', `/api/edit-plan/${saved.id}`, admin, plan)).statusCode).toBe(404);
    expect(await ctx().db.selectFrom('audit_log').select('action').execute()).toEqual([{ action: 'plan.create' }, { action: 'plan.delete' }]);
  });

  it('checks the body types with readable messages', async () => {
    const admin = await signInAdmin(ctx().app, ctx().db);
    const response = await call(ctx().app, 'POST', '/api/create-plan', admin, { title: 'X', roi: 'abc', duration: 1.5, min_amount: 100 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'api.invalidData',
      errors: {
        roi: ['The roi field must be a number.'],
        duration: ['The duration field must be a whole number.'],
        max_amount: ['The max amount field is required.'],
      },
    });
  });

  it('applies the shared plan rules', async () => {
    const admin = await signInAdmin(ctx().app, ctx().db);
    const response = await call(ctx().app, 'POST', '/api/create-plan', admin, { title: ' ', roi: 1.234, duration: 0, min_amount: 500, max_amount: 100 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['duration', 'max_amount', 'roi', 'title']);
    expect(response.json().errors.max_amount).toEqual(['The maximum amount must not be below the minimum amount.']);
    expect(await listed()).toEqual([]);
  });

  it('refuses invalid plan ids', async () => {
    const admin = await signInAdmin(ctx().app, ctx().db);
    const response = await call(ctx().app, 'POST', '/api/delete-plan/abc', admin);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: ['The id field must be a whole number.'] });
  });

  it('keeps the admin routes for admins: 401 without a token, 403 for investors', async () => {
    await createUser(ctx().db, 'ivy');
    const investor = await login(ctx().app, 'ivy');
    for (const url of ['/api/create-plan', '/api/edit-plan/1', '/api/delete-plan/1']) {
      const anonymous = await call(ctx().app, 'POST', url, null, plan);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthenticated.', code: 'api.auth.unauthenticated' });
      const forbidden = await call(ctx().app, 'POST', url, investor, plan);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'This action is for administrators only.', code: 'api.adminOnly' });
    }
    expect(await ctx().db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('reads the role and the staff role from the database on every request', async () => {
    const id = await createUser(ctx().db, 'ivy');
    const token = await login(ctx().app, 'ivy');
    expect((await call(ctx().app, 'POST', '/api/create-plan', token, plan)).statusCode).toBe(403);
    await ctx().db.updateTable('users').set({ role: 'admin', staff_role: 'owner' }).where('id', '=', id).execute();
    expect((await call(ctx().app, 'POST', '/api/create-plan', token, plan)).statusCode).toBe(201);
    await ctx().db.updateTable('users').set({ staff_role: 'finance' }).where('id', '=', id).execute();
    expect((await call(ctx().app, 'POST', '/api/create-plan', token, plan)).statusCode).toBe(403);
    await ctx().db.updateTable('users').set({ role: 'user', staff_role: null }).where('id', '=', id).execute();
    expect((await call(ctx().app, 'POST', '/api/create-plan', token, plan)).statusCode).toBe(403);
  });
});
