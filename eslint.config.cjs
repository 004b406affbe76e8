// The layering rules of docs/architecture.md#layers, checked: `npm run lint` (a suite of `npm test`).
// CommonJS, so the lint test can pass it to ESLint's API inside Jest (no dynamic import there).
const { readdirSync } = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const checkFile = require('eslint-plugin-check-file');
const prettier = require('eslint-config-prettier/flat');
const importX = require('eslint-plugin-import-x');
const jsxA11y = require('eslint-plugin-jsx-a11y-x').default;
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');

/** Folders whose every text is a message (docs/i18n.md): the no-text-in-JSX rule below holds there. */
const TRANSLATED_FOLDERS = ['shared/src/ui', 'shell/src', 'remote-public/src', 'remote-investor/src', 'remote-admin/src'];

const root = __dirname;
const REMOTES = ['remote-public', 'remote-investor', 'remote-admin'];
const FRONT_ENDS = ['shell', ...REMOTES];

/** The feature folders of a remote, each of which may import only itself (and shared). */
function features(remote) {
  const dir = path.join(root, remote, 'src', 'features');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const zone = (target, from, message, except) => ({ target: `./${target}`, from: `./${from}`, message, ...(except && { except }) });

const boundaries = [
  // Remotes deploy alone: one never reaches into another, the shell or the API.
  ...REMOTES.flatMap((remote) =>
    ['shell', 'api', ...REMOTES.filter((other) => other !== remote)].map((other) =>
      zone(remote, other, `A remote never imports ${other}: share through @arcvest/shared.`),
    ),
  ),
  // The shell loads remotes at runtime and knows nothing of their insides.
  ...['api', ...REMOTES].map((other) => zone('shell', other, `The shell loads ${other} at runtime; it never imports it.`)),
  // shared is the bottom layer.
  ...['api', 'shell', 'e2e', 'bench', ...REMOTES].map((other) => zone('shared', other, `shared never imports ${other}.`)),
  // The API takes rules and schemas from shared, never its React, store or UI code.
  ...['shell', ...REMOTES].map((other) => zone('api', other, `The API never imports ${other}.`)),
  zone('api', 'shared', 'The API uses only the rules and schemas of shared (@arcvest/shared/rules, @arcvest/shared/schemas).', [
    './src/rules',
    './src/schemas',
    // The component tests' route table, which an API test checks against the routes the app serves.
    './src/test/api-routes.ts',
  ]),
  zone('api/src', 'shared/src/test', "The API never imports the component tests' helpers."),
  // Inside the API, layers flow routes → services → db.
  zone('api/src/db', 'api/src/services', 'Data access never calls a service: services call db/.'),
  zone('api/src/db', 'api/src/routes', 'Data access never imports a route.'),
  zone('api/src/services', 'api/src/routes', 'Services never import routes: routes call services.'),
  zone('api/src/routes', 'api/src/db', 'Routes call services only: data access and its types stay behind them.'),
  // A remote's own modules beside its features (`src/api`, `src/components`: what several features read) sit below them.
  ...REMOTES.flatMap((remote) =>
    ['api', 'components'].map((layer) =>
      zone(`${remote}/src/${layer}`, `${remote}/src/features`, `The remote's ${layer}/ folder serves the features; it never imports one.`),
    ),
  ),
  // Inside a remote, one folder per feature and no imports across features.
  ...REMOTES.flatMap((remote) =>
    features(remote).map((feature) =>
      zone(`${remote}/src/features/${feature}`, `${remote}/src/features`, `Feature ${feature} imports no other feature: move what both need to shared.`, [
        `./${feature}`,
      ]),
    ),
  ),
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test-results/**',
      'lint/fixtures/**',
      'data/**',
      '*/src/locales/*.ts',
      '*/src/features/*/locales/*.ts',
      'shared/src/rules/locales/*.ts',
      'shared/src/rules/signed-in-locales/*.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only files of these extensions when it resolves imports.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.base.json'), alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-unresolved': ['error', { ignore: ['^@module-federation/', '\\.(css|mp4|webm|png|svg)$'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TypeScript checks these better (types, globals of each environment).
      'no-undef': 'off',
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // One naming convention: every file and folder in kebab-case (`manage-user-detail-page.tsx`),
    // as bulletproof-react does. Migrations keep their names: Kysely records each name in the
    // database, so renaming one would run it again.
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    ignores: ['api/src/db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      // Style sheets and media are not linted themselves; their imports are, so a misnamed one fails here.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)[^/]*[A-Z_][^/]*\\.(css|mp4|webm|png|svg)$', caseSensitive: true, message: 'Asset and style sheet files are named in kebab-case.' },
          ],
        },
      ],
    },
  },
  {
    // Front-end code only reads the schemas' types: TypeBox must not reach the browser bundle.
    files: FRONT_ENDS.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@arcvest/shared/schemas', allowTypeImports: true, message: 'Front ends import only types from the schemas.' }] },
      ],
    },
  },
  {
    // React code: the rules of hooks and the React Compiler's checks, and accessible markup (jsx-a11y-x is
    // eslint-plugin-jsx-a11y's fork with the same rules that supports ESLint 10).
    files: [...FRONT_ENDS, 'shared'].map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    extends: [reactHooks.configs.flat.recommended, jsxA11y.configs.recommended],
  },
  {
    // Queries live in api/src/db/repositories; services take the Db type from db/database.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'Only api/src/db speaks SQL: call a repository, and take Db from db/database.' }],
          patterns: [{ group: ['kysely/*'], message: 'Only api/src/db speaks SQL: call a repository, and take Db from db/database.' }],
        },
      ],
    },
  },
  {
    // Folders whose texts are all messages (docs/i18n.md#the-pseudo-locale-and-the-tests-that-catch-a-missing-text):
    // English written into their JSX would skip the catalogues and show untranslated. Each slice adds its folders.
    files: TRANSLATED_FOLDERS.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]{2}/]', message: 'Text in JSX: render a message descriptor with _() (docs/i18n.md#messages-and-catalogues).' },
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt)$/] > Literal[value=/[A-Za-z]{2}/]',
          message: 'A literal aria-label, placeholder, title or alt: render a message descriptor with _() (docs/i18n.md#messages-and-catalogues).',
        },
      ],
    },
  },
  // Last: layout is Prettier's (`prettier --check .` in npm run lint), so no ESLint rule judges it.
  prettier,
);
