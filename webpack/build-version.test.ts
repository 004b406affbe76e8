import { buildVersion, sharedLibraryVersions } from './index';

const BUILT_AT = new Date('2026-11-24T02:30:05.123Z');

describe("a remote's build version", () => {
  it('is the version the team sets', () => {
    expect(buildVersion({ BUILD_VERSION: '2.4.0-rc.1' }, BUILT_AT)).toBe('2.4.0-rc.1');
  });

  it('is otherwise the commit plus the build time', () => {
    expect(buildVersion({}, BUILT_AT)).toMatch(/^([0-9a-f]{7,}|nogit)-20261124T023005Z$/);
  });

  it('refuses a version that is not safe as a folder name', () => {
    expect(() => buildVersion({ BUILD_VERSION: '../v1' }, BUILT_AT)).toThrow('BUILD_VERSION must match');
  });
});

it('reads the versions a build provides of React, react-dom and @arcvest/shared', () => {
  expect(Object.keys(sharedLibraryVersions(__dirname))).toEqual(['react', 'react-dom', '@arcvest/shared']);
  expect(sharedLibraryVersions(__dirname)['@arcvest/shared']).toMatch(/^\d+\.\d+\.\d+/);
});
