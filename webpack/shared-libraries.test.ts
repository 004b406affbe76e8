import fs from 'node:fs';
import path from 'node:path';
import { ONLY_THROUGH_SHARED, SINGLETONS } from './index';

const ROOT = path.resolve(__dirname, '..');
const APPS = ['shell', 'remote-public', 'remote-investor', 'remote-admin'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function importedPackages(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)].map(([, specifier]) => specifier);
}

describe('libraries reached only through @arcvest/shared', () => {
  it('are not imported by the shell or a remote (a second copy would be a second router, store or toast queue)', () => {
    const offending = APPS.flatMap((app) =>
      sourceFiles(path.join(ROOT, app, 'src')).flatMap((file) =>
        importedPackages(file)
          .filter((specifier) => ONLY_THROUGH_SHARED.some((name) => specifier === name || specifier.startsWith(`${name}/`)))
          .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('keep forms out of the API and out of the rules and schemas it takes from shared', () => {
    const serverSide = ['api/src', 'shared/src/rules', 'shared/src/schemas'];
    const offending = serverSide.flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir))
        .filter((file) => importedPackages(file).some((specifier) => specifier === 'react-hook-form'))
        .map((file) => path.relative(ROOT, file)),
    );
    expect(offending).toEqual([]);
  });

  it('are not federation singletons themselves, and @arcvest/shared is', () => {
    expect(SINGLETONS).toContain('@arcvest/shared');
    expect(SINGLETONS.filter((name) => ONLY_THROUGH_SHARED.includes(name))).toEqual([]);
  });
});
