import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import { createDatabase } from '../api/src/db/database';
import { signalUser } from '../api/src/services/inbox';
import { runLoad, type Step } from './load';
import { median } from './median';
import { spawnGroup } from './process-groups';
import type { BenchServer } from './server';
import { BUDGETED_STREAMS, medianRow, openFilesLimit, processGroupOf, streamsTable, type StreamRow } from './stream-figures';

/** The server's default EVENT_HEARTBEAT_SECONDS (api/src/config.ts): each stream's idle work comes once per heartbeat. */
const HEARTBEAT_MS = 15_000;
/** Each stream's heartbeat falls once within each measurement of the reads. */
const READS_MS = HEARTBEAT_MS;
const READING_CONNECTIONS = 8;
/**
 * Rounds without streams and with BUDGETED_STREAMS, alternating: others' work on the shared cores
 * moves a p99 more than the streams do, so each count's median round is printed, and each round's
 * ratio (with the streams against without, just before).
 */
const ROUNDS = 3;
/** Where the climb stops if no stream is refused before. */
const CEILING = 5000;
const DELIVERIES = 5;

type Session = { token: string };
const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/**
 * The investor dashboard's reads as its page and top bar ask for them: the user, the overview's
 * queries, the bell's panel (the BTC chart's prices come from outside and are left out).
 */
function dashboardReads(userId: number): Step<Session>[] {
  const gets = ['/api/portfolio/value', '/api/transactions?limit=1', `/api/user-statictics/${userId}`, '/api/portfolio', '/api/notifications?limit=8'];
  return [
    { kind: 'reads', method: 'POST', path: '/api/me', headers: bearer },
    ...gets.map((read): Step<Session> => ({ kind: 'reads', method: 'GET', path: read, headers: bearer })),
  ];
}

/** The resident memory of the largest process of the server's group: the server, beside npx and tsx. */
function serverRss(processGroup: number): { pid: number; rssBytes: number } {
  let largest = { pid: 0, rssBytes: 0 };
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (processGroupOf(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')) !== processGroup) continue;
      const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      if (kilobytes * 1024 > largest.rssBytes) largest = { pid: Number(pid), rssBytes: kilobytes * 1024 };
    } catch {
      // the process ended while we looked
    }
  }
  return largest;
}

