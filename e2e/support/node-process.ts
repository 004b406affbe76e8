import { spawn } from 'node:child_process';

/**
 * Starts a chain node for the journeys and resolves once `answers` says it serves; fails if it
 * exits first or does not answer within a minute. Resolves to its stop: a kill, then its exit.
 */
export async function startNodeProcess(what: string, command: string, args: string[], answers: () => Promise<boolean>): Promise<() => Promise<void>> {
  const child = spawn(command, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (running) child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (!(await answers())) {
    if (!running || Date.now() > deadline) {
      await stop();
      throw new Error(`${what} did not start`);
    }
    // Polling the node's own answer: the state waited for, checked ten times a second.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stop;
}
