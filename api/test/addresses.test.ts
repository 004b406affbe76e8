import { MAX_IMAGE_BYTES } from '@arcvest/shared/rules';
import { storeImage } from '../src/services/images';
import { forEachDatabase } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { createAddress, multipartBody, tinyPng } from './money-helpers';

forEachDatabase((ctx) => {
  async function postForm(token: string, coin: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
    const { payload, contentType } = await multipartBody(fields, file ? { qr_code: file } : {});
    return ctx().app.inject({ method: 'POST', url: `/api/create-${coin}-address`, headers: { ...bearer(token), 'content-type': contentType }, payload });
  }

  it('keeps a list per coin, newest first, and pays to the newest live one', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');

    expect((await call(ctx().app, 'GET', '/api/last-eth-address', investor)).json()).toEqual({
      message: 'No address has been set for this coin yet.',
      code: 'api.address.noneYet',
    });
    const first = (await createAddress(app, admin, 'eth', '0xfirst')).json();
    ctx().clock.advance(1000);
    const second = await createAddress(app, admin, 'eth', '0xsecond');
    expect(second.json()).toEqual({ message: 'Address created successfully.', address: expect.objectContaining({ address: '0xsecond' }) });
    await createAddress(app, admin, 'sol', 'SoLaddress');

    const list = await call(ctx().app, 'GET', '/api/all-eth-address', admin);
    expect(list.json().map((row: { address: string }) => row.address)).toEqual(['0xsecond', '0xfirst']);
    expect(list.json()[0]).toEqual({
      id: expect.any(Number),
      address: '0xsecond',
      qr_code: expect.stringMatching(/^\/api\/images\//),
      created_at: '2026-06-01T12:00:01.000Z',
    });
    expect((await call(ctx().app, 'GET', '/api/last-eth-address', investor)).json().address).toBe('0xsecond');

    const secondId = list.json()[0].id;
    expect((await call(ctx().app, 'DELETE', `/api/sol-delete/${secondId}`, admin)).statusCode).toBe(404);
    const deleted = await call(ctx().app, 'DELETE', `/api/eth-delete/${secondId}`, admin);
    expect(deleted.json()).toEqual({ message: 'Address deleted successfully.' });
    expect((await call(ctx().app, 'DELETE', `/api/eth-delete/${secondId}`, admin)).statusCode).toBe(404);
    expect((await call(ctx().app, 'GET', '/api/last-eth-address', investor)).json().address).toBe('0xfirst');
    expect((await call(ctx().app, 'GET', '/api/all-eth-address', admin)).json()).toHaveLength(1);

    const audit = await db.selectFrom('audit_log').select(['action', 'target_id']).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['address.create', 'address.create', 'address.create', 'address.delete']);
    expect(audit[0].target_id).toBe(first.address.id);
  });

  it('checks the QR image by its bytes and its size, and the address', async () => {
    const admin = await signInAdmin(ctx().app, ctx().db);
    const textAsPng = await postForm(admin, 'btc', { address: 'bc1q' }, { bytes: Buffer.from('not an image'), name: 'qr.png', type: 'image/png' });
    expect(textAsPng.statusCode).toBe(422);
    expect(textAsPng.json()).toEqual({
      message: 'The QR code must be a PNG, JPEG, GIF or WebP image.',
      code: 'rules.image.type',
      errors: { qr_code: ['The QR code must be a PNG, JPEG, GIF or WebP image.'] },
    });

    const huge = Buffer.concat([tinyPng(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooLarge = await postForm(admin, 'btc', { address: 'bc1q' }, { bytes: huge, name: 'qr.png', type: 'image/png' });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors).toEqual({ qr_code: ['The QR code image may be at most 5 MB.'] });

    const missing = await postForm(admin, 'btc', { address: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ address: ['The address is required.'], qr_code: ['Please choose the QR code image.'] });

    const gif = await postForm(
      admin,
      'btc',
      { address: 'bc1q' },
      { bytes: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), name: 'qr.txt', type: 'text/plain' },
    );
    expect(gif.statusCode).toBe(201);
    const image = await ctx().db.selectFrom('images').select(['mime', 'size', 'owner_user_id']).executeTakeFirstOrThrow();
    expect(image).toEqual({ mime: 'image/gif', size: 10, owner_user_id: null });

    const json = await ctx().app.inject({ method: 'POST', url: '/api/create-btc-address', headers: bearer(admin), payload: { address: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('names what is wrong in the admin’s language, the QR code too', async () => {
    const admin = await signInAdmin(ctx().app, ctx().db);
    await ctx().db.updateTable('users').set({ locale: 'ar' }).where('username', '=', 'boss').execute();
    const missing = await postForm(admin, 'btc', { address: '  ' });
    expect([missing.statusCode, missing.json()]).toEqual([
      422,
      { message: 'العنوان مطلوب.', code: 'api.address.required', errors: { address: ['العنوان مطلوب.'], qr_code: ['يُرجى اختيار صورة رمز QR.'] } },
    ]);
  });

  it('keeps address management for admins and the active address for signed-in users', async () => {
    await createUser(ctx().db, 'ivy');
    const investor = await login(ctx().app, 'ivy');
    for (const [method, url] of [
      ['GET', '/api/all-usdt-address'],
      ['DELETE', '/api/xrp-delete/1'],
      ['POST', '/api/create-sol-address'],
    ] as const) {
      expect((await call(ctx().app, method, url, investor)).statusCode).toBe(403);
    }
    expect((await createAddress(ctx().app, investor, 'btc', 'bc1q')).statusCode).toBe(403);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/last-btc-address' })).statusCode).toBe(401);
    expect(await ctx().db.selectFrom('images').selectAll().execute()).toEqual([]);
  });

  it('serves QR codes to anyone signed in and identity images to their owner and admins, never cached', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const ownerId = await createUser(db, 'ivy');
    await createUser(db, 'otto');
    const [owner, other] = [await login(app, 'ivy'), await login(app, 'otto')];
    const identity = await storeImage(db, { bytes: tinyPng(), ownerUserId: ownerId, at: '2026-06-01T12:00:00.000Z' });
    const qr = (await createAddress(app, admin, 'xrp', 'rXRP')).json().address.qr_code;

    for (const token of [owner, other]) {
      const response = await call(ctx().app, 'GET', qr, token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(tinyPng());
    }
    for (const token of [owner, admin]) {
      const response = await call(ctx().app, 'GET', `/api/images/${identity}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    }
    const refused = await call(ctx().app, 'GET', `/api/images/${identity}`, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only the owner and administrators may see this image.', code: 'api.image.forbidden' });
    const missing = await call(ctx().app, 'GET', `/api/images/${'a'.repeat(22)}`, owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Image not found.', code: 'api.image.notFound' });
    expect((await app.inject({ method: 'GET', url: `/api/images/${identity}` })).statusCode).toBe(401);
  });
});
