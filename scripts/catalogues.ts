/**
 * The message catalogues as the code and the PO files hold them (docs/i18n.md#messages-and-catalogues),
 * for `npm run i18n` (scripts/i18n.ts), which writes them, and for catalogues.test.ts, which proves
 * them complete and current.
 */
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { pseudoCatalogue } from './pseudo-locale';

export const ROOT = path.resolve(__dirname, '..');
export const SOURCE_LOCALE = 'en';
export const PSEUDO_LOCALE = 'pseudo';

export function linguiConfig(): LinguiConfigNormalized {
  return getConfig({ cwd: ROOT, configPath: path.join(ROOT, 'lingui.config.ts') });
}

export type Compiled = Record<string, CompiledMessage>;

/** Whether a text compiles to itself: no placeholder, plural, tag or escape for Lingui to read. */
export function compilesToItself(text: string, compiled: CompiledMessage): boolean {
  return compiled.length === 1 && compiled[0] === text;
}

/**
 * A catalogue's compiled messages in each language, the pseudo-locale's made from English's.
 * English keeps only the texts that do not compile to themselves: the others are in the code, as
 * each descriptor's `message`, and are written from there (`writeUncataloguedAsWritten`).
 */
export function compileCatalogue(translations: Record<string, Record<string, string>>): Record<string, Compiled> {
  const compiled = Object.fromEntries(
    Object.entries(translations).map(([locale, messages]) => [
      locale,
      Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])),
    ]),
  );
  const english = compiled[SOURCE_LOCALE] ?? {};
  const englishText = translations[SOURCE_LOCALE] ?? {};
  return {
    ...compiled,
    [SOURCE_LOCALE]: Object.fromEntries(Object.entries(english).filter(([id, message]) => !compilesToItself(englishText[id], message))),
    [PSEUDO_LOCALE]: pseudoCatalogue(english),
  };
}

/** The TypeScript module a compiled catalogue is written as: the shape `CatalogueLoader` imports. */
export function compiledModule(messages: Compiled): string {
  return [
    '// Written by `npm run i18n` from the PO files beside it: edit those, not this.',
    // No import: the API reads these too, and the front ends reach Lingui only through @arcvest/shared.
    `export const messages: Readonly<Record<string, unknown>> = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
    '',
  ].join('\n');
}

export interface CatalogueState {
  /** The catalogue's folder, relative to the repository. */
  folder: string;
  /** The messages in the code: id to English text. */
  inCode: Record<string, string>;
  /** Each language's PO file: id to text ('' when untranslated). */
  inFiles: Record<string, Record<string, string>>;
}

/** What the code says and what each PO file holds, for every catalogue. */
export async function readCatalogues(config = linguiConfig()): Promise<CatalogueState[]> {
  const catalogs = await getCatalogs(config);
  return Promise.all(
    catalogs.map(async (catalog) => {
      const extracted = (await catalog.collect()) ?? {};
      const files = await catalog.readAll();
      return {
        folder: path.relative(ROOT, catalog.localeDir ?? path.dirname(catalog.getFilename(SOURCE_LOCALE))),
        inCode: Object.fromEntries(Object.entries(extracted).map(([id, entry]) => [id, entry.message ?? ''])),
        inFiles: Object.fromEntries(
          Object.entries(files).map(([locale, messages]) => [
            locale,
            Object.fromEntries(Object.entries(messages ?? {}).map(([id, entry]) => [id, entry.translation ?? ''])),
          ]),
        ),
      };
    }),
  );
}
