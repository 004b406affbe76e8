import path from 'node:path';
import { messageTexts, sourceFiles, textsIn, textsWrittenTwice, type TextPlace } from './duplicate-messages';

const root = path.resolve(__dirname, '..');
const REMOTES = ['remote-public', 'remote-investor', 'remote-admin'];

describe('a message the server and a page both say is written once, in shared', () => {
  test('no text of five or more words is written both in api/src and in a remote', () => {
    const server = textsIn(root, sourceFiles(root, 'api/src'));
    const frontEnds = textsIn(
      root,
      REMOTES.flatMap((remote) => sourceFiles(root, `${remote}/src`)),
    );
    // Each is a message to move to shared (docs/errors-and-messages.md) and import on both sides.
    expect(textsWrittenTwice(server, frontEnds)).toEqual([]);
  });
});

describe('what counts as a message', () => {
  test('string literals, the fixed parts of template literals and JSX text, of five words or more, whitespace collapsed', () => {
    const code = [
      "const refusal = 'You cannot suspend your own account.';",
      "const short = 'Not found';",
      'const sentence = `The ${coin} network cannot be reached right now.`;',
      'const page = <p>',
      '  Your balance is included in',
      '  the published total.',
      '</p>;',
    ].join('\n');
    expect(messageTexts(code, 'fixture.tsx')).toEqual([
      { text: 'You cannot suspend your own account.', line: 1 },
      { text: 'network cannot be reached right now.', line: 3 },
      { text: 'Your balance is included in the published total.', line: 5 },
    ]);
  });

  test('a text in both lists is reported with every place it is written; one side only is not', () => {
    const at = (file: string, line: number): TextPlace[] => [{ file, line }];
    const server = new Map([
      ['You cannot suspend your own account.', at('api/src/services/users.ts', 12)],
      ['Only the server says this one.', at('api/src/routes/x.ts', 3)],
    ]);
    const frontEnds = new Map([['You cannot suspend your own account.', at('remote-admin/src/features/users/suspend.tsx', 40)]]);
    expect(textsWrittenTwice(server, frontEnds)).toEqual([
      '"You cannot suspend your own account." (api/src/services/users.ts:12, remote-admin/src/features/users/suspend.tsx:40)',
    ]);
  });

  test('tests are left out: a test repeats the text it checks', () => {
    const files = sourceFiles(root, 'remote-admin/src');
    expect(files.some((file) => file.endsWith('.test.tsx'))).toBe(false);
    expect(files).toContain(path.join('remote-admin', 'src', 'routes.tsx'));
  });
});
