import SqliteDatabase from 'better-sqlite3';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sqliteDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { chooseLogFormat, readableLogLine, readableLogStream } from '../src/log-format';
import { testConfig } from './databases';

/** 12:00:01.250 today, local time, as pino stamps it. */
const TIME = new Date(2026, 5, 1, 12, 0, 1, 250).getTime();

describe('the log format', () => {
  test('LOG_FORMAT wins; unset, readable lines at a terminal and JSON into a pipe or a file', () => {
    expect(chooseLogFormat(null, true)).toBe('pretty');
    expect(chooseLogFormat(null, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  test('LOG_FORMAT is read as json, pretty or unset, and anything else is named', () => {
    expect(loadConfig({}).logFormat).toBeNull();
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be one of json, pretty (got "xml").');
  });
});

describe('a readable line', () => {
  const base = { time: TIME, pid: 42, hostname: 'box', reqId: 'req-7' };

  test('a request: time, level, method, URL, status and milliseconds, nothing else', () => {
    const record = {
      ...base,
      level: 30,
      req: { method: 'GET', url: '/api/plans', host: 'localhost', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: 'request completed',
    };
    expect(readableLogLine(record)).toBe('12:00:01 INFO  GET /api/plans 200 3 ms');
  });

  test('an event: its message and its own fields; the process, host and request id left to JSON', () => {
    expect(readableLogLine({ ...base, level: 30, msg: 'accrual: plan days credited', days: 2, renewed: 0 })).toBe(
      '12:00:01 INFO  accrual: plan days credited days=2 renewed=0',
    );
    expect(readableLogLine({ ...base, level: 40, msg: 'chain watcher: the chain could not be read', coin: 'btc', error: 'connect ECONNREFUSED' })).toBe(
      '12:00:01 WARN  chain watcher: the chain could not be read coin=btc error="connect ECONNREFUSED"',
    );
  });

  test('an error: the error on the line, its stack indented below it', () => {
    const err = { type: 'TypeError', message: 'boom', stack: 'TypeError: boom\n    at handler (api/src/routes/x.ts:1:1)\n    at run (node:internal)' };
    const record = {
      ...base,
      level: 50,
      req: { method: 'POST', url: '/api/withdraw' },
      res: { statusCode: 500 },
      responseTime: 12,
      msg: 'request errored',
      err,
    };
    expect(readableLogLine(record)).toBe(
      [
        '12:00:01 ERROR POST /api/withdraw 500 12 ms · request errored · TypeError: boom',
        '    at handler (api/src/routes/x.ts:1:1)',
        '    at run (node:internal)',
      ].join('\n'),
    );
  });

  test('a warning carrying an error keeps to one line', () => {
    const err = { type: 'Error', message: 'timeout', stack: 'Error: timeout\n    at somewhere' };
    expect(readableLogLine({ ...base, level: 40, msg: 'proof of reserves: the chain could not be read, counted 0', coin: 'eth', err })).toBe(
      '12:00:01 WARN  proof of reserves: the chain could not be read, counted 0 · Error: timeout coin=eth',
    );
  });

  test('the stream writes each JSON record of a chunk as its line, and any other text as it came', () => {
    const written: string[] = [];
    const stream = readableLogStream({ write: (text: string) => written.push(text) });
    stream.write(`${JSON.stringify({ ...base, level: 30, msg: 'one' })}\n${JSON.stringify({ ...base, level: 60, msg: 'two' })}\n`);
    stream.write('not json\n');
    expect(written).toEqual(['12:00:01 INFO  one\n', '12:00:01 FATAL two\n', 'not json\n']);
  });
});

test("the server's request log reads as one line per request through the readable stream", async () => {
  const sqlite = sqliteDatabase(new SqliteDatabase(':memory:'));
  await migrateToLatest(sqlite);
  const lines: string[] = [];
  const app = buildApp(testConfig(), { db: sqlite, logger: { level: 'info', stream: readableLogStream({ write: (text: string) => lines.push(text) }) } });
  try {
    await app.ready();
    // Lines at start say the empty web root has no build; the request's line is the one after.
    const atStart = lines.length;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines.slice(atStart)).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/health 200 \d+ ms\n$/)]);
  } finally {
    await app.close();
    await sqlite.destroy();
  }
});
