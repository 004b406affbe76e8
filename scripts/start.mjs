// README command 1: install what is missing, build the front ends, start the server with demo data.
import { ensureBuilt, ensureInstalled, run } from './prepare.mjs';

ensureInstalled();
await ensureBuilt();
run('npx tsx api/src/server.ts');
