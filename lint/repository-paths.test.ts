import fs from 'node:fs';
import path from 'node:path';
import {
  brokenPaths,
  codeComments,
  headingAnchors,
  markdownLinks,
  namedPaths,
  pathsInText,
  readerText,
  readmeSectionCitations,
  workingTree,
  type RepositoryView,
} from './repository-paths';

const FOLDERS = ['api', 'shared', 'docs', 'remote-admin', 'webpack', '.ci'];
const targets = (text: string) => pathsInText(text, FOLDERS).map(({ target, anchor }) => (anchor ? `${target}#${anchor}` : target));

describe('what counts as a repository path', () => {
  test('a path under a top-level folder, with its docs anchor, without the punctuation around it', () => {
    expect(targets('See api/src/app.ts, then `shared/src/rules/money.ts`.')).toEqual(['api/src/app.ts', 'shared/src/rules/money.ts']);
    expect(targets('// docs/money.md#withdrawals: the wallet is debited first')).toEqual(['docs/money.md#withdrawals']);
    expect(targets('(remote-admin/src/routes.tsx) and .ci/run')).toEqual(['remote-admin/src/routes.tsx', '.ci/run']);
  });

  test('URLs, API paths and package names are not repository paths', () => {
    const text = [
      'https://example.com/api/plans',
      'GET /api/plans and /shared/x',
      "import '@arcvest/shared/rules'",
      'http://localhost:3000/docs/index.html',
      'mirror:api/x',
    ].join('\n');
    expect(targets(text)).toEqual([]);
  });

  test('globs, placeholders and template values name no one file', () => {
    expect(targets('api/src/**/*.ts, remote-*/src, docs/<page>.md, api/src/db/migrations/00NN_<name>.ts, shared/${name}, api/src/{a,b}')).toEqual([]);
  });

  test('a word that merely ends in a folder name is not one', () => {
    expect(targets('eslint/config, prettier-api/x, my_docs/y')).toEqual([]);
  });
});

describe('Markdown', () => {
  test('relative links are paths; URLs, mail links and code blocks are not', () => {
    const markdown = '[a](money.md#the-ledger) [b](https://x.org/a.md) [c](mailto:a@b.c) [d](#fees)\n```\n[e](nowhere.md)\n```\n';
    expect(markdownLinks(markdown).map(({ target, anchor }) => [target, anchor])).toEqual([
      ['money.md', 'the-ledger'],
      ['', 'fees'],
    ]);
  });

  test('heading anchors as GitHub makes them', () => {
    const anchors = headingAnchors('# Money\n## The ledger\n## Plans and accrual\n### `walletEffect`, once!\n## The ledger\n```\n# not a heading\n```\n');
    expect([...anchors]).toEqual(['money', 'the-ledger', 'plans-and-accrual', 'walleteffect-once', 'the-ledger-1']);
  });
});

describe('comments of code', () => {
  test('comments only: strings, templates, regular expressions and JSX text are not', () => {
    const code = [
      "const a = 'api/in-a-string.ts // not a comment';",
      'const b = `docs/in-a-template.md ${a} // neither`;',
      'const c = /\\/\\/ api\\/regex/;',
      'const d = <p>// shared/in-jsx-text.ts</p>;',
      '// api/line-comment.ts',
      '/** shared/block-comment.ts */',
      'const e = <div>{/* remote-admin/jsx-comment.tsx */}</div>;',
    ].join('\n');
    const comments = codeComments('fixture.tsx', code).map((comment) => comment.text);
    expect(comments).toEqual(['// api/line-comment.ts', '/** shared/block-comment.ts */', '/* remote-admin/jsx-comment.tsx */']);
  });
});

describe('README sections cited by name', () => {
  test('a quoted section after README is a citation; README alone or a path is not', () => {
    const text = 'see README, "Backups"; the README\'s "Proof of liabilities" section; README "Logs"; the README; docs/README.md';
    expect(readmeSectionCitations(text).map(({ section }) => section)).toEqual(['Backups', 'Proof of liabilities', 'Logs']);
  });
});

describe('the check', () => {
  const files: Record<string, string> = {
    'docs/money.md': '# Money\n## Withdrawals\nSee [fees](fees.md#admin-fees) and [the ledger](#the-ledger).\n',
    'docs/fees.md': '# Fees\n## Admin fees\n',
    'api/src/withdrawals.ts': '// docs/money.md#withdrawals: debited first; api/src/gone.ts; remote-admin/dist/x.js\nexport {};\n',
  };
  const view: RepositoryView = {
    exists: (target) => target in files || Object.keys(files).some((file) => file.startsWith(`${target}/`)),
    isGenerated: (target) => target.startsWith('remote-admin/dist'),
    read: (file) => files[file],
  };

  test('reports a missing file and a missing heading, with where they are named; a generated path is not checked', () => {
    const named = namedPaths(
      Object.entries(files).map(([file, text]) => ({ file, text })),
      FOLDERS,
    );
    expect(brokenPaths(named, view).map(({ file, line, problem }) => `${file}:${line}: ${problem}`)).toEqual([
      'docs/money.md:3: docs/money.md has no heading #the-ledger',
      'api/src/withdrawals.ts:1: api/src/gone.ts does not exist',
    ]);
  });
});

test('every path a comment or a doc of this repository names exists, and every docs anchor names a heading', () => {
  const root = path.resolve(__dirname, '..');
  const { files, topLevelFolders, view } = workingTree(root);
  const readable = files.filter((file) => /\.(md|[cm]?[jt]sx?|css|json|sh|ya?ml|example)$|^\.ci\/run$/.test(file));
  const named = namedPaths(
    readable.map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') })),
    topLevelFolders,
  );
  expect(named.length).toBeGreaterThan(100);
  expect(brokenPaths(named, view).map(({ file, line, problem }) => `${file}:${line}: ${problem}`)).toEqual([]);
});

test("the README's links lead into docs/ and each exists; a README section cited by name is one of its headings", () => {
  const root = path.resolve(__dirname, '..');
  const { files, topLevelFolders, view } = workingTree(root);
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const links = namedPaths([{ file: 'README.md', text: readme }], topLevelFolders);
  expect(links.filter(({ target }) => target.startsWith('docs/')).length).toBeGreaterThanOrEqual(10);
  expect(brokenPaths(links, view).map(({ line, problem }) => `README.md:${line}: ${problem}`)).toEqual([]);

  const headings = new Set([...readme.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => match[1]));
  const stale = files
    .filter((file) => /\.(md|[cm]?[jt]sx?)$/.test(file))
    .flatMap((file) =>
      readerText(file, fs.readFileSync(path.join(root, file), 'utf8')).flatMap((part) =>
        readmeSectionCitations(part.text).map(({ section }) => ({ file, section })),
      ),
    )
    .filter(({ section }) => !headings.has(section));
  expect(stale).toEqual([]);
});
