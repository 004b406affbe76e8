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
    { path: '<rootDir>/shared/src/rules/locales/{locale}', include: ['<rootDir>/shared/src/rules'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/shell/src/locales/{locale}', include: ['<rootDir>/shell/src'], exclude: ['**/*.test.*'] },
    {
      path: '<rootDir>/remote-public/src/locales/{locale}',
      include: ['<rootDir>/remote-public/src'],
      exclude: ['**/*.test.*', '<rootDir>/remote-public/src/features/info/**'],
    },
    // The about, terms and privacy pages: their texts arrive with them, off the home page's first view.
    {
      path: '<rootDir>/remote-public/src/features/info/locales/{locale}',
      include: ['<rootDir>/remote-public/src/features/info'],
      exclude: ['**/*.test.*'],
    },
  ],
});
