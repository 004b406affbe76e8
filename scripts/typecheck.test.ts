import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const script = path.join(__dirname, 'typecheck.ts');

/** Two workspaces as ours are: `b` reads a file of `a` that is none of its own root files. */
function repository(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
  const files: Record<string, unknown> = {
    'package.json': { private: true, workspaces: ['a', 'b'] },
    'package-lock.json': {},
    'a/package.json': { name: 'a' },
    'b/package.json': { name: 'b' },
    'tsconfig.json': { files: [], references: [{ path: 'a' }, { path: 'b' }] },
    'a/tsconfig.json': {
      compilerOptions: { incremental: true, noEmit: true, strict: true, types: [], tsBuildInfoFile: '../cache/a.tsbuildinfo' },
      include: ['*.ts'],
    },
    'b/tsconfig.json': {
      compilerOptions: { incremental: true, noEmit: true, strict: true, types: [], tsBuildInfoFile: '../cache/b.tsbuildinfo' },
      include: ['*.ts'],
    },
  };
  for (const [file, content] of Object.entries(files)) write(root, file, JSON.stringify(content));
  write(root, 'a/price.ts', 'export function price(cents: number): number {\n  return cents / 100;\n}\n');
  write(root, 'b/total.ts', "import { price } from '../a/price';\n\nexport const total: number = price(250) + price(100);\n");
  return root;
}

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** `npm run typecheck` in `root`, with tsc's reasons for each project it checks. */
function typecheck(root: string) {
  const run = spawnSync(tsx, [script, '--verbose'], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('npm run typecheck', () => {
  it('checks nothing again when nothing changed', () => {
    const root = repository();
    expect(typecheck(root).status).toBe(0);
    const again = typecheck(root);
    expect(again.status).toBe(0);
    expect(again.output).toMatch(/Project 'a\/tsconfig.json' is up to date/);
    expect(again.output).toMatch(/Project 'b\/tsconfig.json' is up to date/);
  });

  it('reports the error an edit in one workspace makes in another that reads it', () => {
    const root = repository();
    expect(typecheck(root).status).toBe(0);
    write(root, 'a/price.ts', 'export function price(cents: number): string {\n  return (cents / 100).toFixed(2);\n}\n');
    const run = typecheck(root);
    expect(run.output).toMatch(/b\/total\.ts\(3,14\): error TS2322/);
    expect(run.status).not.toBe(0);
    // Still reported while the error stands.
    expect(typecheck(root).output).toMatch(/b\/total\.ts\(3,14\): error TS2322/);
  });
});
