/**
 * `npm run i18n`: extracts the messages from the code into each catalogue's PO files (English's
 * texts from the code, new ids left empty in the other languages, gone ones removed), then compiles
 * every language and the pseudo-locale into the TypeScript modules the pages load. Fails, naming
 * them, when a language misses a text: nothing falls back to English unseen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { compileCatalogue, compiledModule, linguiConfig, readCatalogues, ROOT } from './catalogues';

async function main() {
  const config = linguiConfig();
  for (const catalog of await getCatalogs(config)) {
    await catalog.make({ clean: true, overwrite: true, locale: config.locales, orderBy: 'messageId' });
  }
  const missing: string[] = [];
  for (const { folder, inFiles } of await readCatalogues(config)) {
    for (const [locale, messages] of Object.entries(inFiles)) {
      for (const [id, text] of Object.entries(messages)) if (text === '') missing.push(`${folder}/${locale}.po: ${id}`);
    }
    for (const [locale, messages] of Object.entries(compileCatalogue(inFiles))) {
      fs.writeFileSync(path.join(ROOT, folder, `${locale}.ts`), compiledModule(messages));
    }
  }
  if (missing.length > 0) {
    console.error(`Texts still to translate (${missing.length}):\n${missing.join('\n')}`);
    process.exitCode = 1;
  }
}

void main();
