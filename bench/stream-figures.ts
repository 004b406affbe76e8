/** The figures of `npm run bench -- streams` (bench/streams.ts) and how they are printed. */

/** The budget (docs/testing.md#budgets): the dashboard's reads' p99 with 1,000 idle streams open, at most this times their p99 with none. */
export const P99_RATIO_BUDGET = 1.5;
export const BUDGETED_STREAMS = 1000;

export interface StreamRow {
  streams: number;
  /** The dashboard's reads, in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** The server's resident memory, in bytes. */
  rssBytes: number;
}

/** Each figure's median over rounds measured with the same number of streams (the upper middle of an even count). */
export function medianRow(rounds: StreamRow[]): StreamRow {
  const middle = (figure: (row: StreamRow) => number) => rounds.map(figure).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
  return {
    streams: rounds[0].streams,
    p50: middle((row) => row.p50),
    p99: middle((row) => row.p99),
    requests: middle((row) => row.requests),
    rssBytes: middle((row) => row.rssBytes),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Where BUDGETED_STREAMS are open, whether the p99 is within P99_RATIO_BUDGET of the p99 without streams. */
function verdict(row: StreamRow, none: StreamRow): string {
  if (row.streams !== BUDGETED_STREAMS) return '';
  return row.p99 / none.p99 <= P99_RATIO_BUDGET ? `≤ ${P99_RATIO_BUDGET}x pass` : `≤ ${P99_RATIO_BUDGET}x FAIL`;
}

/** One line per count of open streams, the first being none: the reads' p50 and p99, the p99's ratio to none's, the server's memory. */
export function streamsTable(rows: StreamRow[]): string[] {
  const none = rows[0];
  const header = ['open streams', 'reads', 'p50', 'p99', 'p99 / none', 'budget', 'server RSS'];
  const cells = rows.map((row) => [
    row.streams.toLocaleString('en-US'),
    String(row.requests),
    ms(row.p50),
    ms(row.p99),
    `${(row.p99 / none.p99).toFixed(2)}x`,
    verdict(row, none),
    megabytes(row.rssBytes),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)];
}

/** The process group of a `/proc/<pid>/stat` line: its fifth field, counted after the command's closing parenthesis (a command may hold spaces). */
export function processGroupOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/** The soft limit of open files in a `/proc/<pid>/limits` text. */
export function openFilesLimit(limits: string): number {
  const line = limits.split('\n').find((entry) => entry.startsWith('Max open files'));
  if (!line) throw new Error('No "Max open files" line in the limits');
  return Number(line.slice('Max open files'.length).trim().split(/\s+/)[0]);
}
