// `npm run bench [-- <section>...]`: same preparation as `npm start`, then the benchmarks (they print ratios).
import { CHROMIUM, CHROMIUM_FULL, ensureBuilt, ensureDebianPackages, ensureInstalled, run } from './prepare.mjs';

ensureInstalled();
await Promise.all([ensureBuilt(), ensureDebianPackages([CHROMIUM, CHROMIUM_FULL])]);
run(['npx tsx bench/run.ts', ...process.argv.slice(2)].join(' '));
