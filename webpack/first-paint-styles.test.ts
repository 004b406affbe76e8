import fs from 'node:fs';
import path from 'node:path';

/*
 * index.html styles what paints before any stylesheet arrives (the brand loader, a demo site's
 * notice) with literal colours: they must be the design tokens' (shared/src/ui/styles.css).
 */
// White space folded, so the checks read the rules whatever the formatter's line breaks.
const indexHtml = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8').replace(/\s+/g, ' ');
const styles = fs.readFileSync(path.join(__dirname, '..', 'shared', 'src', 'ui', 'styles.css'), 'utf8');
const darkStart = styles.indexOf('@media (prefers-color-scheme: dark)');

/** The token's value in the light set, or in the dark one. */
function token(name: string, theme: 'light' | 'dark'): string {
  const block = theme === 'light' ? styles.slice(0, darkStart) : styles.slice(darkStart);
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(block)?.[1];
  if (!value) throw new Error(`No --${name} in the ${theme} tokens`);
  return value.trim();
}

it("paints the page's background in both themes with the tokens' colour", () => {
  expect(indexHtml).toContain(`html { background: ${token('color-bg', 'light')}; }`);
  expect(indexHtml).toContain(`@media (prefers-color-scheme: dark) { html { background: ${token('color-bg', 'dark')}; } }`);
});

it("paints a demo site's notice in both themes with the warning tokens", () => {
  expect(indexHtml).toContain(`.demo-banner { background: ${token('color-warning-bg', 'light')}; color: ${token('color-warning-text', 'light')};`);
  expect(indexHtml).toContain(
    `@media (prefers-color-scheme: dark) { .demo-banner { background: ${token('color-warning-bg', 'dark')}; color: ${token('color-warning-text', 'dark')}; } }`,
  );
});
