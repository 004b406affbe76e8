import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Address, NETWORK, OutScript } from '@scure/btc-signer';
import { startNodeProcess } from './node-process';

/*
 * A real Bitcoin Core JSON-RPC for the journeys that pay in BTC: Debian's litecoind (a Bitcoin
 * Core fork) in regtest mode, with a transaction index and a wallet of mature coins. `npm test`
 * installs it as it does Chromium. Its addresses carry Litecoin's regtest prefix, so a payment to
 * an invoice's bc1q… address is sent to the same output script in the node's own form.
 */

const LITECOIN_REGTEST = { bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef };

export interface RegtestNode {
  /** With its credentials, as BTC_RPC_URL takes it. */
  url: string;
  /** Pays `amount` (BTC, as text) to a mainnet address from the node's wallet; the transaction id. */
  pay(mainnetAddress: string, amount: string): Promise<string>;
  mine(blocks: number): Promise<void>;
  stop(): Promise<void>;
}

/** litecoind -regtest with its RPC on `rpcPort`; resolves once it answers with 101 blocks mined (the first coins spendable). */
export async function startRegtestNode(rpcPort: number): Promise<RegtestNode> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-e2e-regtest-'));
  const endpoint = `http://127.0.0.1:${rpcPort}`;
  const call = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from('arcvest:regtest').toString('base64')}` },
      body: JSON.stringify({ jsonrpc: '1.0', id: method, method, params }),
    });
    const body = (await response.json()) as { result: T; error: { message: string } | null };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  };
  const stopNode = await startNodeProcess(
    `litecoind on port ${rpcPort}`,
    'litecoind',
    [
      '-regtest',
      `-datadir=${dataDir}`,
      '-rpcuser=arcvest',
      '-rpcpassword=regtest',
      `-rpcport=${rpcPort}`,
      '-listen=0',
      '-txindex',
      '-fallbackfee=0.0002',
      '-printtoconsole=0',
    ],
    () =>
      call('getblockcount').then(
        () => true,
        () => false,
      ),
  ).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await stopNode();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  await call('createwallet', ['journeys']);
  const mine = async (blocks: number) => {
    await call('generatetoaddress', [blocks, await call<string>('getnewaddress', ['', 'bech32'])]);
  };
  await mine(101);
  return {
    url: `http://arcvest:regtest@127.0.0.1:${rpcPort}`,
    pay: (mainnetAddress, amount) =>
      call<string>('sendtoaddress', [Address(LITECOIN_REGTEST).encode(OutScript.decode(OutScript.encode(Address(NETWORK).decode(mainnetAddress)))), amount]),
    mine,
    stop,
  };
}
