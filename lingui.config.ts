import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogues (docs/i18n.md#messages-and-catalogues): one per package area, one PO file
 * per language, extracted from the `/*i18n*\/` descriptors in the code by `npm run i18n`. English is
 * the source; a text missing in another language fails `lingui compile --strict`, so there is no
 * fallback language.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt-BR', 'ar'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: [
    { path: '<rootDir>/shared/src/locales/{locale}', include: ['<rootDir>/shared/src/ui', '<rootDir>/shared/src/i18n'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/shell/src/locales/{locale}', include: ['<rootDir>/shell/src'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/remote-public/src/locales/{locale}', include: ['<rootDir>/remote-public/src'], exclude: ['**/*.test.*'] },
  ],
});
