/**
 * Holds idle event streams (`GET /api/events`) in a process of its own, so the bench's dashboard
 * reads do not share an event loop with a thousand sockets. Driven by bench/streams.ts: one JSON
 * command a line on stdin, one JSON answer a line on stdout.
 *
 * - `{ "open": total, "overMs": ms }`: opens streams until `total` are open, started evenly over
 *   `ms` (browsers arrive over time, so their heartbeats do not fall together), at most
 *   OPENING_AT_ONCE waiting at a time. Answers `{ open, refused }`: `refused` is why the first
 *   stream that did not open failed, or null.
 * - `{ "close": true }`: closes every stream; answers `{ open: 0 }`.
 * - `{ "next": true }`: answers `{ armed: true }` at once, then `{ reached, first, last }` once
 *   every open stream has received an event after the ones it had (the times of the first and
 *   last arrival, milliseconds since the epoch, comparable with the bench's clock), or after
 *   DELIVERY_TIMEOUT_MS with those reached.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';

// The token from the environment, not the command line, which any user of the machine can read.
const { STREAMS_BASE_URL: baseURL, STREAMS_TOKEN: token } = process.env;
const OPENING_AT_ONCE = 100;
const OPENING_TIMEOUT_MS = 10_000;
const DELIVERY_TIMEOUT_MS = 30_000;

interface Stream {
  lastId: number;
  close: () => void;
}

/** Streams open now; one closed by the server leaves the set. */
const streams = new Set<Stream>();
let waiting: { baselines: Map<Stream, number>; reached: number; first: number; last: number; done: () => void } | null = null;

const clock = () => performance.timeOrigin + performance.now();
const answer = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`);

function arrived(stream: Stream): void {
  if (!waiting || !waiting.baselines.has(stream) || stream.lastId <= waiting.baselines.get(stream)!) return;
  const at = clock();
  waiting.baselines.delete(stream);
  waiting.reached += 1;
  if (waiting.reached === 1) waiting.first = at;
  waiting.last = at;
  if (waiting.baselines.size === 0) waiting.done();
}

/** Opens one stream; resolves once the server's opening comment arrives, rejects with why it did not. */
function openStream(): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { lastId: 0, close: () => request.destroy() };
    let opened = false;
    const timer = setTimeout(() => request.destroy(new Error(`no opening within ${OPENING_TIMEOUT_MS} ms`)), OPENING_TIMEOUT_MS);
    const request = http.get(`${baseURL}/api/events`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return request.destroy(new Error(`answered ${response.statusCode}`));
      }
      response.setEncoding('utf8');
      let partial = '';
      response.on('data', (chunk: string) => {
        if (!opened) {
          opened = true;
          clearTimeout(timer);
          streams.add(stream);
          resolve();
        }
        const lines = (partial + chunk).split('\n');
        partial = lines.pop()!;
        for (const line of lines) if (line.startsWith('id: ')) stream.lastId = Math.max(stream.lastId, Number(line.slice(4)));
        arrived(stream);
      });
      response.on('close', () => streams.delete(stream));
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      streams.delete(stream);
      if (!opened) reject(error);
    });
  });
}

async function open(total: number, overMs: number): Promise<string | null> {
  const wanted = total - streams.size;
  const started = performance.now();
  let refused: string | null = null;
  let next = 0;
  const opener = async () => {
    while (refused === null && next < wanted) {
      const index = next++;
      const due = started + (overMs * index) / wanted - performance.now();
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      await openStream().catch((error: Error) => (refused ??= error.message));
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
  return refused;
}

function next(): Promise<{ reached: number; first: number; last: number }> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(), DELIVERY_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      const { reached, first, last } = waiting!;
      waiting = null;
      resolve({ reached, first, last });
    };
    waiting = { baselines: new Map([...streams].map((stream) => [stream, stream.lastId])), reached: 0, first: 0, last: 0, done: finish };
  });
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line) as { open?: number; overMs?: number; close?: true; next?: true };
  if (command.open !== undefined) void open(command.open, command.overMs ?? 0).then((refused) => answer({ open: streams.size, refused }));
  else if (command.close) {
    for (const stream of [...streams]) stream.close();
    streams.clear();
    answer({ open: 0 });
  } else if (command.next) {
    const delivered = next();
    answer({ armed: true });
    void delivered.then(answer);
  }
});
// The bench ends this process with its group; a closed stdin means the bench is gone.
process.stdin.on('end', () => process.exit(0));
