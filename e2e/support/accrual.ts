import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SQLITE_FILE } from './server';

const REPO_ROOT = path.resolve(__dirname, '../..');
export const DAY_MS = 86_400_000;

/** The accrual command (`npm run accrue -w api`) against this worker's server database, with its clock at `at`; what it printed. */
export function accrueAt(at: number): string {
  // tsx as a loader of this process's own Node, not through npx (about 0.4 s of CPU a call).
  return execFileSync(process.execPath, ['--import', 'tsx', 'api/src/jobs/accrue.ts', '--at', new Date(at).toISOString()], {
    cwd: REPO_ROOT,
    env: { ...process.env, SQLITE_FILE, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}
