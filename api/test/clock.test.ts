import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { offsetClock } from '../src/domain/clock';

describe('the offset clock of browser tests (CLOCK_OFFSET_FILE)', () => {
  it('adds the milliseconds the file holds, read at each call, and the real time without a usable file', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-clock-')), 'offset');
    const now = offsetClock(file);
    const near = (date: Date, expected: number) => expect(Math.abs(date.getTime() - expected)).toBeLessThan(5_000);
    near(now(), Date.now());
    fs.writeFileSync(file, String(25 * 3_600_000));
    near(now(), Date.now() + 25 * 3_600_000);
    fs.writeFileSync(file, 'soon');
    near(now(), Date.now());
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), CLOCK_OFFSET_FILE: '/tmp/offset' })).toThrow(/CLOCK_OFFSET_FILE/);
    expect(loadConfig({ CLOCK_OFFSET_FILE: 'data/offset' }).clockOffsetFile).toMatch(/data\/offset$/);
  });
});
