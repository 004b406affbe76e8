/**
 * `npm run bench`: measures against a real server on this machine and prints ratios.
 * Nothing here asserts a time; the budgets of docs/testing.md#budgets are printed beside each result.
 */
import { measureAccrual } from './accrual';
import { measureHomePage } from './home-page';
import { measureInvestorDashboard } from './investor-dashboard';
import { measureApiThroughput } from './api-throughput';
import { measureMixedLoad } from './mixed-load';
import { measurePreload } from './preload';
import { runBench } from './process-groups';
import { BENCH_PASSWORD, startBenchServer } from './server';

async function main() {
  const server = await startBenchServer();
  try {
    await measureHomePage(server.baseURL);
    await measureInvestorDashboard(server.baseURL, BENCH_PASSWORD);
    await measurePreload(server.baseURL, BENCH_PASSWORD);
    await measureApiThroughput(server.baseURL, BENCH_PASSWORD, server.sqliteFile);
    await measureMixedLoad(server.baseURL, BENCH_PASSWORD);
  } finally {
    await server.stop();
  }
  await measureAccrual();
}

runBench(main);
