import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import os from 'node:os';

/** How long a stopped server may take to close before its group is killed outright. */
const STOP_GRACE_MS = 5000;

/** Process group ids (the leaders' pids) of the servers still running. */
const running = new Set<number>();

function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // no process left in the group
  }
}

async function stopGroup(pgid: number): Promise<void> {
  running.delete(pgid);
  signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (signalGroup(pgid, 0)) {
    if (Date.now() > deadline) {
      signalGroup(pgid, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface GroupProcess {
  child: ChildProcess;
  /** Ends the whole group (SIGTERM, then SIGKILL after STOP_GRACE_MS) and waits until it is gone. */
  stop: () => Promise<void>;
}

/**
 * Spawns `command` as the leader of a process group of its own. `npx tsx` runs the real server as
 * a grandchild, which outlives a kill of npx alone (and holds the bench's output pipe open), so
 * the whole group is stopped, whichever way the bench ends (see runBench).
 */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): GroupProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const pgid = child.pid;
  if (pgid === undefined) throw new Error(`Could not start ${command} ${args.join(' ')}`);
  running.add(pgid);
  return { child, stop: () => (running.has(pgid) ? stopGroup(pgid) : Promise.resolve()) };
}

let exiting: Promise<never> | null = null;

/** Stops every group still running, then exits with `code`; the first call decides the code. */
function exitAfterStopping(code: number): Promise<never> {
  exiting ??= Promise.all([...running].map(stopGroup)).then(() => process.exit(code));
  return exiting;
}

/**
 * Runs the bench and exits when it is done (0, or 1 after an error, or 128 + the signal's number),
 * never leaving a server behind: an open handle must not keep it alive once results are printed.
 */
export function runBench(main: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void exitAfterStopping(128 + os.constants.signals[signal]));
  }
  // Last resort when something else exits the process: no waiting is possible here.
  process.once('exit', () => running.forEach((pgid) => signalGroup(pgid, 'SIGKILL')));
  main().then(
    () => exitAfterStopping(0),
    (error: unknown) => {
      // After a signal, the servers were stopped under the bench's feet: its failure is no news.
      if (!exiting) console.error(error);
      return exitAfterStopping(1);
    },
  );
}
