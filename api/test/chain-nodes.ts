import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Address, OutScript } from '@scure/btc-signer';
import { createWalletClient, http, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { watchKeyOf } from '../src/chains/watch-keys';
import type { TestContext } from './databases';
import { freePort } from './server-process';

/** Real chain nodes for the tests (docs/testing.md#chain-nodes): anvil for Ethereum, litecoind -regtest for Bitcoin Core's RPC. */

/** The binary itself (not the npm wrapper script), so that killing it leaves no node behind. */
const ANVIL = path.join(
  path.dirname(require.resolve(`@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/package.json`)),
  'bin',
  process.platform === 'win32' ? 'anvil.exe' : 'anvil',
);
/** anvil's funded accounts come from this mnemonic. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
export const ANVIL_CHAIN_ID = 31337;

async function rpc<T>(url: string, method: string, params: unknown[] = [], headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result: T; error?: { message: string } | null };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function waitUntil(check: () => Promise<unknown>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      await check();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${what} did not start`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
}

export interface Anvil {
  url: string;
  /** Blocks are made only when the test mines them, so a payment waits in the mempool until then. */
  mine(blocks: number): Promise<void>;
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  /** Sends `wei` from the first funded account; returns the transaction hash. */
  pay(to: string, wei: bigint): Promise<Hash>;
  stop(): Promise<void>;
}

export async function startAnvil(): Promise<Anvil> {
  const port = await freePort();
  const child = spawn(ANVIL, ['--port', String(port), '--silent', '--no-mining', '--chain-id', String(ANVIL_CHAIN_ID)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(() => rpc(url, 'eth_blockNumber'), 'anvil');
  const account = mnemonicToAccount(ANVIL_MNEMONIC);
  const chain = { id: ANVIL_CHAIN_ID, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } };
  const wallet = createWalletClient({ account, chain, transport: http(url) });
  return {
    url,
    mine: (blocks) => rpc(url, 'anvil_mine', [`0x${blocks.toString(16)}`]),
    snapshot: () => rpc(url, 'evm_snapshot'),
    revert: async (id) => {
      await rpc(url, 'evm_revert', [id]);
    },
    pay: (to, wei) => wallet.sendTransaction({ to: to as `0x${string}`, value: wei }),
    stop: stopper(child),
  };
}

/** One anvil for the test file, started before its tests and stopped after them. */
export function anvilForFile(): () => Anvil {
  let anvil: Anvil;
  beforeAll(async () => {
    anvil = await startAnvil();
  });
  afterAll(() => anvil.stop());
  return () => anvil;
}

/**
 * Each test on a snapshot of the node, reverted after it, with the app reading ETH there at
 * `confirmations`, and the price source unreachable (the built-in prices: ETH at $3,000).
 */
export function ethereumForEachTest(anvil: () => Anvil, ctx: () => TestContext, confirmations: number): void {
  let snapshot: string;
  beforeEach(async () => {
    snapshot = await anvil().snapshot();
    const chains = { ...ctx().config.chains, eth: { url: anvil().url, confirmations, chainId: ANVIL_CHAIN_ID } };
    await ctx().rebuild({ chains, pricesUrl: 'http://127.0.0.1:9/prices' });
  });
  afterEach(() => anvil().revert(snapshot));
}

export interface RegtestNode {
  /** With credentials, as BTC_RPC_URL takes it. */
  url: string;
  call<T>(method: string, params?: unknown[]): Promise<T>;
  /** Mines `blocks` to the node's own wallet. */
  mine(blocks: number): Promise<string[]>;
  /** Pays `amount` (BTC, as text) from the node's wallet to a mainnet address's output script, in the node's own form of it; returns the txid. */
  payTo(address: string, amount: string): Promise<string>;
  stop(): Promise<void>;
}

/** The node's own address form of a mainnet output script (Litecoin's regtest prefixes). */
const LITECOIN_REGTEST = { bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef };

/** Whether Debian's litecoind is installed (npm test installs it as root; elsewhere the tests say how). */
export function litecoindInstalled(): boolean {
  try {
    execFileSync('litecoind', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * litecoind in regtest mode: Bitcoin Core's JSON-RPC (a fork of 0.21), with a transaction index
 * so transactions outside its wallet can be read, and a wallet with mature coins to pay from.
 */
export async function startRegtestNode(): Promise<RegtestNode> {
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-regtest-'));
  const child = spawn(
    'litecoind',
    [
      '-regtest',
      `-datadir=${dataDir}`,
      '-rpcuser=arcvest',
      '-rpcpassword=regtest',
      `-rpcport=${rpcPort}`,
      `-port=${p2pPort}`,
      '-listen=0',
      '-txindex',
      '-fallbackfee=0.0002',
      '-printtoconsole=0',
    ],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${rpcPort}`;
  const headers = { authorization: `Basic ${Buffer.from('arcvest:regtest').toString('base64')}` };
  const call = <T>(method: string, params: unknown[] = []) => rpc<T>(endpoint, method, params, headers);
  await waitUntil(() => call('getblockcount'), 'litecoind');
  await call('createwallet', ['tests']);
  // A new address each time: a block mined again after `invalidateblock` must differ from the invalidated one.
  const mine = async (blocks: number) => call<string[]>('generatetoaddress', [blocks, await call<string>('getnewaddress', ['', 'bech32'])]);
  // Coinbase outputs can be spent after 100 blocks.
  await mine(101);
  return {
    url: `http://arcvest:regtest@127.0.0.1:${rpcPort}`,
    call,
    mine,
    payTo: (address, amount) =>
      call<string>('sendtoaddress', [Address(LITECOIN_REGTEST).encode(OutScript.decode(Buffer.from(watchKeyOf('BTC', address), 'hex'))), amount]),
    stop: async () => {
      await stopper(child)();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
