// Messages the server and a page both say live once, in shared (docs/errors-and-messages.md): this
// finds a text of five or more words written both in api/src and in a remote's src.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where a text is written: a repository path and its line. */
export interface TextPlace {
  file: string;
  line: number;
}

/** The fewest words a text must have to count as a message (shorter ones, "Not found", may well repeat). */
export const MIN_MESSAGE_WORDS = 5;

const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /\.test\.tsx?$|\.d\.ts$/;

/** The source files under `dir` (relative to `root`), tests and declarations left out: a test repeats what it checks. */
export function sourceFiles(root: string, dir: string): string[] {
  const entries = readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const wordCount = (text: string) => text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The texts of `code` with at least MIN_MESSAGE_WORDS words, whitespace collapsed: string
 * literals, the fixed parts of template literals, and JSX text.
 */
export function messageTexts(code: string, fileName: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const text = normalize(node.text);
      if (wordCount(text) >= MIN_MESSAGE_WORDS) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every text of MIN_MESSAGE_WORDS or more words found in `files`, with where each is written. */
export function textsIn(root: string, files: string[]): Map<string, TextPlace[]> {
  const texts = new Map<string, TextPlace[]>();
  for (const file of files) {
    for (const { text, line } of messageTexts(readFileSync(path.join(root, file), 'utf8'), file)) {
      texts.set(text, [...(texts.get(text) ?? []), { file, line }]);
    }
  }
  return texts;
}

/** The texts written both on the server and in a front end, each with its places: "text" (file:line, ...). */
export function textsWrittenTwice(server: Map<string, TextPlace[]>, frontEnds: Map<string, TextPlace[]>): string[] {
  return [...server.keys()]
    .filter((text) => frontEnds.has(text))
    .sort()
    .map((text) => {
      const places = [...server.get(text)!, ...frontEnds.get(text)!].map(({ file, line }) => `${file}:${line}`);
      return `"${text}" (${places.join(', ')})`;
    });
}
