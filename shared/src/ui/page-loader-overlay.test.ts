import fs from 'node:fs';
import path from 'node:path';
import { PAGE_LOADER_MS } from './page-loader';

it("ends the loader drawn over a page by CSS after the spec's second, hidden rather than removed", () => {
  // White space folded, so the checks read the rules whatever the formatter's line breaks.
  const css = fs.readFileSync(path.join(__dirname, 'page-loader.css'), 'utf8').replace(/\s+/g, ' ');
  const rule = /\.page-loader-overlay \{([^}]*)\}/.exec(css)?.[1] ?? '';
  expect(rule).toContain(`animation: page-loader-done 0s linear ${PAGE_LOADER_MS / 1000}s forwards;`);
  expect(css).toMatch(/@keyframes page-loader-done \{ to \{ visibility: hidden; \} \}/);
});
