/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

const browserProject = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** One Jest run, a project per workspace. */
const config: Config = {
  projects: [
    {
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'jsdom',
      transform,
      moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    },
    browserProject('shell'),
    browserProject('remote-public'),
    browserProject('remote-investor'),
    browserProject('remote-admin'),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testTimeout: 30000,
    },
  ],
};

export default config;
