import { MAX_SUPPORT_ATTACHMENT_BYTES, type StaffRole } from '@arcvest/shared/rules';
import { forEachDatabase, type TestContext } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { createPlan, HEX_TX, multipartBody, tinyPng } from './money-helpers';

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

type File = { bytes: Buffer; name: string; type: string };
const png = (name = 'screenshot.png'): File => ({ bytes: tinyPng(), name, type: 'image/png' });

async function staffMember(ctx: TestContext, username: string, role: StaffRole): Promise<{ id: number; token: string }> {
  const id = await createUser(ctx.db, username, 'admin');
  await ctx.db.updateTable('users').set({ staff_role: role }).where('id', '=', id).execute();
  return { id, token: await login(ctx.app, username) };
}

forEachDatabase((ctx) => {
  let ada: { id: number; token: string };
  let support: { id: number; token: string };

  /** Sends a multipart form; files as a list, each under its own attachment field. */
  const send = async (url: string, token: string, fields: Record<string, string>, files: File[] = []) => {
    const named = Object.fromEntries(files.map((file, index) => [`attachment_${index + 1}`, file]));
    const { payload, contentType } = await multipartBody(fields, named);
    return ctx().app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': contentType }, payload });
  };
  const open = (fields: Record<string, string> = {}, files: File[] = [], token = ada.token) =>
    send('/api/support', token, { category: 'deposit', subject: 'My deposit is late', body: 'I paid yesterday.', ...fields }, files);
  const outbox = () => ctx().db.selectFrom('notifications').select(['recipient', 'subject', 'body']).orderBy('id').execute();
  const requestCount = async () => (await ctx().db.selectFrom('support_requests').select('id').execute()).length;
  const attachmentCount = async () => (await ctx().db.selectFrom('support_attachments').select('id').execute()).length;

  beforeEach(async () => {
    ada = { id: await createUser(ctx().db, 'ada'), token: await login(ctx().app, 'ada') };
    support = await staffMember(ctx(), 'sam', 'support');
  });

  it("a request's whole life: opened with an attachment, answered, a note kept from the investor, a reply, closed; each side emailed", async () => {
    const deposit = await ctx()
      .db.insertInto('transactions')
      .values({ user_id: ada.id, type: 'deposit', status: 'pending', amount: 500_00, payment_method: 'BTC', created_at: '2026-01-02T10:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const opened = await open({ link_type: 'transaction', link_id: String(deposit.id) }, [png()]);
    expect(opened.statusCode).toBe(201);
    const { id, message } = opened.json();
    expect(message).toBe('Your request was sent. We will answer by email and here.');
    // Nobody took it yet: the support address hears of it, with a link to the console and no file.
    const [toDesk] = await outbox();
    expect(toDesk).toMatchObject({ recipient: 'support@example.com', subject: `Arcvest support request #${id} from ada: My deposit is late` });
    expect(toDesk.body).toContain(`/dashboard/admin/support/${id}`);
    expect(toDesk.body).not.toContain('PNG');

    const queue = await call(ctx().app, 'GET', '/api/admin/support?status=open&category=deposit', support.token);
    expect(queue.json().items).toEqual([
      expect.objectContaining({
        id,
        status: 'open',
        investor: { id: ada.id, username: 'ada' },
        assigned_to: null,
        link: { type: 'transaction', id: deposit.id, label: `Deposit #${deposit.id}, $500.00 in BTC` },
      }),
    ]);
    expect((await call(ctx().app, 'POST', `/api/admin/support/${id}/assign`, support.token)).statusCode).toBe(200);
    expect((await call(ctx().app, 'POST', `/api/admin/support/${id}/notes`, support.token, { body: 'Checked the chain: not there yet.' })).statusCode).toBe(
      201,
    );
    const answered = await call(ctx().app, 'POST', `/api/admin/support/${id}/replies`, support.token, {
      body: 'Please send the transaction hash.',
      asks_investor: true,
    });
    expect(answered.statusCode).toBe(201);
    const toAda = (await outbox())[1];
    expect(toAda).toMatchObject({ recipient: 'ada@example.com', subject: 'Arcvest support answered: My deposit is late' });
    expect(toAda.body).toContain(`/dashboard/help/${id}`);
    expect(toAda.body).not.toContain('Checked the chain');

    const thread = (await call(ctx().app, 'GET', `/api/support/${id}`, ada.token)).json();
    expect(thread.status).toBe('waiting');
    expect(thread.messages.map((m: { author: string; body: string; internal: boolean }) => [m.author, m.body, m.internal])).toEqual([
      ['investor', 'I paid yesterday.', false],
      ['staff', 'Please send the transaction hash.', false],
    ]);
    const [attachment] = thread.messages[0].attachments;
    expect(attachment).toMatchObject({ name: 'screenshot.png', mime: 'image/png', size: tinyPng().length });

    // The file downloads to the investor and to staff, never inline, with the type of its bytes.
    for (const token of [ada.token, support.token]) {
      const file = await call(ctx().app, 'GET', `/api/support/${id}/attachments/${attachment.id}`, token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toBe('attachment; filename="screenshot.png"');
      expect(file.rawPayload.equals(tinyPng())).toBe(true);
    }

    expect(
      (await send(`/api/support/${id}/replies`, ada.token, { body: 'Here it is: abc123' }, [{ bytes: PDF, name: 'receipt.pdf', type: 'application/pdf' }]))
        .statusCode,
    ).toBe(201);
    // Now assigned: the mail goes to the staff member who took it.
    expect((await outbox())[2]).toMatchObject({ recipient: 'sam@example.com', subject: `Arcvest support request #${id} from ada: My deposit is late` });

    const staffView = (await call(ctx().app, 'GET', `/api/admin/support/${id}`, support.token)).json();
    expect(staffView).toMatchObject({ status: 'open', assigned_to: { id: support.id, username: 'sam' }, history: { identity: 'unverified', level: 1 } });
    expect(staffView.history.transactions).toEqual([expect.objectContaining({ id: deposit.id, amount: 500_00, type: 'deposit' })]);
    expect(staffView.messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true, false, false]);
    expect(staffView.messages[3].attachments).toEqual([expect.objectContaining({ name: 'receipt.pdf', mime: 'application/pdf' })]);

    expect((await call(ctx().app, 'POST', `/api/support/${id}/close`, ada.token)).json()).toEqual({ message: 'Request closed.' });
    const refused = await send(`/api/support/${id}/replies`, ada.token, { body: 'One more thing' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This request is closed. Open a new request if you still need help.', code: 'rules.support.closedRefused' });
    expect((await call(ctx().app, 'POST', `/api/admin/support/${id}/close`, support.token)).statusCode).toBe(409);
    expect((await call(ctx().app, 'GET', '/api/support', ada.token)).json().items).toEqual([expect.objectContaining({ id, status: 'closed' })]);

    const audit = await ctx().db.selectFrom('audit_log').select(['action', 'actor_id', 'target_id']).orderBy('id').execute();
    expect(audit).toEqual(['support.assign', 'support.note', 'support.reply'].map((action) => ({ action, actor_id: support.id, target_id: ada.id })));
  });

  it('emails and notices each side in its own language: the investor in Portuguese, the assigned member in Spanish, the support address in English', async () => {
    await ctx().db.updateTable('users').set({ locale: 'pt-BR' }).where('id', '=', ada.id).execute();
    await ctx().db.updateTable('users').set({ locale: 'es' }).where('id', '=', support.id).execute();
    const { id } = (await open()).json();
    expect((await outbox())[0]).toMatchObject({ recipient: 'support@example.com', subject: `Arcvest support request #${id} from ada: My deposit is late` });
    expect((await call(ctx().app, 'POST', `/api/admin/support/${id}/assign`, support.token)).statusCode).toBe(200);
    const reply = { body: 'Please send the transaction hash.', asks_investor: true };
    expect((await call(ctx().app, 'POST', `/api/admin/support/${id}/replies`, support.token, reply)).statusCode).toBe(201);
    const toAda = (await outbox())[1];
    expect(toAda).toMatchObject({ recipient: 'ada@example.com', subject: 'O suporte da Arcvest respondeu: My deposit is late' });
    expect(toAda.body).toContain('Olá, Test,\n\nRespondemos à sua solicitação de suporte "My deposit is late".\n\nLeia a resposta e responda aqui: http');
    expect((await send(`/api/support/${id}/replies`, ada.token, { body: 'Here it is: abc123' })).statusCode).toBe(201);
    const toSam = (await outbox())[2];
    expect(toSam).toMatchObject({ recipient: 'sam@example.com', subject: `Solicitud de soporte n.º ${id} de Arcvest de ada: My deposit is late` });
    expect(toSam.body).toContain(`ada escribió en la solicitud de soporte n.º ${id}, "My deposit is late".\n\nÁbrala en la consola: http`);
    const notices = (userId: number) => ctx().db.selectFrom('inbox_items').select(['title', 'body']).where('user_id', '=', userId).orderBy('id').execute();
    expect(await notices(ada.id)).toEqual([{ title: 'O suporte respondeu', body: 'Há uma resposta à sua solicitação "My deposit is late".' }]);
    expect((await notices(support.id)).at(-1)).toEqual({ title: 'Solicitud de soporte pendiente', body: 'ada escribió sobre "My deposit is late".' });
  });

  it('answers the investor in their language: the confirmation and the refusal', async () => {
    const { id } = (await open()).json();
    const close = () => ctx().app.inject({ method: 'POST', url: `/api/support/${id}/close`, headers: { ...bearer(ada.token), 'accept-language': 'es' } });
    expect((await close()).json()).toEqual({ message: 'Solicitud cerrada.' });
    const again = await close();
    expect([again.statusCode, again.json()]).toEqual([409, { message: 'Esta solicitud ya está cerrada.', code: 'rules.support.alreadyClosed' }]);
  });

  it("another investor's request, and its files, answer 404; a link to another's transaction is refused", async () => {
    const { id } = (await open({}, [png()])).json();
    const [{ id: fileId }] = await ctx().db.selectFrom('support_attachments').select('id').execute();
    const eve = { id: await createUser(ctx().db, 'eve'), token: '' };
    eve.token = await login(ctx().app, 'eve');
    for (const [method, url] of [
      ['GET', `/api/support/${id}`],
      ['POST', `/api/support/${id}/close`],
      ['GET', `/api/support/${id}/attachments/${fileId}`],
    ] as const) {
      const response = await call(ctx().app, method, url, eve.token);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    expect((await send(`/api/support/${id}/replies`, eve.token, { body: 'Hi' })).statusCode).toBe(404);
    expect((await call(ctx().app, 'GET', '/api/support', eve.token)).json()).toEqual({ items: [] });

    const adas = await ctx()
      .db.insertInto('transactions')
      .values({ user_id: ada.id, type: 'deposit', status: 'pending', amount: 10_00, created_at: '2026-01-02T10:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notHers = await open({ link_type: 'transaction', link_id: String(adas.id) }, [], eve.token);
    expect(notHers.statusCode).toBe(422);
    expect(notHers.json().errors).toEqual({ link_id: ['That transaction or plan is not one of yours.'] });
  });

  it("links a request to the investor's own plan; another investor's plan is refused", async () => {
    const planId = await createPlan(ctx().db, { title: 'Gold', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    const deposit = { plan_id: planId, amount: 500_00, payment_method: 'BTC', transaction_id: HEX_TX(1), type: 'deposit' };
    expect((await call(ctx().app, 'POST', '/api/deposit', ada.token, deposit)).statusCode).toBe(201);
    const pending = await ctx()
      .db.selectFrom('transactions')
      .select('id')
      .where('user_id', '=', ada.id)
      .where('type', '=', 'deposit')
      .executeTakeFirstOrThrow();
    const admin = await signInAdmin(ctx().app, ctx().db);
    expect((await call(ctx().app, 'POST', `/api/confirm-transaction/${pending.id}`, admin)).statusCode).toBe(200);
    const plan = await ctx().db.selectFrom('user_plans').select('id').where('user_id', '=', ada.id).executeTakeFirstOrThrow();

    const eve = await createUser(ctx().db, 'eve');
    const notHers = await open({ category: 'plan', link_type: 'plan', link_id: String(plan.id) }, [], await login(ctx().app, 'eve'));
    expect(notHers.statusCode).toBe(422);
    expect(await ctx().db.selectFrom('support_requests').select('id').where('user_id', '=', eve).execute()).toEqual([]);

    const opened = await open({ category: 'plan', link_type: 'plan', link_id: String(plan.id) });
    expect(opened.statusCode).toBe(201);
    const thread = (await call(ctx().app, 'GET', `/api/support/${opened.json().id}`, ada.token)).json();
    expect(thread.link).toMatchObject({ type: 'plan', id: plan.id });
    expect(thread.link.label).toContain('Gold');
  });

  it('bad attachments are refused with what is wrong, and nothing is stored', async () => {
    const html = await open({}, [{ bytes: HTML, name: 'invoice.pdf', type: 'application/pdf' }]);
    expect(html.statusCode).toBe(422);
    expect(html.json()).toEqual({
      message: 'invoice.pdf is not a PNG, JPEG, GIF, WebP image or a PDF.',
      code: 'rules.support.attachmentType',
      errors: { attachments: ['invoice.pdf is not a PNG, JPEG, GIF, WebP image or a PDF.'] },
    });
    const large = await open({}, [{ bytes: Buffer.concat([tinyPng(), Buffer.alloc(MAX_SUPPORT_ATTACHMENT_BYTES)]), name: 'big.png', type: 'image/png' }]);
    expect(large.statusCode).toBe(422);
    expect(large.json().errors).toEqual({ attachments: ['big.png is larger than 5 MB.'] });
    const many = await open({}, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(many.statusCode).toBe(422);
    expect(many.json().errors).toEqual({ attachments: ['Attach at most 3 files to a message.'] });
    expect(await requestCount()).toBe(0);
    expect(await attachmentCount()).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it('limits: three requests in progress, the subject and message lengths; a 4xx changes nothing', async () => {
    const invalid = await open({ category: 'lottery', subject: 'x'.repeat(121), body: ' ' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      category: ['Choose what the request is about.'],
      subject: ['The subject may be at most 120 characters.'],
      body: ['Write a message.'],
    });
    for (let n = 0; n < 3; n += 1) expect((await open()).statusCode).toBe(201);
    const fourth = await open();
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      message: 'You already have 3 requests in progress. Close one, or add to it, before opening another.',
      code: 'rules.support.tooManyOpen',
    });
    expect(await requestCount()).toBe(3);
    const tooLong = await call(ctx().app, 'POST', '/api/admin/support/1/replies', support.token, { body: 'x'.repeat(5001), asks_investor: false });
    expect(tooLong.statusCode).toBe(422);
    const [first] = (await call(ctx().app, 'GET', '/api/support', ada.token)).json().items;
    expect((await call(ctx().app, 'POST', `/api/support/${first.id}/close`, ada.token)).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(201);
  });

  it('pages the queue in its order, requests with the same last activity told apart by id; a bad cursor is refused', async () => {
    // Five requests, two of them with the same last activity: the cursor carries the id too.
    const times = ['2026-01-03T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-04T00:00:00.000Z'];
    const rows = times.map((at, index) => ({
      user_id: ada.id,
      category: 'other' as const,
      subject: `Request ${index}`,
      status: 'open' as const,
      created_at: at,
      updated_at: at,
    }));
    const inserted = await ctx().db.insertInto('support_requests').values(rows).returning('id').execute();
    const [third, first, second, tied, fourth] = inserted.map((row) => row.id);
    const page = async (query: string) => {
      const response = await call(ctx().app, 'GET', `/api/admin/support?limit=2${query}`, support.token);
      expect(response.statusCode).toBe(200);
      return response.json() as { items: { id: number }[]; next_cursor: string | null };
    };
    const one = await page('');
    const two = await page(`&after=${encodeURIComponent(one.next_cursor!)}`);
    const three = await page(`&after=${encodeURIComponent(two.next_cursor!)}`);
    expect([one, two, three].map((each) => each.items.map((item) => item.id))).toEqual([[first, second], [tied, third], [fourth]]);
    expect(three.next_cursor).toBeNull();
    expect(one.next_cursor).toBe(`2026-01-02T00:00:00.000Z~${second}`);

    for (const bad of ['12', '2026-01-02~5', '2026-01-02T00:00:00.000Z~0', "x' or 1=1"]) {
      expect((await call(ctx().app, 'GET', `/api/admin/support?after=${encodeURIComponent(bad)}`, support.token)).statusCode).toBe(422);
    }
    expect((await call(ctx().app, 'GET', '/api/admin/support?limit=101', support.token)).statusCode).toBe(422);
  });

  it('the queue filters by status, category and age; saved replies are kept, listed and deleted', async () => {
    const deposit = (await open()).json().id;
    const account = (await open({ category: 'account', subject: 'Change my name' })).json().id;
    await ctx().db.updateTable('support_requests').set({ updated_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', account).execute();
    const ids = async (query: string) =>
      (await call(ctx().app, 'GET', `/api/admin/support${query}`, support.token)).json().items.map((item: { id: number }) => item.id);
    expect(await ids('')).toEqual([account, deposit]);
    expect(await ids('?category=deposit')).toEqual([deposit]);
    expect(await ids('?age=7d')).toEqual([account]);
    expect(await ids('?status=closed')).toEqual([]);
    expect((await call(ctx().app, 'GET', '/api/admin/support?age=forever', support.token)).statusCode).toBe(422);

    const created = await call(ctx().app, 'POST', '/api/admin/support-replies', support.token, { title: 'Hash', body: 'Please send the transaction hash.' });
    expect(created.statusCode).toBe(201);
    const saved = created.json().reply;
    expect((await call(ctx().app, 'GET', '/api/admin/support-replies', support.token)).json()).toEqual({ items: [saved] });
    expect((await call(ctx().app, 'POST', '/api/admin/support-replies', support.token, { title: ' ', body: 'x' })).statusCode).toBe(422);
    expect((await call(ctx().app, 'DELETE', `/api/admin/support-replies/${saved.id}`, support.token)).statusCode).toBe(200);
    expect((await call(ctx().app, 'DELETE', `/api/admin/support-replies/${saved.id}`, support.token)).statusCode).toBe(404);
  });

  it('support and the roles above it answer; an auditor reads only; an investor is refused on staff routes', async () => {
    const { id } = (await open()).json();
    const auditor = await staffMember(ctx(), 'aude', 'auditor');
    const finance = await staffMember(ctx(), 'fay', 'finance');
    expect((await call(ctx().app, 'GET', `/api/admin/support/${id}`, auditor.token)).statusCode).toBe(200);
    const refused = await call(ctx().app, 'POST', `/api/admin/support/${id}/replies`, auditor.token, { body: 'Hi', asks_investor: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your staff role (auditor) does not allow this: it needs owner or finance or compliance or support.');
    expect((await call(ctx().app, 'POST', `/api/admin/support/${id}/notes`, finance.token, { body: 'Seen.' })).statusCode).toBe(201);
    for (const [method, url] of [
      ['GET', '/api/admin/support'],
      ['GET', `/api/admin/support/${id}`],
      ['POST', `/api/admin/support/${id}/assign`],
      ['GET', '/api/admin/support-replies'],
    ] as const) {
      expect([url, (await call(ctx().app, method, url, ada.token)).statusCode]).toEqual([url, 403]);
    }
    // The note stays the staff's: the investor's thread has only their own message.
    expect((await call(ctx().app, 'GET', `/api/support/${id}`, ada.token)).json().messages).toHaveLength(1);
  });
  it("each side hears in the app: staff of the investor's message, the investor of the reply, by email only if their preference says so", async () => {
    const { id } = (await open()).json();
    const staffItems = (await call(ctx().app, 'GET', '/api/notifications', support.token)).json().items;
    expect(staffItems).toEqual([
      expect.objectContaining({ title: 'Support request waiting', body: 'ada wrote about "My deposit is late".', link: `/dashboard/admin/support/${id}` }),
    ]);

    // Support replies in the app only: the reply shows in the bell and no email goes.
    const chosen = await call(ctx().app, 'POST', '/api/notification-preferences', ada.token, { preferences: [{ category: 'support', channel: 'in_app' }] });
    expect(chosen.statusCode).toBe(200);
    const emailsBefore = (await outbox()).length;
    expect((await call(ctx().app, 'POST', `/api/admin/support/${id}/replies`, support.token, { body: 'On its way.', asks_investor: false })).statusCode).toBe(
      201,
    );
    const adaNotifications = (await call(ctx().app, 'GET', '/api/notifications', ada.token)).json();
    expect(adaNotifications.unread).toBe(1);
    expect(adaNotifications.items).toEqual([
      expect.objectContaining({ title: 'Support replied', body: 'There is a reply to your request "My deposit is late".', link: `/dashboard/help/${id}` }),
    ]);
    expect(await outbox()).toHaveLength(emailsBefore);
    // The stream's log tells both sides' pages to read the thread again.
    const kinds = await ctx().db.selectFrom('events').select(['audience', 'kinds']).orderBy('id').execute();
    expect(kinds).toEqual([
      { audience: 'staff', kinds: 'inbox support' },
      { audience: 'user', kinds: 'inbox support' },
    ]);
  });
});
