import { medianRow, openFilesLimit, processGroupOf, streamsTable, type StreamRow } from './stream-figures';

const row = (streams: number, p99: number): StreamRow => ({ streams, p50: 4, p99, requests: 9000, rssBytes: 150 * 1024 * 1024 });

test('the p99 with 1,000 streams passes at 1.5x the p99 with none and fails just over it; other counts get no verdict', () => {
  const atLimit = streamsTable([row(0, 20), row(1000, 30), row(5000, 90)]);
  const [, , none, thousand, fiveThousand] = atLimit;
  expect(none).toContain('1.00x');
  expect(thousand).toContain('1.50x');
  expect(thousand).toContain('≤ 1.5x pass');
  expect(fiveThousand).toContain('4.50x');
  expect(fiveThousand).not.toMatch(/pass|FAIL/);
  expect(streamsTable([row(0, 20), row(1000, 30.2)])[3]).toContain('≤ 1.5x FAIL');
});

test('the table has a header, a rule and a line per row, its columns aligned', () => {
  const lines = streamsTable([row(0, 20), row(1000, 25)]);
  expect(lines[0]).toMatch(/^\| open streams \| reads +\| p50 +\| p99 +\| p99 \/ none \| budget +\| server RSS \|$/);
  expect(lines[1]).toMatch(/^\| -+ \| -+ \|/);
  expect(lines[3]).toMatch(/^\| 1,000 +\| 9000 +\| 4\.0 ms \| 25\.0 ms \| 1\.25x +\| ≤ 1\.5x pass \| 150 MB +\|$/);
  expect(new Set(lines.map((line) => line.length)).size).toBe(1);
});

test("a process's group is read after its command's name, even one with spaces and parentheses", () => {
  expect(processGroupOf('4242 (node) S 4200 4100 4100 0 -1 4194560')).toBe(4100);
  expect(processGroupOf('4242 (tsx (a b)) S 4200 4100 4100 0 -1 4194560')).toBe(4100);
});

test('the open files limit is the soft one', () => {
  const limits = [
    'Limit                     Soft Limit           Hard Limit           Units',
    'Max open files            20000                40000                files',
  ].join('\n');
  expect(openFilesLimit(limits)).toBe(20000);
  expect(() => openFilesLimit('Max processes 10 10 processes')).toThrow('Max open files');
});

test("a row of rounds takes each figure's median of its own", () => {
  const rounds: StreamRow[] = [
    { streams: 1000, p50: 5, p99: 40, requests: 9000, rssBytes: 3 },
    { streams: 1000, p50: 7, p99: 20, requests: 8000, rssBytes: 1 },
    { streams: 1000, p50: 6, p99: 90, requests: 7000, rssBytes: 2 },
  ];
  expect(medianRow(rounds)).toEqual({ streams: 1000, p50: 6, p99: 40, requests: 8000, rssBytes: 2 });
});
