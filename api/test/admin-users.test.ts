import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';

/** A user who has submitted identity documents (level 2, waiting), or been accepted (level 3). */
async function applicant(db: Parameters<typeof createUser>[0], username: string, state: 'pending' | 'verified') {
  const id = await createUser(db, username);
  await db
    .updateTable('users')
    .set({ ssn: `SSN-${username}`, occupation: 'Pilot', salary: '$50,000 - $100,000', level: state === 'pending' ? 2 : 3, email_verified: 1 })
    .where('id', '=', id)
    .execute();
  return id;
}

forEachDatabase((ctx) => {
  describe('GET /api/identity-verifications', () => {
    async function setUp() {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      // Not applicants: an investor at level 1, one at level 2 without a submission, a deleted applicant.
      await createUser(db, 'plain');
      const levelTwo = await createUser(db, 'leveltwo');
      await db.updateTable('users').set({ level: 2, email_verified: 1 }).where('id', '=', levelTwo).execute();
      const gone = await applicant(db, 'gone', 'pending');
      await db.updateTable('users').set({ deleted_at: '2026-05-01T00:00:00.000Z' }).where('id', '=', gone).execute();
      const ids = {
        anna: await applicant(db, 'Anna_B', 'verified'),
        ben: await applicant(db, 'ben', 'pending'),
        cara: await applicant(db, 'cara', 'pending'),
      };
      // An email that matches a search for 'anna' although the username does not.
      await db.updateTable('users').set({ email: 'cara.annabel@example.com' }).where('id', '=', ids.cara).execute();
      const list = (query: string, token: string | null = admin) => call(ctx().app, 'GET', `/api/identity-verifications${query}`, token);
      return { admin, ids, list };
    }

    it('lists applicants newest first with their level and whether a submission waits, and counts them', async () => {
      const { ids, list } = await setUp();
      const response = await list('');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        items: [
          { id: ids.cara, username: 'cara', email: 'cara.annabel@example.com', level: 2, pending: true },
          { id: ids.ben, username: 'ben', email: 'ben@example.com', level: 2, pending: true },
          { id: ids.anna, username: 'Anna_B', email: 'anna_b@example.com', level: 3, pending: false },
        ],
        next_cursor: null,
        total: 3,
      });
    });

    it('searches usernames and emails, in any letter case, with % and _ as plain letters', async () => {
      const { ids, list } = await setUp();
      const idsOf = async (query: string) => {
        const body = (await list(query)).json();
        return { ids: body.items.map((item: { id: number }) => item.id), total: body.total };
      };
      expect(await idsOf('?search=ANNA')).toEqual({ ids: [ids.cara, ids.anna], total: 2 });
      expect(await idsOf('?search=%20Ben%20')).toEqual({ ids: [ids.ben], total: 1 });
      expect(await idsOf('?search=a_b')).toEqual({ ids: [ids.anna], total: 1 });
      expect(await idsOf('?search=%25')).toEqual({ ids: [], total: 0 });
      expect(await idsOf('?search=_')).toEqual({ ids: [ids.anna], total: 1 });
      expect(await idsOf('?search=plain')).toEqual({ ids: [], total: 0 });
      expect(await idsOf('?search=gone')).toEqual({ ids: [], total: 0 });
      expect(await idsOf('?search=')).toEqual({ ids: [ids.cara, ids.ben, ids.anna], total: 3 });
    });

    it('pages by cursor; the total stays the count of every match', async () => {
      const { ids, list } = await setUp();
      const first = (await list('?limit=2')).json();
      expect(first.items.map((item: { id: number }) => item.id)).toEqual([ids.cara, ids.ben]);
      expect(first).toMatchObject({ next_cursor: String(ids.ben), total: 3 });

      const second = (await list(`?limit=2&before=${first.next_cursor}`)).json();
      expect(second).toEqual({ items: [expect.objectContaining({ id: ids.anna })], next_cursor: null, total: 3 });

      const searched = (await list(`?limit=1&search=anna`)).json();
      expect(searched).toMatchObject({ items: [{ id: ids.cara }], next_cursor: String(ids.cara), total: 2 });
      expect((await list(`?limit=1&search=anna&before=${searched.next_cursor}`)).json()).toMatchObject({
        items: [{ id: ids.anna }],
        next_cursor: null,
      });
      // Exactly a page's worth: no next page.
      expect((await list('?limit=3')).json().next_cursor).toBeNull();
    });

    it('drops an applicant from the pending ones once accepted', async () => {
      const { ids, list, admin } = await setUp();
      await ctx().db.updateTable('users').set({ level: 3 }).where('id', '=', ids.ben).execute();
      const ben = (await list('?search=ben', admin)).json().items[0];
      expect(ben).toEqual({ id: ids.ben, username: 'ben', email: 'ben@example.com', level: 3, pending: false });
    });

    it('refuses bad paging and overlong searches with 422, visitors with 401 and investors with 403', async () => {
      const { list } = await setUp();
      for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?before=0', '?before=1e3', `?search=${'a'.repeat(255)}`]) {
        const response = await list(query);
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toEqual(expect.any(String));
      }
      expect((await list('', null)).statusCode).toBe(401);
      const investor = await login(ctx().app, 'plain');
      const refused = await list('', investor);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This action is for administrators only.', code: 'api.adminOnly' });
    });
  });

  describe('GET /api/user/:id', () => {
    it("answers any live user's public fields to an admin", async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const id = await applicant(db, 'dora', 'pending');
      const response = await call(app, 'GET', `/api/user/${id}`, admin);
      expect(response.statusCode).toBe(200);
      const user = response.json();
      expect(user).toMatchObject({
        id,
        username: 'dora',
        email: 'dora@example.com',
        level: 2,
        ssn: 'SSN-dora',
        occupation: 'Pilot',
        salary: '$50,000 - $100,000',
      });
      expect(user).not.toHaveProperty('password_hash');
      expect(user).not.toHaveProperty('username_key');
    });

    it('answers 404 for no user or a deleted one, 422 for a malformed id, 401 and 403 to others', async () => {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      const id = await createUser(db, 'eve');
      expect((await call(app, 'GET', '/api/user/999999', admin)).json()).toEqual({ message: 'User not found.', code: 'api.user.notFound' });
      expect((await call(app, 'GET', '/api/user/999999', admin)).statusCode).toBe(404);
      await db.updateTable('users').set({ deleted_at: '2026-05-01T00:00:00.000Z' }).where('id', '=', id).execute();
      expect((await call(app, 'GET', `/api/user/${id}`, admin)).statusCode).toBe(404);
      expect((await call(app, 'GET', '/api/user/1e2', admin)).statusCode).toBe(422);
      expect((await call(app, 'GET', `/api/user/${id}`, null)).statusCode).toBe(401);
      await createUser(db, 'mallory');
      expect((await call(app, 'GET', `/api/user/${id}`, await login(app, 'mallory'))).statusCode).toBe(403);
    });
  });
});
