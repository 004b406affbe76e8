import { base58 } from '@scure/base';
import { inEnglish, reserveAddressMessage, type Message } from '@arcvest/shared/rules';
import type { Coin, ReserveAddress } from '@arcvest/shared/schemas';
import { privateKeyToAccount } from 'viem/accounts';
import { SIGNATURE_TEXTS } from '../src/chains/reserve-signatures';
import { RESERVE_TEXTS } from '../src/services/proof-of-reserves';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { ANVIL_KEY_1, ANVIL_KEY_2, bitcoinKey, ethereumKey, fixedKey, solanaKey, tronAddressOf, tronSign, xrpKey } from './reserve-keys';

forEachDatabase((ctx) => {
  const today = () => ctx().clock.now.toISOString().slice(0, 10);
  const messageOf = (coin: Coin, address: string, date = today()) => reserveAddressMessage({ platform: ctx().config.site.name, coin, address, date });

  async function register(admin: string, body: Record<string, unknown>) {
    return call(ctx().app, 'POST', '/api/reserve-addresses', admin, body);
  }

  /** anvil's second account and a registration of it signed as today's message says. */
  async function signedByAnvilAccount() {
    const owner = privateKeyToAccount(ANVIL_KEY_1);
    const message = messageOf('ETH', owner.address);
    return { owner, body: { coin: 'ETH', address: owner.address, message, signature: await owner.signMessage({ message }) } };
  }

  /** Expects a 422 whose message (and its field's) says `message`. */
  function expectRefused(response: Awaited<ReturnType<typeof register>>, field: string, text: string | Message) {
    const message = typeof text === 'string' ? text : inEnglish(text);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message, errors: { [field]: [message] } });
  }

  it('gives the text to sign, naming the platform, the coin, the address and the day; 422 for an address not of the coin', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const address = privateKeyToAccount(ANVIL_KEY_1).address;
    const answer = await call(app, 'GET', `/api/reserve-addresses/message?coin=ETH&address=${address.toLowerCase()}`, admin);
    expect(answer.statusCode).toBe(200);
    // The checksummed form, whatever case was asked with.
    expect(answer.json()).toEqual({ message: `Arcvest proof of reserves: I control the ETH address ${address} on 2026-06-01.` });
    const wrong = await call(app, 'GET', `/api/reserve-addresses/message?coin=BTC&address=${address}`, admin);
    expectRefused(wrong, 'address', 'This is not a valid Bitcoin address.');
    // A testnet address is not the mainnet form.
    expectRefused(
      await call(app, 'GET', '/api/reserve-addresses/message?coin=BTC&address=tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', admin),
      'address',
      'This is not a valid Bitcoin address.',
    );
  });

  it('ETH: accepts an EIP-191 signature by the address’s key (anvil’s account), refuses another key’s or one over another text', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const owner = privateKeyToAccount(ANVIL_KEY_1);
    const message = messageOf('ETH', owner.address);

    const byOther = await register(admin, {
      coin: 'ETH',
      address: owner.address,
      message,
      signature: await privateKeyToAccount(ANVIL_KEY_2).signMessage({ message }),
    });
    expectRefused(byOther, 'signature', SIGNATURE_TEXTS.mismatch);
    const overOther = await register(admin, { coin: 'ETH', address: owner.address, message, signature: await owner.signMessage({ message: `${message} ` }) });
    expectRefused(overOther, 'signature', SIGNATURE_TEXTS.mismatch);
    expectRefused(await register(admin, { coin: 'ETH', address: owner.address, message, signature: 'not hex' }), 'signature', {
      ...SIGNATURE_TEXTS.format,
      values: { coin: 'ETH', form: '65 bytes in hex (0x…)' },
    });
    expect(await db.selectFrom('reserve_addresses').select('id').execute()).toEqual([]);

    const signature = await owner.signMessage({ message });
    const accepted = await register(admin, { coin: 'ETH', address: owner.address, message, signature });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({
      id: expect.any(Number),
      coin: 'ETH',
      address: owner.address,
      message,
      signature,
      public_key: null,
      registered_at: ctx().clock.now.toISOString(),
    });
    // Published, with the signature, to anyone.
    const listed = await call(app, 'GET', '/api/reserve-addresses', null);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([accepted.json()]);
  });

  it('refuses a message of another day, platform or address, and takes yesterday’s (an admin west of UTC)', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const owner = privateKeyToAccount(ANVIL_KEY_1);
    const other = privateKeyToAccount(ANVIL_KEY_2);
    const signed = async (message: string) => ({ coin: 'ETH', address: owner.address, message, signature: await owner.signMessage({ message }) });
    for (const message of [
      messageOf('ETH', owner.address, '2026-05-30'),
      messageOf('ETH', owner.address, '2026-06-02'),
      reserveAddressMessage({ platform: 'Another platform', coin: 'ETH', address: owner.address, date: today() }),
      messageOf('ETH', other.address),
      'I control this address.',
    ]) {
      expectRefused(await register(admin, await signed(message)), 'message', inEnglish(RESERVE_TEXTS.notCurrent));
    }
    expect((await register(admin, await signed(messageOf('ETH', owner.address, '2026-05-31')))).statusCode).toBe(201);
  });

  it('USDT (TRON): accepts signMessageV2 by the address’s key, refuses another key’s or one over another text', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const address = tronAddressOf(fixedKey(7));
    const message = messageOf('USDT', address);
    expectRefused(await register(admin, { coin: 'USDT', address, message, signature: tronSign(message, fixedKey(8)) }), 'signature', SIGNATURE_TEXTS.mismatch);
    expectRefused(
      await register(admin, { coin: 'USDT', address, message, signature: tronSign(`${message}!`, fixedKey(7)) }),
      'signature',
      SIGNATURE_TEXTS.mismatch,
    );
    // An Ethereum-style signature of the same text (EIP-191's prefix) is not TRON's.
    const eip191 = await ethereumKey(fixedKey(7)).signMessage({ message });
    expectRefused(await register(admin, { coin: 'USDT', address, message, signature: eip191 }), 'signature', SIGNATURE_TEXTS.mismatch);
    expectRefused(await register(admin, { coin: 'USDT', address, message, signature: tronSign(message, fixedKey(7)).slice(0, -2) }), 'signature', {
      ...SIGNATURE_TEXTS.format,
      values: { coin: 'USDT', form: 'TRON signMessageV2’s 65 bytes in hex' },
    });
    const accepted = await register(admin, { coin: 'USDT', address, message, signature: tronSign(message, fixedKey(7)) });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ coin: 'USDT', address });
  });

  it('BTC: accepts BIP-322 (bc1q) and Bitcoin Core’s legacy signmessage (1…), refuses another key’s or another text', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const mine = bitcoinKey(fixedKey(3));
    const other = bitcoinKey(fixedKey(4));
    for (const address of [mine.segwit, mine.legacy]) {
      const message = messageOf('BTC', address);
      const otherAddress = address === mine.segwit ? other.segwit : other.legacy;
      expectRefused(
        await register(admin, { coin: 'BTC', address, message, signature: other.sign(otherAddress, message) }),
        'signature',
        SIGNATURE_TEXTS.mismatch,
      );
      expectRefused(
        await register(admin, { coin: 'BTC', address, message, signature: mine.sign(address, `${message} `) }),
        'signature',
        SIGNATURE_TEXTS.mismatch,
      );
      expectRefused(await register(admin, { coin: 'BTC', address, message, signature: 'A'.repeat(40) }), 'signature', SIGNATURE_TEXTS.mismatch);
      expect((await register(admin, { coin: 'BTC', address, message, signature: mine.sign(address, message) })).statusCode).toBe(201);
    }
    // A bech32 address typed in upper case is the same address: its message names it in lower case.
    const upper = await call(app, 'GET', `/api/reserve-addresses/message?coin=BTC&address=${mine.segwit.toUpperCase()}`, admin);
    expect(upper.json()).toEqual({ message: messageOf('BTC', mine.segwit) });
    // Bitcoin Core's signmessage form for 1…: 65 bytes, a header byte then r and s; BIP-322's witness for bc1q.
    expect(Buffer.from(mine.sign(mine.legacy, 'x'), 'base64')).toHaveLength(65);
    expect(Buffer.from(mine.sign(mine.segwit, 'x'), 'base64').length).toBeGreaterThan(100);
    expect((await call(app, 'GET', '/api/reserve-addresses', null)).json().map((row: ReserveAddress) => row.address)).toEqual([mine.segwit, mine.legacy]);
  });

  it('XRP: accepts ripple-keypairs’ signature with the public key of the address (secp256k1 and ed25519), refuses another key or text', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    for (const [algorithm, byte] of [
      ['ecdsa-secp256k1', 5],
      ['ed25519', 6],
    ] as const) {
      const mine = xrpKey(byte, algorithm);
      const other = xrpKey(byte + 100, algorithm);
      const message = messageOf('XRP', mine.address);
      const body = { coin: 'XRP', address: mine.address, message, signature: mine.sign(message), public_key: mine.publicKey };
      expectRefused(await register(admin, { ...body, public_key: undefined }), 'public_key', SIGNATURE_TEXTS.publicKeyMissing);
      expectRefused(await register(admin, { ...body, public_key: other.publicKey }), 'public_key', SIGNATURE_TEXTS.publicKeyOther);
      expectRefused(await register(admin, { ...body, public_key: mine.publicKey.slice(2) }), 'public_key', SIGNATURE_TEXTS.publicKeyFormat);
      expectRefused(await register(admin, { ...body, signature: other.sign(message) }), 'signature', SIGNATURE_TEXTS.mismatch);
      expectRefused(await register(admin, { ...body, signature: mine.sign(`${message}.`) }), 'signature', SIGNATURE_TEXTS.mismatch);
      const accepted = await register(admin, body);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toMatchObject({ coin: 'XRP', address: mine.address, public_key: mine.publicKey });
    }
  });

  it('SOL: accepts an ed25519 signature (hex) over the message by the address’s key, refuses another key’s or another text', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const mine = solanaKey(fixedKey(9));
    const message = messageOf('SOL', mine.address);
    const body = { coin: 'SOL', address: mine.address, message };
    expectRefused(await register(admin, { ...body, signature: solanaKey(fixedKey(10)).sign(message) }), 'signature', SIGNATURE_TEXTS.mismatch);
    expectRefused(await register(admin, { ...body, signature: mine.sign(`${message} `) }), 'signature', SIGNATURE_TEXTS.mismatch);
    const base58Signature = base58.encode(Buffer.from(mine.sign(message), 'hex'));
    expectRefused(await register(admin, { ...body, signature: base58Signature }), 'signature', {
      ...SIGNATURE_TEXTS.format,
      values: { coin: 'SOL', form: '64 bytes in hex' },
    });
    expect((await register(admin, { ...body, signature: mine.sign(message) })).statusCode).toBe(201);
  });

  it('409 for an address already counted; removing it stops counting it, both audited; it can be registered again', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const { owner, body } = await signedByAnvilAccount();
    const first = (await register(admin, body)).json() as ReserveAddress;
    const again = await register(admin, { ...body, address: owner.address.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(inEnglish(RESERVE_TEXTS.alreadyCounted));

    const removed = await call(app, 'DELETE', `/api/reserve-addresses/${first.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: inEnglish(RESERVE_TEXTS.removed) });
    expect((await call(app, 'GET', '/api/reserve-addresses', null)).json()).toEqual([]);
    const twice = await call(app, 'DELETE', `/api/reserve-addresses/${first.id}`, admin);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(inEnglish(RESERVE_TEXTS.notFound));

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'details'])
      .where('action', 'like', 'reserve-address.%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => ({ ...row, details: JSON.parse(row.details) }))).toEqual([
      { action: 'reserve-address.add', target_id: first.id, details: { coin: 'ETH', address: owner.address } },
      { action: 'reserve-address.remove', target_id: first.id, details: { coin: 'ETH', address: owner.address } },
    ]);
    expect((await register(admin, body)).statusCode).toBe(201);
  });

  it('registers an address once when two admins send it at the same time', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const { owner, body } = await signedByAnvilAccount();
    const answers = await Promise.all([register(admin, body), register(admin, body), register(admin, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await db.selectFrom('reserve_addresses').select('address').execute()).toEqual([{ address: owner.address }]);
  });

  it('is for admins only (401 signed out, 403 for an investor); the list is public; bad input is a 422 naming the field', async () => {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');
    const { owner, body } = await signedByAnvilAccount();
    for (const token of [null, investor]) {
      const status = token === null ? 401 : 403;
      expect((await call(app, 'GET', `/api/reserve-addresses/message?coin=ETH&address=${owner.address}`, token)).statusCode).toBe(status);
      expect((await register(token as string, body)).statusCode).toBe(status);
      expect((await call(app, 'DELETE', '/api/reserve-addresses/1', token)).statusCode).toBe(status);
    }
    expect((await call(app, 'GET', '/api/reserve-addresses', investor)).statusCode).toBe(200);

    const badCoin = await register(admin, { ...body, coin: 'DOGE' });
    expect(badCoin.statusCode).toBe(422);
    expect(badCoin.json().errors).toHaveProperty('coin');
    const missing = await register(admin, { coin: 'ETH', address: owner.address });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual(expect.objectContaining({ message: expect.any(Array), signature: expect.any(Array) }));
    expectRefused(await register(admin, { ...body, address: '0x1234' }), 'address', 'This is not a valid Ethereum address.');
    expect(await db.selectFrom('reserve_addresses').select('id').execute()).toEqual([]);
  });
});
