// How the server's log reads (docs/configuration.md#logs): JSON lines for machines, one readable
// line per event for a person at a terminal. A few lines of our own rather than pino-pretty and
// its worker thread: the readable form needs no more than this.

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT when set; else readable lines at a terminal and JSON into a pipe or a file. */
export function chooseLogFormat(setting: LogFormat | null, stdoutIsTerminal: boolean): LogFormat {
  return setting ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const ERROR_LEVEL = 50;
/**
 * Said by the line's own layout, or of no use to a person at a terminal (the request id is for
 * matching lines of one request in a log store, where the format is JSON).
 */
const SHOWN_APART = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'err']);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const clockTime = (time: number) => {
  const at = new Date(time);
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
};
const fieldValue = (value: unknown) => (typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value));

/**
 * One pino record as one line: `12:00:01 INFO  GET /api/plans 200 3 ms`, or
 * `12:00:01 WARN  crypto prices: ... reason="fetch failed"`. Only an error (level 50 and up)
 * adds its stack, indented on the lines below, as the one place it helps.
 */
export function readableLogLine(record: LogRecord): string {
  const level = (LEVELS[record.level ?? 30] ?? String(record.level)).padEnd(5);
  const parts: string[] = [];
  if (record.req?.method && record.res?.statusCode !== undefined) {
    const ms = record.responseTime === undefined ? '' : ` ${Math.round(record.responseTime)} ms`;
    parts.push(`${record.req.method} ${record.req.url ?? ''} ${record.res.statusCode}${ms}`);
    if (record.msg && record.msg !== 'request completed') parts.push(`· ${record.msg}`);
  } else if (record.msg) {
    parts.push(record.msg);
  }
  if (record.err) parts.push(`· ${record.err.type ?? 'Error'}: ${record.err.message ?? ''}`);
  for (const [name, value] of Object.entries(record)) {
    if (!SHOWN_APART.has(name) && value !== undefined) parts.push(`${name}=${fieldValue(value)}`);
  }
  const line = `${clockTime(record.time ?? Date.now())} ${level} ${parts.join(' ')}`;
  const stack = (record.level ?? 0) >= ERROR_LEVEL ? record.err?.stack?.split('\n').slice(1) : undefined;
  return stack?.length ? [line, ...stack.map((frame) => `    ${frame.trim()}`)].join('\n') : line;
}

/** A destination for pino (`logger: { stream }`) that writes each JSON record it gets as a readable line. */
export function readableLogStream(out: { write(text: string): unknown }): { write(chunk: string): void } {
  return {
    write(chunk) {
      for (const json of chunk.split('\n')) {
        if (json.trim() === '') continue;
        let record: LogRecord;
        try {
          record = JSON.parse(json) as LogRecord;
        } catch {
          out.write(`${json}\n`);
          continue;
        }
        out.write(`${readableLogLine(record)}\n`);
      }
    },
  };
}
