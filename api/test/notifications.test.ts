import { formatUsd } from '@arcvest/shared/rules';
import { claimNotification, countUnsentNotifications, dueNotifications } from '../src/db/repositories/notifications';
import { createMailer } from '../src/services/mailer';
import { createNotificationService, NOTIFICATION_LEASE_MS } from '../src/services/notifications';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan, HEX_TX } from './money-helpers';
import { parseMessage } from './smtp';
import { useLocalSmtp } from './use-local-smtp';
import { confirmedWithdraw } from './step-up-helpers';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const localSmtp = useLocalSmtp();

forEachDatabase((ctx) => {
  let admin: string;
  let ivyId: number;
  let ivy: string;

  const rows = () =>
    ctx().db.selectFrom('notifications').select(['user_id', 'recipient', 'subject', 'attempts', 'sent_at', 'last_error']).orderBy('id').execute();
  const nextEmail = async () => parseMessage(await localSmtp().nextMessage());
  const deposit = async () => {
    const planId = await createPlan(ctx().db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    const payload = { plan_id: planId, amount: 500_00, payment_method: 'BTC', transaction_id: HEX_TX(7), type: 'deposit' };
    expect((await call(ctx().app, 'POST', '/api/deposit', ivy, payload)).statusCode).toBe(201);
    return (await ctx().db.selectFrom('transactions').select('id').where('type', '=', 'deposit').executeTakeFirstOrThrow()).id;
  };
  const withdrawal = async () => {
    await ctx().db.updateTable('users').set({ level: 3 }).where('id', '=', ivyId).execute();
    expect((await call(ctx().app, 'POST', `/api/give-bonus/${ivyId}`, admin, { bonus: 2_000_00 })).statusCode).toBe(200);
    const payload = { amount: 300_00, address: ADDRESS, payment_method: 'BTC', user_id: ivyId, type: 'withdrawal' };
    expect((await confirmedWithdraw(ctx(), ivy, payload)).statusCode).toBe(201);
    return (await ctx().db.selectFrom('transactions').select('id').where('type', '=', 'withdrawal').executeTakeFirstOrThrow()).id;
  };
  /** A sender of its own on the test's database, as another server's would be. */
  const sender = () => {
    const { db, config, clock, app } = ctx();
    const { log } = app;
    return createNotificationService({ db, mailer: createMailer(config, log), now: () => new Date(clock.now), log, config });
  };
  const decide = (decision: 'confirm' | 'reject', id: number) => call(ctx().app, 'POST', `/api/${decision}-transaction/${id}`, admin);

  beforeEach(async () => {
    localSmtp().clear();
    await ctx().rebuild({ smtpUrl: localSmtp().url });
    admin = await signInAdmin(ctx().app, ctx().db);
    ivyId = await createUser(ctx().db, 'ivy');
    ivy = await login(ctx().app, 'ivy');
  });

  describe('what the user is told', () => {
    it.each([
      ['confirm', 'Your Arcvest deposit is confirmed', 'Your deposit of $500.00 in BTC is confirmed and your plan has started.'],
      ['reject', 'Your Arcvest deposit was not confirmed', 'Your deposit of $500.00 in BTC was not confirmed'],
    ] as const)('a deposit decided (%s)', async (decision, subject, sentence) => {
      expect((await decide(decision, await deposit())).statusCode).toBe(200);
      const { headers, body } = await nextEmail();
      expect(headers).toMatch(/^To: ivy@example\.com$/m);
      expect(headers).toContain(`Subject: ${subject}`);
      expect(headers).toMatch(/^Message-ID: <notification-1-\d+@localhost>$/m);
      expect(body).toContain('Hello Test,');
      expect(body).toContain(sentence);
    });

    it.each([
      ['confirm', 'Your Arcvest withdrawal has been sent', 'Your withdrawal of $300.00 in BTC has been sent to your address.'],
      ['reject', 'Your Arcvest withdrawal was rejected', 'Your withdrawal of $300.00 in BTC was rejected. The amount is back in your wallet.'],
    ] as const)('a withdrawal decided (%s)', async (decision, subject, sentence) => {
      expect((await decide(decision, await withdrawal())).statusCode).toBe(200);
      const { headers, body } = await nextEmail();
      expect(headers).toContain(`Subject: ${subject}`);
      expect(body).toContain(sentence);
    });

    it('a suspension, with where to ask; lifting it sends nothing', async () => {
      expect((await call(ctx().app, 'POST', `/api/suspend-user/${ivyId}`, admin)).statusCode).toBe(200);
      const { headers, body } = await nextEmail();
      expect(headers).toContain('Subject: Your Arcvest account is suspended');
      expect(body).toContain('write to support@example.com');
      expect((await call(ctx().app, 'POST', `/api/suspend-user/${ivyId}`, admin)).statusCode).toBe(200);
      await ctx().app.close();
      expect(localSmtp().unread()).toBe(0);
      expect(await rows()).toHaveLength(1);
    });
  });

  describe("in the account's language", () => {
    const speaks = (locale: 'es' | 'pt-BR' | 'ar') => ctx().db.updateTable('users').set({ locale }).where('id', '=', ivyId).execute();

    it('a deposit confirmed, in Spanish with the amount in its format', async () => {
      await speaks('es');
      expect((await decide('confirm', await deposit())).statusCode).toBe(200);
      const { headers, body } = await nextEmail();
      expect(headers).toMatch(/^Subject: Su depósito en Arcvest está confirmado$/m);
      expect(body.trimEnd()).toBe(['Hola, Test:', '', `Su depósito de ${formatUsd(500_00, 'es')} en BTC está confirmado y su plan ha comenzado.`].join('\n'));
      expect(body).toContain('500,00\u00a0US$');
    });

    it("a withdrawal rejected with the admin's reason, in Portuguese (the reason as typed)", async () => {
      await speaks('pt-BR');
      const id = await withdrawal();
      expect((await call(ctx().app, 'POST', `/api/reject-transaction/${id}`, admin, { reason: 'Address flagged.' })).statusCode).toBe(200);
      const { headers, body } = await nextEmail();
      expect(headers).toMatch(/^Subject: Seu saque na Arcvest foi recusado$/m);
      expect(body.trimEnd()).toBe(
        [
          'Olá, Test,',
          '',
          `Seu saque de ${formatUsd(300_00, 'pt-BR')} em BTC foi recusado, por este motivo:`,
          '',
          'Address flagged.',
          '',
          'O valor voltou para o seu saldo.',
        ].join('\n'),
      );
    });

    it('a suspension, in Arabic', async () => {
      await speaks('ar');
      expect((await call(ctx().app, 'POST', `/api/suspend-user/${ivyId}`, admin)).statusCode).toBe(200);
      const { headers, body } = await nextEmail();
      expect(headers).toMatch(/^Subject: حسابك لدى Arcvest موقوف$/m);
      expect(body.trimEnd()).toBe(
        ['مرحبًا Test،', '', 'تم إيقاف حسابك لدى Arcvest، ولا يمكنك تسجيل الدخول.', 'لمعرفة السبب، راسل support@example.com.'].join('\n'),
      );
    });
  });

  describe('the outbox', () => {
    it("queues in the change's transaction: a refused decision queues nothing", async () => {
      const id = await deposit();
      expect((await decide('confirm', id)).statusCode).toBe(200);
      await nextEmail();
      expect((await decide('reject', id)).statusCode).toBe(409);
      await ctx().app.close();
      expect(await rows()).toEqual([expect.objectContaining({ user_id: ivyId, recipient: 'ivy@example.com', attempts: 1, sent_at: expect.any(String) })]);
      expect(localSmtp().unread()).toBe(0);
    });

    it('sends once after a restart what a server stopped between commit and send left queued', async () => {
      // A server that sends nothing stands for one that stopped right after the commit.
      await ctx().rebuild({ notificationIntervalSeconds: 0 });
      expect((await decide('confirm', await deposit())).statusCode).toBe(200);
      await ctx().app.close();
      expect(localSmtp().unread()).toBe(0);
      expect(await countUnsentNotifications(ctx().db)).toBe(1);

      await ctx().rebuild({ notificationIntervalSeconds: 30 });
      expect((await nextEmail()).headers).toContain('Subject: Your Arcvest deposit is confirmed');
      await ctx().app.close();
      expect(await countUnsentNotifications(ctx().db)).toBe(0);
      await ctx().rebuild();
      await ctx().app.close();
      expect(localSmtp().unread()).toBe(0);
      expect(await rows()).toEqual([expect.objectContaining({ attempts: 1, sent_at: expect.any(String) })]);
    });

    it('leaves a notification a sender took and died with until its lease ends, then sends it once', async () => {
      await ctx().rebuild({ notificationIntervalSeconds: 0 });
      expect((await decide('reject', await withdrawal())).statusCode).toBe(200);
      const [due] = await dueNotifications(ctx().db, ctx().clock.now.toISOString(), 10);
      const leaseUntil = new Date(ctx().clock.now.getTime() + NOTIFICATION_LEASE_MS).toISOString();
      expect(await claimNotification(ctx().db, due, leaseUntil)).toBe(true);
      expect(await claimNotification(ctx().db, due, leaseUntil)).toBe(false);

      await ctx().rebuild({ notificationIntervalSeconds: 30 });
      await sender().sendDue();
      expect(localSmtp().unread()).toBe(0);
      ctx().clock.advance(NOTIFICATION_LEASE_MS);
      await sender().sendDue();
      expect((await nextEmail()).headers).toContain('Subject: Your Arcvest withdrawal was rejected');
      expect(await rows()).toEqual([expect.objectContaining({ attempts: 2, sent_at: expect.any(String) })]);
    });

    it('keeps an email the SMTP server refused and sends it when the server is back', async () => {
      await ctx().rebuild({ smtpUrl: 'smtp://127.0.0.1:9' });
      expect((await call(ctx().app, 'POST', `/api/suspend-user/${ivyId}`, admin)).statusCode).toBe(200);
      await ctx().app.close();
      expect(await rows()).toEqual([expect.objectContaining({ attempts: 1, sent_at: null, last_error: expect.stringMatching(/ECONNREFUSED/) })]);

      await ctx().rebuild({ smtpUrl: localSmtp().url });
      await sender().sendDue();
      expect(localSmtp().unread()).toBe(0);
      ctx().clock.advance(30_000);
      await sender().sendDue();
      expect((await nextEmail()).headers).toContain('Subject: Your Arcvest account is suspended');
      expect(await rows()).toEqual([expect.objectContaining({ attempts: 2, sent_at: expect.any(String), last_error: null })]);
    });

    it('sends each email once when two servers send at the same moment', async () => {
      await ctx().rebuild({ notificationIntervalSeconds: 0 });
      for (const name of ['ann', 'bob', 'cid', 'dee', 'eve']) {
        const id = await createUser(ctx().db, name);
        expect((await call(ctx().app, 'POST', `/api/suspend-user/${id}`, admin)).statusCode).toBe(200);
      }
      await ctx().app.close();
      await Promise.all([sender().sendDue(), sender().sendDue()]);
      const recipients = [];
      for (let i = 0; i < 5; i += 1) recipients.push(/^To: (\S+)$/m.exec((await nextEmail()).headers)?.[1]);
      expect(recipients.sort()).toEqual(['ann@example.com', 'bob@example.com', 'cid@example.com', 'dee@example.com', 'eve@example.com']);
      expect(localSmtp().unread()).toBe(0);
      expect(await countUnsentNotifications(ctx().db)).toBe(0);
    });

    it("erases a deleted user's notifications with the rest of their personal data", async () => {
      expect((await call(ctx().app, 'POST', `/api/suspend-user/${ivyId}`, admin)).statusCode).toBe(200);
      await nextEmail();
      expect((await call(ctx().app, 'POST', `/api/delete-user/${ivyId}`, admin)).statusCode).toBe(200);
      expect(await rows()).toEqual([]);
    });
  });
});
