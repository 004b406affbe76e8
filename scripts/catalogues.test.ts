import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { writeUncataloguedAsWritten } from '@arcvest/shared/rules';
import { compileCatalogue, compilesToItself, readCatalogues, ROOT, SOURCE_LOCALE, type CatalogueState } from './catalogues';
import { pseudoMessage } from './pseudo-locale';

/** The ICU arguments a message names ({name}, {count, plural, ...}), sorted: every language must name the same. */
function argumentsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]))].sort();
}

/** The plural categories a message gives for `{x, plural, ...}`. */
function pluralCategories(text: string): string[] {
  const plural = /\{\s*\w+\s*,\s*plural\s*,(.*)\}/s.exec(text);
  return plural ? [...plural[1].matchAll(/(?:^|\})\s*(zero|one|two|few|many|other)\s*\{/g)].map((match) => match[1]) : [];
}

/** The messages of the module `npm run i18n` wrote for a catalogue's language, as it is on disk. */
async function compiledOnDisk(folder: string, locale: string): Promise<unknown> {
  return ((await import(path.join(ROOT, folder, `${locale}.ts`))) as { messages: unknown }).messages;
}

describe('the message catalogues', () => {
  let catalogues: CatalogueState[];
  beforeAll(async () => {
    catalogues = await readCatalogues();
  }, 60_000);

  it('hold exactly the messages of the code, in English as the code writes them', () => {
    for (const { folder, inCode, inFiles } of catalogues) {
      expect({ folder, messages: inFiles[SOURCE_LOCALE] }).toEqual({ folder, messages: inCode });
    }
    expect(catalogues.flatMap((catalogue) => Object.keys(catalogue.inCode)).length).toBeGreaterThan(50);
  });

  it('give every language every text, with the same arguments and the plural forms it needs', () => {
    const problems: string[] = [];
    for (const { folder, inFiles } of catalogues) {
      const english = inFiles[SOURCE_LOCALE];
      for (const [locale, messages] of Object.entries(inFiles)) {
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        const missing = Object.keys(english).filter((id) => !messages[id]);
        const extra = Object.keys(messages).filter((id) => !(id in english));
        problems.push(...missing.map((id) => `${folder}/${locale}.po: ${id} is not translated`));
        problems.push(...extra.map((id) => `${folder}/${locale}.po: ${id} is not in English`));
        for (const [id, text] of Object.entries(messages)) {
          if (!english[id] || !text) continue;
          if (argumentsOf(text).join() !== argumentsOf(english[id]).join()) problems.push(`${folder}/${locale}.po: ${id} names other arguments`);
          const forms = pluralCategories(text);
          if (forms.length > 0 && categories.some((category) => !forms.includes(category))) {
            problems.push(`${folder}/${locale}.po: ${id} lacks plural forms of ${categories.filter((category) => !forms.includes(category)).join(', ')}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('are compiled from the PO files as they are, the pseudo-locale included', async () => {
    for (const { folder, inFiles } of catalogues) {
      for (const [locale, messages] of Object.entries(compileCatalogue(inFiles))) {
        expect({ file: `${folder}/${locale}.ts`, messages: await compiledOnDisk(folder, locale) }).toEqual({ file: `${folder}/${locale}.ts`, messages });
      }
    }
  });

  describe('English, written from the code where the catalogue leaves a text out', () => {
    it('keeps in the catalogue only the texts Lingui must compile', () => {
      const kept = catalogues.flatMap(({ inCode, inFiles }) =>
        Object.entries(compileCatalogue(inFiles)[SOURCE_LOCALE]).map(([id, message]) => ({ id, itself: compilesToItself(inCode[id], message) })),
      );
      expect(kept.filter(({ itself }) => itself)).toEqual([]);
      expect(kept.length).toBeLessThan(catalogues.flatMap(({ inCode }) => Object.keys(inCode)).length / 3);
    });

    it('writes every text of every catalogue as the whole compiled English catalogue does, in a production build', () => {
      const values = { count: 2, name: 'Ada', amount: '$5.00' };
      const differences: string[] = [];
      for (const { folder, inCode, inFiles } of catalogues) {
        const whole = setupI18n();
        whole.load(SOURCE_LOCALE, Object.fromEntries(Object.entries(inCode).map(([id, text]) => [id, compileMessage(text)])));
        whole.activate(SOURCE_LOCALE);
        const production = setupI18n();
        writeUncataloguedAsWritten(production, true);
        production.load(SOURCE_LOCALE, compileCatalogue(inFiles)[SOURCE_LOCALE]);
        production.activate(SOURCE_LOCALE);
        for (const [id, message] of Object.entries(inCode)) {
          const expected = whole._({ id, message, values });
          if (production._({ id, message, values }) !== expected) differences.push(`${folder}: ${id}`);
        }
      }
      expect(differences).toEqual([]);
    });
  });
});

describe('the pseudo-locale', () => {
  it('accents and lengthens the text but keeps placeholders, plural keywords and tags', () => {
    expect(pseudoMessage(['Hello ', ['name'], ', ', ['count', 'plural', { one: ['#', ' plan'], other: ['#', ' plans'] }], ' <0>now</0>'])).toEqual([
      '⟦',
      'Héllõ ',
      ['name'],
      ', ',
      ['count', 'plural', { one: ['#', ' plàñ'], other: ['#', ' plàñs'] }],
      ' <0>ñõw</0>',
      ' ···',
      '⟧',
    ]);
  });

  it('marks a message with no placeholder', () => {
    expect(pseudoMessage('Sign in').join('')).toBe('⟦Sîgñ îñ ···⟧');
  });
});
