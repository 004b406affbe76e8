// Paths named in comments and docs must exist, so a reader can follow them: a comment that
// points at a file or a docs heading that moved is caught by a test (repository-paths.test.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A path a file names, and where: `file` is relative to the repository root. */
export interface NamedPath {
  file: string;
  line: number;
  /** Relative to the repository root, without its anchor. */
  target: string;
  /** The heading anchor after `#`, for a Markdown target. */
  anchor?: string;
}

const PATH_CHARACTERS = '[A-Za-z0-9_.\\-/]';
/** After a path: a glob, a placeholder or a template value, so it names no one file. */
const PATTERN_CONTINUES = /^\/?[*{<[$]/;

/**
 * Text that looks like a repository path: a top-level folder, a slash, and more path, not
 * preceded by anything that makes it part of a URL, an API path or a package name
 * (`https://x/api/plans`, `/api/plans`, `@arcvest/shared`), and not followed by a glob or a
 * placeholder (`api/src/**`, `remote-<name>/src`, `docs/<page>.md`).
 */
export function pathsInText(text: string, topLevelFolders: readonly string[]): { target: string; anchor?: string; index: number }[] {
  const folders = topLevelFolders.map((folder) => folder.replace(/[.\\-]/g, '\\$&')).join('|');
  const candidate = new RegExp(`(?<![\\w./@:-])(?:${folders})/${PATH_CHARACTERS}*[A-Za-z0-9_](?:#[a-z0-9_-]+)?`, 'g');
  const found: { target: string; anchor?: string; index: number }[] = [];
  for (const match of text.matchAll(candidate)) {
    if (PATTERN_CONTINUES.test(text.slice(match.index + match[0].length))) continue;
    const [target, anchor] = match[0].split('#');
    found.push({ target, ...(anchor !== undefined && { anchor }), index: match.index });
  }
  return found;
}

/** The targets of relative Markdown links, `[text](target#anchor)`; URLs and mail links are not paths. */
export function markdownLinks(markdown: string): { target: string; anchor?: string; index: number }[] {
  const found: { target: string; anchor?: string; index: number }[] = [];
  for (const match of withoutCodeBlocks(markdown).matchAll(/\]\(([^()\s]+)\)/g)) {
    const link = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
    const [target, anchor] = link.split('#');
    found.push({ target, ...(anchor !== undefined && { anchor }), index: match.index });
  }
  return found;
}

/** Fenced code blocks blanked out (line breaks kept), so their text is neither a heading nor a link. */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
}

/** The anchors of a Markdown file's headings, as GitHub makes them (a repeated heading gets -1, -2, ...). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = match[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

/** Literal kinds whose text may hold `//` or `/*` that start no comment. */
const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * The comments of a TypeScript or JavaScript file, each with its offset in the text. The parser
 * finds the strings, templates, regular expressions and JSX text; with those blanked out, what
 * is left of `//` and `/*` can only start a comment.
 */
export function codeComments(fileName: string, text: string): { text: string; index: number }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const blanked = text.split('');
  const visit = (node: ts.Node) => {
    if (LITERALS.has(node.kind)) blanked.fill(' ', node.getStart(source), node.end);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...blanked.join('').matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((match) => ({
    text: text.slice(match.index, match.index + match[0].length),
    index: match.index,
  }));
}

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const HASH_COMMENTS = /(\.(sh|ya?ml)|^\.ci\/run|\.env\.example)$/;

/** The parts of a file that speak to a reader: a doc whole, the comments of code, a package's scripts. */
export function readerText(file: string, text: string): { text: string; index: number }[] {
  if (file.endsWith('.md')) return [{ text, index: 0 }];
  if (CODE.test(file)) return codeComments(file, text);
  if (file.endsWith('.css')) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({ text: match[0], index: match.index }));
  if (HASH_COMMENTS.test(file)) return [...text.matchAll(/(?:^|\s)#.*$/gm)].map((match) => ({ text: match[0], index: match.index }));
  if (path.basename(file) === 'package.json') {
    const scripts = (JSON.parse(text) as { scripts?: Record<string, string> }).scripts ?? {};
    return Object.values(scripts).map((script) => ({ text: script, index: text.indexOf(JSON.stringify(script).slice(1, -1)) }));
  }
  return [];
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every path and docs link the given files name, resolved from the repository root. */
export function namedPaths(files: readonly { file: string; text: string }[], topLevelFolders: readonly string[]): NamedPath[] {
  const named: NamedPath[] = [];
  for (const { file, text } of files) {
    // Parsing is the slow part: a file that names no path anywhere names none in its comments.
    const mayNamePaths = pathsInText(text, topLevelFolders).length > 0;
    for (const part of mayNamePaths ? readerText(file, text) : []) {
      for (const found of pathsInText(part.text, topLevelFolders)) {
        named.push({ file, line: lineOf(text, part.index + found.index), target: found.target, anchor: found.anchor });
      }
    }
    if (!file.endsWith('.md')) continue;
    for (const link of markdownLinks(text)) {
      const target = link.target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), link.target));
      named.push({ file, line: lineOf(text, link.index), target, anchor: link.anchor });
    }
  }
  return named;
}

/**
 * Sections of the README cited by name (`README, "<heading>"`, `the README's "<heading>"
 * section`): the README is short and its headings change, so each must still be one of them.
 */
export function readmeSectionCitations(text: string): { section: string; index: number }[] {
  return [...text.matchAll(/\bREADME(?:'s|,)? *"([^"<\n][^"\n]*)"/g)].map((match) => ({ section: match[1], index: match.index }));
}

export interface RepositoryView {
  exists(target: string): boolean;
  /** A path git ignores (a build output, local data): it exists only once made, so it is not checked. */
  isGenerated(target: string): boolean;
  read(file: string): string;
}

/** The named paths that do not exist, or whose anchor names no heading of the Markdown file. */
export function brokenPaths(named: readonly NamedPath[], repository: RepositoryView): (NamedPath & { problem: string })[] {
  const anchorsOf = new Map<string, Set<string>>();
  const broken: (NamedPath & { problem: string })[] = [];
  for (const entry of named) {
    const target = entry.target.replace(/\/$/, '');
    if (!repository.exists(target)) {
      if (!repository.isGenerated(target)) broken.push({ ...entry, problem: `${target} does not exist` });
      continue;
    }
    if (entry.anchor === undefined || !target.endsWith('.md')) continue;
    if (!anchorsOf.has(target)) anchorsOf.set(target, headingAnchors(repository.read(target)));
    if (!anchorsOf.get(target)!.has(entry.anchor)) broken.push({ ...entry, problem: `${target} has no heading #${entry.anchor}` });
  }
  return broken;
}

/** The repository on disk, its files as git tracks them. */
export function workingTree(root: string): { files: string[]; topLevelFolders: string[]; view: RepositoryView } {
  const git = (args: string[], input?: string) => spawnSync('git', args, { cwd: root, encoding: 'utf8', input });
  const listed = git(['ls-files', '-z']);
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = listed.stdout.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
  const topLevelFolders = [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))];
  const view: RepositoryView = {
    exists: (target) => fs.existsSync(path.join(root, target)),
    // Exit 0: ignored. --no-index: by the ignore rules alone, as for a file not made yet; the
    // trailing slash lets a rule for folders (`dist/`) match the folder itself.
    isGenerated: (target) => [target, `${target}/`].some((name) => git(['check-ignore', '-q', '--no-index', name]).status === 0),
    read: (file) => fs.readFileSync(path.join(root, file), 'utf8'),
  };
  return { files, topLevelFolders, view };
}
