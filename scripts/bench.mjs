// `npm run bench`: same preparation as `npm start`, then the benchmarks (they print ratios).
import { ensureBuilt, ensureInstalled, run } from './prepare.mjs';

ensureInstalled();
await ensureBuilt();
run('npx tsx bench/run.ts');
