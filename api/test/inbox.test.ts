import { formatUsd, OCCUPATIONS, SALARY_RANGES } from '@arcvest/shared/rules';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { forEachDatabase, POSTGRES_URL } from './databases';
import { openEventStream, type EventStreamClient } from './event-stream-client';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { withSearchPath } from './migrated-databases';
import { createPlan, HEX_TX, multipartBody, tinyPng } from './money-helpers';

forEachDatabase((ctx) => {
  let admin: string;
  let ivyId: number;
  let ivy: string;
  let seed = 0;
  const streams: EventStreamClient[] = [];

  const deposit = async (token = ivy) => {
    const planId = await createPlan(ctx().db, { title: `Starter ${seed}`, roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    seed += 1;
    const payload = { plan_id: planId, amount: 500_00, payment_method: 'BTC', transaction_id: HEX_TX(seed), type: 'deposit' };
    const answer = await call(ctx().app, 'POST', '/api/deposit', token, payload);
    expect(answer.statusCode).toBe(201);
    const row = await ctx().db.selectFrom('transactions').select('id').where('type', '=', 'deposit').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row.id;
  };
  const confirm = async (id: number, app = ctx().app) => expect((await call(app, 'POST', `/api/confirm-transaction/${id}`, admin)).statusCode).toBe(200);
  const inbox = async (token = ivy) => (await call(ctx().app, 'GET', '/api/notifications', token)).json();
  const outbox = () => ctx().db.selectFrom('notifications').select(['user_id', 'subject']).orderBy('id').execute();
  const setPreference = (category: string, channel: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/notification-preferences', headers: bearer(ivy), payload: { preferences: [{ category, channel }] } });
  const submitIdentity = async () => {
    await ctx().db.updateTable('users').set({ email_verified: 1, level: 2 }).where('id', '=', ivyId).execute();
    const { payload, contentType } = await multipartBody(
      { ssn: 'AB-123-456', occupation: OCCUPATIONS[1], salary: SALARY_RANGES[2] },
      { dl_front: { bytes: tinyPng(), name: 'front.png', type: 'image/png' }, dl_back: { bytes: tinyPng(), name: 'back.png', type: 'image/png' } },
    );
    const sent = await ctx().app.inject({ method: 'POST', url: '/api/verify-identity', headers: { ...bearer(ivy), 'content-type': contentType }, payload });
    expect(sent.statusCode).toBeLessThan(300);
  };
  const listening = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  };
  const stream = async (url: string, token: string, lastEventId?: number) => {
    const opened = await openEventStream(url, token, lastEventId);
    streams.push(opened);
    return opened;
  };

  beforeEach(async () => {
    admin = await signInAdmin(ctx().app, ctx().db);
    ivyId = await createUser(ctx().db, 'ivy');
    ivy = await login(ctx().app, 'ivy');
  });

  afterEach(() => {
    for (const opened of streams.splice(0)) opened.close();
  });

  describe('notifications', () => {
    it('tells the investor of a confirmed deposit and its plan, unread, newest first, in the app and by email', async () => {
      await confirm(await deposit());
      const page = await inbox();
      expect(page.unread).toBe(2);
      expect(page.items.map((item: { title: string }) => item.title)).toEqual(['Plan started', 'Deposit confirmed']);
      expect(page.items[1]).toMatchObject({
        category: 'deposits',
        body: 'Your deposit of $500.00 in BTC is confirmed.',
        link: '/dashboard/transaction-history',
        read_at: null,
      });
      expect(await outbox()).toEqual([{ user_id: ivyId, subject: 'Your Arcvest deposit is confirmed' }]);
    });

    it("writes the notices in the account's language when they are stored: Portuguese, amounts in its format, and stays so", async () => {
      await ctx().db.updateTable('users').set({ locale: 'pt-BR' }).where('id', '=', ivyId).execute();
      await confirm(await deposit());
      // The language the account reads in later does not rewrite what was stored.
      await ctx().db.updateTable('users').set({ locale: 'en' }).where('id', '=', ivyId).execute();
      const page = await inbox();
      expect(page.items).toEqual([
        expect.objectContaining({ category: 'plans', title: 'Plano iniciado', body: `Seu plano de ${formatUsd(500_00, 'pt-BR')} começou a render.` }),
        expect.objectContaining({
          category: 'deposits',
          title: 'Depósito confirmado',
          body: `Seu depósito de ${formatUsd(500_00, 'pt-BR')} em BTC foi confirmado.`,
          link: '/dashboard/transaction-history',
        }),
      ]);
      expect(page.items[1].body).toContain('US$\u00a0500,00');
      expect(await outbox()).toEqual([{ user_id: ivyId, subject: 'Seu depósito na Arcvest foi confirmado' }]);
    });

    it('marks one read, then all; another user’s notification is 404 and stays unread', async () => {
      await confirm(await deposit());
      const [newest, older] = (await inbox()).items;
      const jayId = await createUser(ctx().db, 'jay');
      const jay = await login(ctx().app, 'jay');
      expect((await call(ctx().app, 'POST', `/api/notifications/${older.id}/read`, jay)).statusCode).toBe(404);
      expect((await call(ctx().app, 'POST', '/api/notifications/999/read', ivy)).json()).toEqual({
        message: 'Notification not found.',
        code: 'rules.inbox.notFound',
      });
      const inArabic = await ctx().app.inject({ method: 'POST', url: '/api/notifications/999/read', headers: { ...bearer(ivy), 'accept-language': 'ar' } });
      expect(inArabic.json()).toEqual({ message: 'لم يُعثر على الإشعار.', code: 'rules.inbox.notFound' });
      expect((await call(ctx().app, 'POST', `/api/notifications/${older.id}/read`, ivy)).json()).toEqual({ message: 'Marked as read.' });
      let page = await inbox();
      expect(page.unread).toBe(1);
      expect(page.items.find((item: { id: number }) => item.id === older.id).read_at).toEqual(expect.any(String));
      expect((await call(ctx().app, 'POST', '/api/notifications/read-all', ivy)).statusCode).toBe(200);
      page = await inbox();
      expect(page.unread).toBe(0);
      expect(page.items.find((item: { id: number }) => item.id === newest.id).read_at).toEqual(expect.any(String));
      expect((await inbox(jay)).items).toEqual([]);
      expect(jayId).toBeGreaterThan(ivyId);
    });

    it('pages with a cursor', async () => {
      await confirm(await deposit());
      await confirm(await deposit());
      const first = (await call(ctx().app, 'GET', '/api/notifications?limit=3', ivy)).json();
      expect(first.items).toHaveLength(3);
      const second = (await call(ctx().app, 'GET', `/api/notifications?limit=3&before=${first.next_cursor}`, ivy)).json();
      expect(second.items).toHaveLength(1);
      expect(second.next_cursor).toBeNull();
      expect(second.items[0].id).toBeLessThan(first.items[2].id);
    });

    it('tells every admin of work waiting: an identity review', async () => {
      await submitIdentity();
      const staff = await inbox(admin);
      expect(staff.items).toEqual([
        expect.objectContaining({ category: 'staff_queue', title: 'Identity review waiting', link: '/dashboard/admin/manage-identity-verification' }),
      ]);
      expect((await inbox()).items).toEqual([]);
    });
  });

  describe('preferences', () => {
    it('defaults to both for every category', async () => {
      const { preferences } = (await call(ctx().app, 'GET', '/api/notification-preferences', ivy)).json();
      expect(preferences).toHaveLength(6);
      expect(preferences.every((preference: { channel: string }) => preference.channel === 'both')).toBe(true);
    });

    it('in the app only: the notification, no email', async () => {
      expect((await setPreference('deposits', 'in_app')).json()).toMatchObject({ message: 'Notification preferences saved.' });
      await confirm(await deposit());
      expect((await inbox()).items.map((item: { title: string }) => item.title)).toContain('Deposit confirmed');
      expect(await outbox()).toEqual([]);
    });

    it('by email only: the email, no notification in the bell', async () => {
      await setPreference('deposits', 'email');
      await confirm(await deposit());
      expect((await inbox()).items.map((item: { title: string }) => item.title)).toEqual(['Plan started']);
      expect(await outbox()).toHaveLength(1);
    });

    it('a security notice is emailed even when the investor chose the app only', async () => {
      await setPreference('security', 'in_app');
      const newDevice = await ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'user-agent': 'Another browser/1.0' },
        payload: { username: 'ivy', password: 'correct-horse-battery' },
      });
      expect(newDevice.statusCode).toBe(200);
      expect((await inbox()).items).toEqual([expect.objectContaining({ category: 'security', title: 'Security notice' })]);
      expect(await outbox()).toEqual([{ user_id: ivyId, subject: expect.stringContaining('security') }]);
    });

    it('refuses a category it does not know, a channel it does not know, and one category twice, saving nothing', async () => {
      expect((await setPreference('staff_queue', 'in_app')).statusCode).toBe(422);
      expect((await setPreference('deposits', 'sms')).statusCode).toBe(422);
      const twice = await ctx().app.inject({
        method: 'POST',
        url: '/api/notification-preferences',
        headers: bearer(ivy),
        payload: {
          preferences: [
            { category: 'plans', channel: 'email' },
            { category: 'plans', channel: 'in_app' },
          ],
        },
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().message).toBe('Each category may be given once.');
      expect(await ctx().db.selectFrom('inbox_preferences').selectAll().execute()).toEqual([]);
    });
  });

  describe('the event stream', () => {
    it('refuses a caller without a session', async () => {
      expect((await call(ctx().app, 'GET', '/api/events', null)).statusCode).toBe(401);
    });

    it('delivers a deposit confirmation to the investor within a second', async () => {
      const url = await listening(ctx().app);
      const events = await stream(url, ivy);
      const id = await deposit();
      const started = Date.now();
      await confirm(id);
      const event = await events.next(1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event.kinds).toEqual(expect.arrayContaining(['inbox', 'balance', 'plans']));
    });

    it('resumes after a reconnect with Last-Event-ID: nothing lost, nothing twice', async () => {
      const url = await listening(ctx().app);
      const first = await stream(url, ivy);
      await confirm(await deposit());
      const seen = [await first.next(), await first.next()];
      first.close();
      // While disconnected: two more deposits confirmed, four more events.
      await confirm(await deposit());
      await confirm(await deposit());
      const again = await stream(url, ivy, seen[1].id);
      const resumed = [await again.next(), await again.next(), await again.next(), await again.next()];
      const logged = await ctx().db.selectFrom('events').select('id').where('user_id', '=', ivyId).orderBy('id').execute();
      expect([...seen, ...resumed].map((event) => event.id)).toEqual(logged.map((row) => row.id));
      expect(logged).toHaveLength(6);
    });

    it("never delivers another user's events", async () => {
      const url = await listening(ctx().app);
      await createUser(ctx().db, 'jay');
      const jay = await login(ctx().app, 'jay');
      const jays = await stream(url, jay);
      const ivys = await stream(url, ivy);
      await confirm(await deposit());
      await ivys.next();
      await confirm(await deposit(jay));
      const first = await jays.next();
      const owner = await ctx().db.selectFrom('events').select('user_id').where('id', '=', first.id).executeTakeFirstOrThrow();
      expect(owner.user_id).not.toBe(ivyId);
      expect(jays.events.every((event) => !ivys.events.some((other) => other.id === event.id))).toBe(true);
    });

    it('gives admins the staff events as well as their own', async () => {
      const url = await listening(ctx().app);
      const staff = await stream(url, admin);
      await submitIdentity();
      expect((await staff.next()).kinds).toEqual(['inbox', 'queue']);
    });

    it('ends when the session does', async () => {
      const app = await ctx().rebuild({ eventHeartbeatSeconds: 1 });
      const token = await login(app, 'ivy');
      const url = await listening(app);
      const events = await stream(url, token);
      expect((await call(app, 'POST', '/api/logout', token)).statusCode).toBe(200);
      await events.ended;
      expect(events.events).toEqual([]);
    });

    it('wakes a stream on another server sharing the database', async () => {
      const { kind, db, config, clock } = ctx();
      // On PostgreSQL a second server has a pool of its own, woken only by NOTIFY; on SQLite it shares the file.
      const schema = kind === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0].name : null;
      const otherDb = schema === null ? db : createDatabase({ databaseUrl: withSearchPath(POSTGRES_URL, schema), sqliteFile: '' });
      const other = buildApp(config, { db: otherDb, now: () => new Date(clock.now) });
      try {
        const url = await listening(other);
        const events = await stream(url, ivy);
        const id = await deposit();
        await confirm(id);
        expect((await events.next(2000)).kinds).toEqual(expect.arrayContaining(['balance']));
      } finally {
        for (const opened of streams.splice(0)) opened.close();
        await other.close();
        if (otherDb !== db) await otherDb.destroy();
      }
    });
  });
});
