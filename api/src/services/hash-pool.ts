import { Worker } from 'node:worker_threads';
import { ServerBusyError } from '../errors';

/** scrypt's parameters for one key: N = 2^cost. */
export interface ScryptParams {
  cost: number;
  r: number;
  p: number;
}

/** Node's scrypt options for `params`. */
export function scryptOptions(params: ScryptParams) {
  const N = 2 ** params.cost;
  // scrypt needs about 128 * N * r bytes; the default maxmem (32 MiB) is too small for N = 2^17.
  return { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
}

export type DeriveKey = (password: string, salt: Buffer, params: ScryptParams, keyLength: number) => Promise<Buffer>;

export interface HashPoolStats {
  concurrency: number;
  queueLimit: number;
  running: number;
  queued: number;
  /** Hashes refused with a 503 since the server started. */
  refused: number;
}

export interface HashPool {
  derive: DeriveKey;
  /** The 503 a hash asked for now would get (counted as refused), or null when it would be taken. */
  refusal(): ServerBusyError | null;
  stats(): HashPoolStats;
  /** Ends the pool: hashes still running or queued fail; its idle worker threads wait for the next pool of this process. */
  close(): Promise<void>;
}

/**
 * The worker's whole program, run from this text so it needs no build step of its own. It first
 * lowers its own thread's priority to nice 10 (Linux keeps a nice value per thread; elsewhere the
 * call fails and the thread keeps the normal one): on a busy core Linux's scheduler gives the
 * event loop answering reads about nine tenths of the time (weights 1024 to 110) and a hash the
 * rest, where the lowest priority (19, weight 15) could leave a sign-in waiting without end.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, 10);
} catch {}
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

/**
 * Idle worker threads of pools that closed, taken by the next pool this process makes. A server
 * makes one pool, so this changes nothing there; the API tests build an app, and so a pool, per
 * test, and starting a worker thread for its first sign-in cost about 0.1 s of each such test.
 */
const spareWorkers: Worker[] = [];
const MAX_SPARE_WORKERS = 4;

interface Job {
  message: { password: string; salt: Buffer; keyLength: number; options: ReturnType<typeof scryptOptions> };
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Password hashing (scrypt) for the whole server, bounded: at most `concurrency` hashes at once,
 * each on a worker thread of its own at a low priority (not in libuv's pool, which file
 * reads share), at most `queueLimit` waiting; past that a hash is refused at once with a 503 and
 * a Retry-After, rather than queued without end while a flood of sign-ins takes every core.
 */
export function createHashPool(limits: { concurrency: number; queueLimit: number }): HashPool {
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const queue: Job[] = [];
  const inFlight = new Set<Job>();
  let running = 0;
  let refused = 0;
  /** A moving average of one hash's time, for the Retry-After estimate. */
  let averageMs = 250;

  function newWorker(): Worker {
    const worker = spareWorkers.pop() ?? new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    all.push(worker);
    return worker;
  }

  function start(job: Job) {
    running += 1;
    inFlight.add(job);
    const worker = idle.pop() ?? newWorker();
    const startedAt = performance.now();
    /** The job is over: the worker goes back to the idle ones (or, after an error, away) and the next job starts. */
    const finish = (workerUsable: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      inFlight.delete(job);
      running -= 1;
      if (workerUsable) idle.push(worker);
      else all.splice(all.indexOf(worker), 1);
      const next = queue.shift();
      if (next) start(next);
    };
    const onMessage = (answer: { key?: Uint8Array; error?: string }) => {
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - startedAt);
      finish(true);
      if (answer.key) job.resolve(Buffer.from(answer.key));
      else job.reject(new Error(answer.error ?? 'scrypt failed'));
    };
    const onError = (error: Error) => {
      finish(false);
      job.reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(job.message);
  }

  function refusal(): ServerBusyError | null {
    if (running < limits.concurrency || queue.length < limits.queueLimit) return null;
    refused += 1;
    const waitMs = ((running + queue.length) / limits.concurrency) * averageMs;
    return new ServerBusyError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  const derive: DeriveKey = (password, salt, params, keyLength) => {
    const busy = refusal();
    if (busy) return Promise.reject(busy);
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { message: { password, salt, keyLength, options: scryptOptions(params) }, resolve, reject };
      if (running < limits.concurrency) start(job);
      else queue.push(job);
    });
  };

  return {
    derive,
    refusal,
    stats: () => ({ ...limits, running, queued: queue.length, refused }),
    async close() {
      const stopping = new Error('The server is stopping.');
      for (const job of [...queue.splice(0), ...inFlight]) job.reject(stopping);
      // A worker still hashing is ended; an idle one (unreferenced: it keeps no process alive) is kept for the next pool.
      const ending: Worker[] = [];
      for (const worker of all.splice(0)) {
        if (idle.includes(worker) && spareWorkers.length < MAX_SPARE_WORKERS) spareWorkers.push(worker);
        else ending.push(worker);
      }
      idle.splice(0);
      await Promise.all(ending.map((worker) => worker.terminate()));
    },
  };
}
