import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unturnedArrows } from './directional-arrows';
import { sourceFiles } from './duplicate-messages';

const root = path.resolve(__dirname, '..');
const FRONT_ENDS = ['shared/src', 'shell/src', 'remote-public/src', 'remote-investor/src', 'remote-admin/src'];

describe('an arrow in JSX text', () => {
  test('alone in an icon-directional element it turns; in plain text, with a word, or under another class it does not', () => {
    const code = [
      'const turns = <a><span className="icon-directional">←</span> All users</a>;',
      'const plain = <a>',
      '  ← All users',
      '</a>;',
      'const withWord = <span className="icon-directional">← Back</span>;',
      'const otherClass = <span className="arrow">→</span>;',
      'const mirroredByUnicode = <a>‹ Previous</a>;',
    ].join('\n');
    expect(unturnedArrows(code, 'fixture.tsx')).toEqual([
      { line: 3, text: '← All users' },
      { line: 5, text: '← Back' },
      { line: 6, text: '→' },
    ]);
  });
});

test('every arrow in the front ends’ JSX turns in a right-to-left page', () => {
  const files = FRONT_ENDS.flatMap((dir) => sourceFiles(root, dir)).filter((file) => file.endsWith('.tsx'));
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) => unturnedArrows(readFileSync(path.join(root, file), 'utf8'), file).map(({ line, text }) => `${file}:${line}: ${text}`));
  expect(found).toEqual([]);
});
