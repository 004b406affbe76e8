// Import cycles, type-only imports included (a type cycle still ties two layers together): the
// project's one cycle check (import-x/no-cycle skips type imports and took a quarter of ESLint's time). Prints each cycle; exits 1 when there is one.
import path from 'node:path';
import ts from 'typescript';

/** Every strongly connected group of more than one file (or a file importing itself), Tarjan's algorithm. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The files a tsconfig names, following its project references (the root one lists only references). */
export function projectFiles(tsconfigPath: string): string[] {
  const { config } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath));
  const referenced = (parsed.projectReferences ?? []).flatMap((reference) => projectFiles(ts.resolveProjectReferencePath(reference)));
  return [...new Set([...parsed.fileNames, ...referenced])];
}

/** file → the project files it imports, resolved as the compiler does with the options of `tsconfigPath`. */
export function importGraph(tsconfigPath: string, files: string[]): Map<string, string[]> {
  const { config } = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath));
  const host = ts.createCompilerHost(options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, host).resolvedModule)
      .filter(
        (resolved): resolved is ts.ResolvedModuleFull =>
          Boolean(resolved) && !resolved!.isExternalLibraryImport && !resolved!.resolvedFileName.includes('/node_modules/'),
      )
      .map((resolved) => path.resolve(resolved.resolvedFileName));
    graph.set(path.resolve(file), [...new Set(targets)]);
  }
  return graph;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const cycles = findCycles(importGraph(path.join(root, 'tsconfig.base.json'), projectFiles(path.join(root, 'tsconfig.json'))));
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.map((file) => path.relative(root, file)).join(' ↔ ')}`);
  console.log(cycles.length === 0 ? 'No import cycles.' : `${cycles.length} import cycle(s).`);
  process.exit(cycles.length === 0 ? 0 : 1);
}
