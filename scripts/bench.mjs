// `npm run bench [-- <section>...]`: same preparation as `npm start`, then the benchmarks (they print ratios).
import { CHROMIUM, ensureBuilt, ensureDebianPackage, ensureInstalled, run } from './prepare.mjs';

ensureInstalled();
await Promise.all([ensureBuilt(), ensureDebianPackage(CHROMIUM.package, CHROMIUM.file)]);
run(['npx tsx bench/run.ts', ...process.argv.slice(2)].join(' '));
