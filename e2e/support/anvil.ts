import path from 'node:path';
import { createWalletClient, http, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { startNodeProcess } from './node-process';

/*
 * A real local Ethereum node for the journeys that pay on chain: anvil, from the npm package
 * @foundry-rs/anvil (its Linux binary ships in an optional package). It mines only when a test
 * says so (`--no-mining`), so a payment waits in the mempool with 0 confirmations until then.
 */

/** The binary itself, not the npm wrapper script, so that stopping it leaves no node behind. */
const ANVIL = path.join(
  path.dirname(require.resolve(`@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/package.json`)),
  'bin',
  'anvil',
);
/** anvil's funded accounts are derived from this mnemonic; the first pays. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
export const ANVIL_CHAIN_ID = 31337;

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result: T; error?: { message: string } | null };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

export interface Anvil {
  url: string;
  mine(blocks: number): Promise<void>;
  /** Sends `wei` from the first funded account to `to`; the transaction's hash. */
  pay(to: string, wei: bigint): Promise<Hash>;
  /** Resolves once the node has exited. */
  stop(): Promise<void>;
}

/** anvil on `port`; resolves once it answers JSON-RPC, fails if it exits first or does not answer within a minute. */
export async function startAnvil(port: number): Promise<Anvil> {
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    rpc(url, 'eth_blockNumber').then(
      () => true,
      () => false,
    );
  if (await answers()) throw new Error(`Port ${port} already answers JSON-RPC: a node left from another run`);
  const stop = await startNodeProcess(
    `anvil on port ${port}`,
    ANVIL,
    ['--port', String(port), '--silent', '--no-mining', '--chain-id', String(ANVIL_CHAIN_ID)],
    answers,
  );
  const chain = { id: ANVIL_CHAIN_ID, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } };
  const wallet = createWalletClient({ account: mnemonicToAccount(ANVIL_MNEMONIC), chain, transport: http(url) });
  return {
    url,
    mine: (blocks) => rpc(url, 'anvil_mine', [`0x${blocks.toString(16)}`]),
    pay: (to, wei) => wallet.sendTransaction({ to: to as `0x${string}`, value: wei }),
    stop,
  };
}