/** The stream holder (bench/stream-holder.ts) in a process of its own, asked one JSON line at a time. */
function startHolder(baseURL: string, token: string) {
  const { child, stop } = spawnGroup('npx', ['tsx', path.join(__dirname, 'stream-holder.ts')], {
    env: { ...process.env, STREAMS_BASE_URL: baseURL, STREAMS_TOKEN: token },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => (waiting.shift() ?? ((value: string) => answers.push(value)))(line));
  const answer = <T>() =>
    new Promise<T>((resolve) => (answers.length > 0 ? resolve(JSON.parse(answers.shift()!)) : waiting.push((line) => resolve(JSON.parse(line)))));
  const send = (command: object) => child.stdin!.write(`${JSON.stringify(command)}\n`);
  return {
    open: (total: number, overMs: number) => {
      send({ open: total, overMs });
      return answer<{ open: number; refused: string | null }>();
    },
    close: () => {
      send({ close: true });
      return answer<{ open: 0 }>();
    },
    /** Arms the holder, runs `raise`, and answers when every open stream has the event. */
    deliver: async (raise: () => Promise<number>) => {
      send({ next: true });
      await answer<{ armed: true }>();
      const raisedAt = await raise();
      const delivered = await answer<{ reached: number; first: number; last: number }>();
      return { ...delivered, raisedAt };
    },
    stop,
  };
}

async function signIn(baseURL: string, password: string): Promise<{ token: string; userId: number }> {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'investor', password }),
  });
  if (!login.ok) throw new Error(`Could not sign in as investor: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const me = (await (await fetch(`${baseURL}/api/me`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()) as { id: number };
  return { token, userId: me.id };
}

/**
 * What idle event streams cost one server (docs/performance.md#open-event-streams): the investor
 * dashboard's reads, p50 and p99, with no stream open, with BUDGETED_STREAMS and at the most the
 * server held; how long one event takes to reach every stream; how many streams the server holds.
 * The streams are one investor's, all on one session (each costs the server the same whoever
 * holds it: a session check and a read of the log at each heartbeat), so one event for that
 * investor reaches all of them. The bench server is on SQLite, where streams are woken by a look
 * at the log every 200 ms.
 */
export async function measureStreams(server: BenchServer, password: string) {
  const { baseURL, sqliteFile, processGroup } = server;
  const { token, userId } = await signIn(baseURL, password);
  const readers = Array.from({ length: READING_CONNECTIONS }, () => ({ script: dashboardReads(userId), context: { token } }));
  const measureReads = async (streams: number): Promise<StreamRow> => {
    const { reads } = await runLoad(baseURL, readers, READS_MS);
    const failed = reads.requests - (reads.statuses[200] ?? 0);
    if (failed > 0) throw new Error(`${failed} of the dashboard's reads failed with ${streams} streams open: ${JSON.stringify(reads.statuses)}`);
    return { streams, p50: reads.p50, p99: reads.p99, requests: reads.requests, rssBytes: serverRss(processGroup).rssBytes };
  };

  console.log(
    `Open event streams (GET /api/events, one investor's, held by a process of their own; the dashboard's 6 reads from ${READING_CONNECTIONS} connections ` +
      `for ${READS_MS / 1000} s per round, one heartbeat; ${ROUNDS} rounds without streams and with ${BUDGETED_STREAMS.toLocaleString('en-US')}, alternating)`,
  );
  await runLoad(baseURL, readers, 3000); // warm-up, not printed
  const holder = startHolder(baseURL, token);
  const db = createDatabase({ databaseUrl: null, sqliteFile });
  try {
    const none: StreamRow[] = [];
    const budgeted: StreamRow[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await holder.close();
      none.push(await measureReads(0));
      // Over one heartbeat, as browsers arrive over time: their heartbeats do not fall together.
      const opened = await holder.open(BUDGETED_STREAMS, HEARTBEAT_MS);
      if (opened.open < BUDGETED_STREAMS) throw new Error(`Only ${opened.open} of ${BUDGETED_STREAMS} streams opened: ${opened.refused}`);
      budgeted.push(await measureReads(BUDGETED_STREAMS));
    }
    const rows = [medianRow(none), medianRow(budgeted)];

    // One event for the investor, written beside the server as the accrual's command writes them.
    const raise = async () => {
      await db.transaction().execute((trx) => signalUser(trx, userId, ['balance'], new Date()));
      return performance.timeOrigin + performance.now();
    };
    const deliveries = [];
    for (let round = 0; round < DELIVERIES; round += 1) deliveries.push(await holder.deliver(raise));
    const missed = deliveries.filter((delivery) => delivery.reached < BUDGETED_STREAMS).length;

    // All at once, a hundred at a time: the climb's heartbeats fall together, the worst case.
    const climb = await holder.open(CEILING, 0);
    rows.push(await measureReads(climb.open));
    const filesLimit = openFilesLimit(fs.readFileSync(`/proc/${serverRss(processGroup).pid}/limits`, 'utf8'));

    for (const line of streamsTable(rows)) console.log(`  ${line}`);
    const ratios = budgeted.map((row, round) => `${(row.p99 / none[round].p99).toFixed(2)}x`);
    console.log(`  p99 with ${BUDGETED_STREAMS.toLocaleString('en-US')} / p99 with none, by round: ${ratios.join(', ')} (the table: the medians' ratio)`);
    console.log(
      `  one event to all ${BUDGETED_STREAMS.toLocaleString('en-US')} streams (median of ${DELIVERIES}): ` +
        `${median(deliveries.map((delivery) => delivery.last - delivery.raisedAt)).toFixed(0)} ms from its commit to the last stream, ` +
        `${median(deliveries.map((delivery) => delivery.last - delivery.first)).toFixed(0)} ms from the first stream to the last ` +
        `(the commit waits up to 200 ms for SQLite's look at the log); ${missed === 0 ? 'every stream had every event' : `${missed} events missed some streams`}`,
    );
    console.log(
      `  streams one server holds: ${climb.open.toLocaleString('en-US')} ` +
        (climb.refused
          ? `(refused at the next: ${climb.refused})`
          : `(none refused up to the bench's ceiling of ${CEILING.toLocaleString('en-US')}; the server may open ${filesLimit.toLocaleString('en-US')} files, ulimit -n)`),
    );
  } finally {
    await db.destroy();
    await holder.stop();
  }
}
