/**
 * `npm run bench [-- <section>...]`: measures against a real server on this machine and prints
 * ratios; with section names, only those run. Nothing here asserts a time; the budgets of
 * docs/testing.md#budgets are printed beside each result.
 */
import { measureAccrual } from './accrual';
import { measureChainWatcher } from './chain-watcher';
import { measureHomePage } from './home-page';
import { measureInvestorDashboard } from './investor-dashboard';
import { measureLighthouse } from './lighthouse';
import { measureApiThroughput } from './api-throughput';
import { measureMixedLoad } from './mixed-load';
import { measurePreload } from './preload';
import { measureProof } from './proof';
import { runBench } from './process-groups';
import { measureStreams } from './streams';
import { BENCH_PASSWORD, startBenchServer, type BenchServer } from './server';

/** The sections measured against the running server, in order, by the name `npm run bench -- <name>` takes. */
const SERVER_SECTIONS: Record<string, (server: BenchServer) => Promise<void>> = {
  home: (server) => measureHomePage(server.baseURL),
  dashboard: (server) => measureInvestorDashboard(server.baseURL, BENCH_PASSWORD),
  preload: (server) => measurePreload(server.baseURL, BENCH_PASSWORD),
  lighthouse: (server) => measureLighthouse(server.baseURL, BENCH_PASSWORD),
  reads: (server) => measureApiThroughput(server.baseURL, BENCH_PASSWORD, server.sqliteFile),
  load: (server) => measureMixedLoad(server.baseURL, BENCH_PASSWORD),
  streams: (server) => measureStreams(server, BENCH_PASSWORD),
};
/** The sections that make their own databases, after the server is stopped. */
const STANDALONE_SECTIONS: Record<string, () => Promise<void>> = {
  accrual: measureAccrual,
  watcher: measureChainWatcher,
  proof: measureProof,
};

function chosen(all: string[], args: string[]): string[] {
  return args.length === 0 ? all : all.filter((name) => args.includes(name));
}

async function main() {
  const args = process.argv.slice(2);
  const names = [...Object.keys(SERVER_SECTIONS), ...Object.keys(STANDALONE_SECTIONS)];
  const unknown = args.filter((arg) => !names.includes(arg));
  if (unknown.length > 0) throw new Error(`Unknown bench section ${unknown.join(', ')}; the sections are ${names.join(', ')}.`);
  const withServer = chosen(Object.keys(SERVER_SECTIONS), args);
  if (withServer.length > 0) {
    const server = await startBenchServer();
    try {
      for (const name of withServer) await SERVER_SECTIONS[name](server);
    } finally {
      await server.stop();
    }
  }
  for (const name of chosen(Object.keys(STANDALONE_SECTIONS), args)) await STANDALONE_SECTIONS[name]();
}

runBench(main);
