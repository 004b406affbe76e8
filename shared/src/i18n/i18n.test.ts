import type { Messages } from '@lingui/core';
import { activateLocale, addCatalogue, i18n, registerCatalogue, type CatalogueLoader } from './i18n';

const catalogue =
  (id: string): CatalogueLoader =>
  async (locale) =>
    ({ [id]: `${id} in ${locale}` }) as Messages;

describe('activateLocale', () => {
  afterEach(() => activateLocale('en'));

  it('loads in the new language a catalogue added while the others load', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: CatalogueLoader = async (locale) => {
      await held;
      return { 'test.slow': `slow in ${locale}` };
    };
    registerCatalogue(slow);
    const switching = activateLocale('es');
    // A remote arrives meanwhile: it loads its texts in the language still active.
    const arriving = addCatalogue(catalogue('test.remote'));
    release();
    await Promise.all([switching, arriving]);
    expect(i18n.locale).toBe('es');
    expect(i18n._('test.remote')).toBe('test.remote in es');
    expect(i18n._('test.slow')).toBe('slow in es');
  });
});
