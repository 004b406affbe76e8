import { parseManifest } from './manifest';

const META = { buildInfo: { buildVersion: 'abc-1', buildTime: '2026-11-20T10:00:00.000Z' }, remoteEntry: { name: 'remoteEntry.js', path: '' } };

it('finds the entry beside a manifest built with an automatic public path', () => {
  const manifest = parseManifest('https://cdn.example/admin/versions/abc-1/mf-manifest.json', {
    metaData: { ...META, publicPath: 'auto' },
    shared: [
      { name: 'react', version: '19.3.1' },
      { name: '@arcvest/shared', version: '1.0.0' },
    ],
  });
  expect(manifest).toEqual({
    url: 'https://cdn.example/admin/versions/abc-1/mf-manifest.json',
    version: 'abc-1',
    buildTime: '2026-11-20T10:00:00.000Z',
    entryUrl: 'https://cdn.example/admin/versions/abc-1/remoteEntry.js',
    builtAgainst: { react: '19.3.1', '@arcvest/shared': '1.0.0' },
  });
});

it('follows a fixed public path and an entry sub-folder', () => {
  const manifest = parseManifest('https://site.example/m/mf-manifest.json', {
    metaData: { ...META, remoteEntry: { name: 'remoteEntry.js', path: 'entry/' }, publicPath: 'https://files.example/admin/' },
    shared: [],
  });
  expect(manifest.entryUrl).toBe('https://files.example/admin/entry/remoteEntry.js');
});

it('refuses a file that is not a remote manifest', () => {
  expect(() => parseManifest('https://x.example/config.json', { shared: [] })).toThrow("is not a remote's mf-manifest.json");
});
