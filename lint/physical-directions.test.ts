import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { physicalDirections } from './physical-directions';

const root = path.resolve(__dirname, '..');
const FIXTURES = 'lint/fixtures/physical-directions';
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const reported = (file: string) => physicalDirections(read(file)).map(({ line, declaration, problem }) => `${line}: ${declaration} (${problem})`);

describe('what names a physical left or right side', () => {
  test('side properties, side values, four-side shorthands and corners whose left and right differ, each with its line', () => {
    expect(reported(`${FIXTURES}/violations.css`)).toEqual([
      '4: right: 0 (use inset-inline-end)',
      '5: margin-left: auto (use margin-inline-start)',
      '6: padding-right: 1rem !important (use padding-inline-end)',
      '7: text-align: left (use text-align: start)',
      '8: border-left: 3px solid red (use border-inline-start)',
      '9: border-right-color: blue (use border-inline-end-color)',
      '10: float: right (use float: inline-end)',
      '11: margin: 0 0 0 auto (right and left differ: use margin-block and margin-inline)',
      '12: border-radius: 0 4px 4px 0 (left and right corners differ: use border-start-start-radius and the other corners)',
      '13: border-top-left-radius: 4px (use border-start-start-radius)',
      '17: left: 1rem (use inset-inline-start)',
      '24: right: 0 (use inset-inline-end)',
    ]);
  });

  test('logical properties, top and bottom, symmetric shorthands, selectors, comments and strings pass', () => {
    expect(reported(`${FIXTURES}/allowed.css`)).toEqual([]);
  });
});

test('no tracked stylesheet names a physical left or right side', () => {
  const listed = spawnSync('git', ['ls-files', '-z', '*.css'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const stylesheets = listed.stdout.split('\0').filter((file) => file !== '' && !file.startsWith(`${FIXTURES}/`));
  expect(stylesheets.length).toBeGreaterThan(40);
  const found = stylesheets.flatMap((file) =>
    physicalDirections(read(file)).map(({ line, declaration, problem }) => `${file}:${line}: ${declaration} (${problem})`),
  );
  expect(found).toEqual([]);
});
