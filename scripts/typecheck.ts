// `npm run typecheck`: `tsc -b` over the projects tsconfig.json lists, incremental (build info under
// node_modules/.cache/tsc), so a run with nothing changed takes about a second. tsc -b judges a
// project by its own root files only; our projects also read other workspaces' files (every remote
// reads shared's), so first each project whose build info is older than any file it read is marked
// for checking, else an edit in shared that breaks a remote would go unreported.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function readConfig(configPath: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${configPath}`);
  return parsed;
}

/** The lockfile and each workspace's package.json (its `exports` decide what an import reads). */
function packageFiles(root: string): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return [path.join(root, 'package-lock.json'), ...workspaces.map((workspace) => path.join(root, workspace, 'package.json'))];
}

function changedSince(files: string[], time: number): boolean {
  return files.some((file) => !existsSync(file) || statSync(file).mtimeMs > time);
}

/**
 * Marks each project of `root`/tsconfig.json whose last check read a file changed since, so that
 * tsc -b checks it again: incrementally, the build info's hash of every file it read telling
 * what changed. `checkPending` is what tsc itself writes for a project it has not checked yet.
 */
function markStaleProjects(root: string): void {
  const packages = packageFiles(root);
  for (const reference of readConfig(path.join(root, 'tsconfig.json')).projectReferences ?? []) {
    const configPath = ts.resolveProjectReferencePath(reference);
    const buildInfoPath = readConfig(configPath).options.tsBuildInfoFile;
    if (!buildInfoPath) throw new Error(`${configPath} names no tsBuildInfoFile`);
    // Missing: tsc -b checks the project anyway.
    if (!existsSync(buildInfoPath)) continue;
    const buildInfo = JSON.parse(readFileSync(buildInfoPath, 'utf8')) as { fileNames?: string[]; checkPending?: boolean };
    // Written by a check that was not incremental (an older checkout): tsc -b checks the project anyway.
    if (!buildInfo.fileNames) continue;
    const read = buildInfo.fileNames.map((file) => path.resolve(path.dirname(buildInfoPath), file));
    if (buildInfo.checkPending || !changedSince([...read, ...packages], statSync(buildInfoPath).mtimeMs)) continue;
    writeFileSync(buildInfoPath, JSON.stringify({ ...buildInfo, checkPending: true }));
  }
}

// Run from the repository's root (npm run does); arguments go on to tsc (--verbose says why each
// project is checked).
markStaleProjects(process.cwd());
const run = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
