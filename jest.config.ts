/** @jest-config-loader esbuild-register */
import os from 'node:os';
import type { Config } from 'jest';

const swc: [string, Record<string, unknown>] = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];
const transform: Config['transform'] = { '^.+\\.(t|j)sx?$': swc };

const browserProject = (name: string, setup: string[] = []): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(mp4|webm|png|svg|webp)$': '<rootDir>/../jest.asset-url.ts',
    // ESM only (its exports have no `require` entry): Jest loads each logo's module transformed, below.
    '^@web3icons/react/icons/tokens/(.*)$': '<rootDir>/../node_modules/@web3icons/react/dist/icons/tokens/$1.js',
  },
  // @scure/base ships only ESM too (the withdrawal address rule).
  transformIgnorePatterns: ['/node_modules/(?!(@web3icons|@scure)/)'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts', ...setup],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/**
 * The API's system tests, a minute or two each on the two-core machine: a watcher killed inside a
 * settlement, a server killed mid-request, generated input for every route, three servers racing,
 * a canary's thousand visitors and its commands. A project of their own, so the everyday loop
 * (`npm run test:api`) leaves them to `npm test`.
 */
const API_SYSTEM_TESTS = ['crash-chain', 'crash', 'fuzz', 'several-servers', 'canary'];

const apiProject = (name: string, files: Pick<Config, 'testMatch' | 'testPathIgnorePatterns'>): Config => ({
  displayName: name,
  rootDir: '<rootDir>/api',
  testEnvironment: 'node',
  transform,
  ...files,
  // cookie 2 (app.inject), content-disposition 3 (@fastify/static), @scure/base (the
  // withdrawal address rule) and @noble/hashes 2 (under ripple-keypairs' @xrplf/isomorphic) ship
  // only ESM, which Jest loads on Node 20 only once transformed to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|@scure|@xrplf|@noble)/)'],
  // PostgreSQL probed and a database of each kind migrated once for the run, not once per file.
  globalSetup: '<rootDir>/test/global-setup.ts',
});

/** One Jest run, a project per workspace, the API's in two. */
const config: Config = {
  // Every core (Jest's default, one fewer, runs test files one at a time on a two-core machine),
  // at most four, so the API tests' PostgreSQL connections stay well under its limit of 100.
  maxWorkers: Math.min(os.availableParallelism(), 4),
  // Global only: Jest ignores testTimeout inside a project. Generous, because API tests on both
  // databases share two cores with the other projects in CI; a hang still fails.
  testTimeout: 30_000,
  // Every spy (mockFetch's fetch among them) is put back before each test, so no test file repeats it.
  projects: [
    {
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'jsdom',
      transform,
      moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
      // @scure/base ships only ESM (the withdrawal address rule): Jest loads it transformed.
      transformIgnorePatterns: ['/node_modules/(?!(@scure)/)'],
      setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    },
    browserProject('shell'),
    browserProject('remote-public'),
    // The texts the shell adds when it loads the remote: its own and the signed-in rules'.
    browserProject('remote-investor', ['<rootDir>/src/test-setup.ts']),
    browserProject('remote-admin', ['<rootDir>/src/test-setup.ts']),
    {
      displayName: 'webpack',
      rootDir: '<rootDir>/webpack',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/*.test.ts'],
    },
    {
      displayName: 'lint',
      rootDir: '<rootDir>/lint',
      testEnvironment: 'node',
      transform,
      // eslint-plugin-jsx-a11y-x (in eslint.config.cjs) ships only ESM: Jest loads it transformed.
      transformIgnorePatterns: ['/node_modules/(?!eslint-plugin-jsx-a11y-x/)'],
      testMatch: ['<rootDir>/*.test.ts'],
    },
    {
      // The repository's commands, run as a user runs them.
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      // The commands are plain ES modules (.mjs), which Jest on Node 20 loads only once transformed.
      transform: { '^.+\\.(mjs|tsx?)$': swc },
      testMatch: ['<rootDir>/*.test.ts'],
    },
    {
      // The bench's pure parts (its verdicts and tables); the bench itself is `npm run bench`.
      displayName: 'bench',
      rootDir: '<rootDir>/bench',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/*.test.ts'],
    },
    apiProject('api', {
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: [`/api/test/(${API_SYSTEM_TESTS.join('|')})\\.test\\.ts$`],
    }),
    apiProject('api-system', { testMatch: API_SYSTEM_TESTS.map((name) => `<rootDir>/test/${name}.test.ts`) }),
  ].map((project) => ({ ...project, restoreMocks: true })),
};

export default config;
