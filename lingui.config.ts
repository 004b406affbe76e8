import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The public site's features loaded when visited (remote-public/src/routes.tsx), each with a catalogue of its own. */
const PUBLIC_PAGE_FEATURES = ['signup', 'login', 'password-reset', 'freeze-account', 'accept-invitation', 'not-found', 'proof-of-reserves', 'info'];

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
    { path: '<rootDir>/shared/src/locales/{locale}', include: ['<rootDir>/shared/src/ui', '<rootDir>/shared/src/i18n'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/shell/src/locales/{locale}', include: ['<rootDir>/shell/src'], exclude: ['**/*.test.*'] },
    {
      path: '<rootDir>/remote-public/src/locales/{locale}',
      include: ['<rootDir>/remote-public/src'],
      exclude: ['**/*.test.*', ...PUBLIC_PAGE_FEATURES.map((feature) => `<rootDir>/remote-public/src/features/${feature}/**`)],
    },
    // Each page the public site loads when visited brings its own texts, off the home page's first view.
    ...PUBLIC_PAGE_FEATURES.map((feature) => ({
      path: `<rootDir>/remote-public/src/features/${feature}/locales/{locale}`,
      include: [`<rootDir>/remote-public/src/features/${feature}`],
      exclude: ['**/*.test.*'],
    })),
  ],
});
