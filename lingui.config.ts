import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The public site's features loaded when visited (remote-public/src/routes.tsx), each with a catalogue of its own. */
const PUBLIC_PAGE_FEATURES = ['signup', 'login', 'password-reset', 'freeze-account', 'accept-invitation', 'not-found', 'proof-of-reserves', 'info'];

/** The investor dashboard's features (remote-investor/src/routes.tsx): every page is loaded when visited, with its feature's catalogue. */
const INVESTOR_FEATURES = [
  'overview',
  'buy-plan',
  'invoice',
  'make-withdrawal',
  'user-plans',
  'transaction-history',
  'profile',
  'identity',
  'security',
  'verify-balance',
  'help',
  'notifications',
];

/** The admin console's features (remote-admin/src/routes.tsx), each page loaded with its feature's catalogue. */
const ADMIN_FEATURES = [
  'admin-overview',
  'approvals',
  'audit-log',
  'chain-payments',
  'deployments',
  'identity-verification',
  'manage-addresses',
  'manage-plans',
  'manage-reserves',
  'manage-users',
  'notifications',
  'review-transactions',
  'staff',
  'support',
  'user-plans-admin',
];

/**
 * Rule files whose texts only signed-in pages and the API say (the console's, the dashboard's, the
 * notices): their catalogue comes with the dashboard's and the console's own, off the home page's
 * first view (docs/i18n.md#messages-and-catalogues).
 */
const SIGNED_IN_RULES = [
  'address-book',
  'adjustments',
  'approvals',
  'audit',
  'chain-keys',
  'daily-limits',
  'deployments',
  'display-message',
  'greeting',
  'history',
  'identity',
  'identity-review',
  'identity-upload',
  'images',
  'inbox',
  'invoices',
  'phone',
  'portfolio',
  'sign-ins',
  'step-up-summary',
  'support',
  'transaction-rejection',
  'user-management',
  'user-plans',
  'withdrawal-address',
].map((name) => `<rootDir>/shared/src/rules/${name}.ts`);

/** A remote's own catalogue (its routes and what its features share) and one per feature, off the first view. */
function remoteCatalogues(remote: string, features: readonly string[]) {
  const root = `<rootDir>/${remote}/src`;
  return [
    { path: `${root}/locales/{locale}`, include: [root], exclude: ['**/*.test.*', ...features.map((feature) => `${root}/features/${feature}/**`)] },
    ...features.map((feature) => ({
      path: `${root}/features/${feature}/locales/{locale}`,
      include: [`${root}/features/${feature}`],
      exclude: ['**/*.test.*'],
    })),
  ];
}

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
    { path: '<rootDir>/shared/src/rules/locales/{locale}', include: ['<rootDir>/shared/src/rules'], exclude: ['**/*.test.*', ...SIGNED_IN_RULES] },
    { path: '<rootDir>/shared/src/rules/signed-in-locales/{locale}', include: SIGNED_IN_RULES },
    { path: '<rootDir>/shared/src/locales/{locale}', include: ['<rootDir>/shared/src/ui', '<rootDir>/shared/src/i18n'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/api/src/locales/{locale}', include: ['<rootDir>/api/src'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/shell/src/locales/{locale}', include: ['<rootDir>/shell/src'], exclude: ['**/*.test.*'] },
    ...remoteCatalogues('remote-public', PUBLIC_PAGE_FEATURES),
    ...remoteCatalogues('remote-investor', INVESTOR_FEATURES),
    ...remoteCatalogues('remote-admin', ADMIN_FEATURES),
  ],
});
