import { forEachDatabase } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';

/** BIP 84's test vector and its first address; an xpub of another account of the same wallet. */
const ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const ZPUB_FIRST = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const XPRV = 'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
/** BIP 32 test vector 1, m/0H: a plain xpub, taken by every coin. */
const XPUB = 'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';

forEachDatabase((ctx) => {
  beforeEach(() => ctx().rebuild());

  it('an admin sets a key per coin, sees its first address, and the change is audited', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const saved = await call(app, 'POST', '/api/chain-keys/btc', admin, { xpub: ` ${ZPUB}\n` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      coin: 'btc',
      xpub: ZPUB,
      kind: 'p2wpkh',
      derivation: '<key>/0/<index>',
      first_address: ZPUB_FIRST,
      highest_index: null,
    });
    expect((await call(app, 'POST', '/api/chain-keys/usdt', admin, { xpub: XPUB })).json()).toMatchObject({
      kind: 'tron',
      first_address: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
    });

    const listed = (await call(app, 'GET', '/api/chain-keys', admin)).json();
    expect(listed.map((key: { coin: string; first_address: string }) => [key.coin, key.first_address])).toEqual([
      ['btc', ZPUB_FIRST],
      ['usdt', expect.any(String)],
    ]);
    const audit = await db.selectFrom('audit_log').select(['action', 'target_type', 'details']).where('action', '=', 'chain-key.set').execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0].details)).toEqual({ coin: 'btc', xpub: ZPUB, first_address: ZPUB_FIRST });
  });

  it('refuses a private key, a wrong prefix and an unknown coin with a message, storing nothing', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const privateKey = await call(app, 'POST', '/api/chain-keys/eth', admin, { xpub: XPRV });
    expect(privateKey.statusCode).toBe(422);
    expect(privateKey.json().errors.xpub[0]).toMatch(/private key/);
    const zpubForEth = await call(app, 'POST', '/api/chain-keys/eth', admin, { xpub: ZPUB });
    expect(zpubForEth.statusCode).toBe(422);
    expect(zpubForEth.json().errors).toEqual({ xpub: ['Enter the account’s extended public key; it starts with xpub.'] });
    const inPortuguese = await app.inject({
      method: 'POST',
      url: '/api/chain-keys/eth',
      headers: { ...bearer(admin), 'accept-language': 'pt-BR' },
      payload: { xpub: ZPUB },
    });
    const xpubOnly = 'Informe a chave pública estendida da conta; ela começa com xpub.';
    expect(inPortuguese.json()).toEqual({ message: xpubOnly, code: 'rules.extendedKey.xpubOnly', errors: { xpub: [xpubOnly] } });
    expect((await call(app, 'POST', '/api/chain-keys/xrp', admin, { xpub: XPUB })).statusCode).toBe(422);
    expect((await call(app, 'POST', '/api/chain-keys/btc', admin, { xpub: 12 })).statusCode).toBe(422);
    expect(await db.selectFrom('chain_keys').selectAll().execute()).toEqual([]);
    const logged = await db.selectFrom('audit_log').select('details').execute();
    expect(JSON.stringify(logged)).not.toContain(XPRV.slice(4, 30));
  });

  it('a replaced key comes back with its count, so no index is given out twice', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    await call(app, 'POST', '/api/chain-keys/btc', admin, { xpub: ZPUB });
    // As if five payments had taken indices 0 to 4.
    await db.updateTable('chain_keys').set({ next_index: 5 }).where('xpub', '=', ZPUB).execute();
    await call(app, 'POST', '/api/chain-keys/btc', admin, { xpub: XPUB });
    expect((await call(app, 'GET', '/api/chain-keys', admin)).json()).toEqual([expect.objectContaining({ xpub: XPUB, kind: 'p2pkh', highest_index: null })]);
    const back = await call(app, 'POST', '/api/chain-keys/btc', admin, { xpub: ZPUB });
    expect(back.json()).toMatchObject({ xpub: ZPUB, highest_index: 4, gap: 5 });
    expect(await db.selectFrom('chain_keys').select(['xpub', 'retired_at']).orderBy('id').execute()).toEqual([
      { xpub: ZPUB, retired_at: null },
      { xpub: XPUB, retired_at: expect.any(String) },
    ]);
  });

  it('is for admins only', async () => {
    const { app, db } = ctx();
    await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');
    expect((await call(app, 'GET', '/api/chain-keys', investor)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/chain-keys/btc', investor, { xpub: ZPUB })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/chain-keys', null)).statusCode).toBe(401);
  });
});
