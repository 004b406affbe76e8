import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forEachDatabase } from './databases';
import { keepServedBuild, publish, readPointer, rollback } from '../src/deployments/releases';
import { fakeBuild, tempDeployFolders } from './remote-builds';

describe('publishing and rolling back a remote', () => {
  const folders = tempDeployFolders();

  it('publishes each build into its own version folder and points at the newest', () => {
    expect(readPointer(folders.deployDir, 'admin')).toBeNull();
    publish(folders.deployDir, 'admin', fakeBuild(folders.root, 'v1'));
    expect(publish(folders.deployDir, 'admin', fakeBuild(folders.root, 'v2'))).toEqual({ current: 'v2', previous: ['v1'] });
    expect(readPointer(folders.deployDir, 'admin')).toEqual({ current: 'v2', previous: ['v1'] });
    expect(fs.readFileSync(path.join(folders.deployDir, 'admin/versions/v1/remoteEntry.js'), 'utf8')).toBe('var admin = "v1";');
    expect(readPointer(folders.deployDir, 'public')).toBeNull();
  });

  it('never overwrites a published version', () => {
    publish(folders.deployDir, 'admin', fakeBuild(folders.root, 'v1'));
    const again = fakeBuild(folders.root, 'v1');
    fs.writeFileSync(path.join(again, 'remoteEntry.js'), 'changed');
    expect(() => publish(folders.deployDir, 'admin', again)).toThrow('already published');
    expect(fs.readFileSync(path.join(folders.deployDir, 'admin/versions/v1/remoteEntry.js'), 'utf8')).toBe('var admin = "v1";');
  });

  it('keeps the plain build served before the first deploy, so the first deploy can be rolled back', () => {
    const served = fakeBuild(folders.root, 'plain');
    expect(keepServedBuild(folders.deployDir, 'admin', served)).toEqual({ current: 'plain', previous: [] });
    publish(folders.deployDir, 'admin', fakeBuild(folders.root, 'v1'));
    // Once a pointer exists, what it names is already published: nothing more is kept.
    expect(keepServedBuild(folders.deployDir, 'admin', fakeBuild(folders.root, 'v1-rebuilt'))).toBeNull();
    expect(rollback(folders.deployDir, 'admin')).toEqual({ current: 'plain', previous: [] });
    expect(fs.readFileSync(path.join(folders.deployDir, 'admin/versions/plain/remoteEntry.js'), 'utf8')).toBe('var admin = "plain";');
  });

  it('keeps nothing when the remote was never built', () => {
    expect(keepServedBuild(folders.deployDir, 'admin', path.join(folders.root, 'no-build'))).toBeNull();
    expect(readPointer(folders.deployDir, 'admin')).toBeNull();
  });

  it('rolls back to the version served before, or to a named one', () => {
    for (const version of ['v1', 'v2', 'v3']) publish(folders.deployDir, 'admin', fakeBuild(folders.root, version));
    expect(rollback(folders.deployDir, 'admin')).toEqual({ current: 'v2', previous: ['v1'] });
    expect(rollback(folders.deployDir, 'admin')).toEqual({ current: 'v1', previous: [] });
    expect(() => rollback(folders.deployDir, 'admin')).toThrow('nothing to roll back to');
    expect(rollback(folders.deployDir, 'admin', 'v3')).toEqual({ current: 'v3', previous: ['v1'] });
    expect(() => rollback(folders.deployDir, 'admin', 'v9')).toThrow('v9 of the admin remote was never published');
    expect(() => rollback(folders.deployDir, 'admin', '../v1')).toThrow('never published');
    expect(() => rollback(folders.deployDir, 'public')).toThrow('no published version');
  });
});

forEachDatabase((ctx) => {
  describe('the runtime config follows the pointer', () => {
    let root: string;
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-deploy-'));
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    it('names the plain build until a version is published, then the pointer, without a restart', async () => {
      const deployDir = path.join(root, 'deployments');
      const app = await ctx().rebuild({ deployDir });
      const adminManifest = async () => (await app.inject({ method: 'GET', url: '/config.json' })).json().remotes.admin;

      expect(await adminManifest()).toBe('/remotes/admin/mf-manifest.json');
      publish(deployDir, 'admin', fakeBuild(root, 'v1'));
      publish(deployDir, 'admin', fakeBuild(root, 'v2'));
      expect(await adminManifest()).toBe('/deployments/admin/versions/v2/mf-manifest.json');
      rollback(deployDir, 'admin');
      expect(await adminManifest()).toBe('/deployments/admin/versions/v1/mf-manifest.json');
    });

    it('serves published versions for a year to any origin, and the pointer never cached', async () => {
      const deployDir = path.join(root, 'deployments');
      const app = await ctx().rebuild({ deployDir });
      publish(deployDir, 'admin', fakeBuild(root, 'v1'));

      const entry = await app.inject({ method: 'GET', url: '/deployments/admin/versions/v1/remoteEntry.js' });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe('var admin = "v1";');
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      const pointer = await app.inject({ method: 'GET', url: '/deployments/admin/pointer.json' });
      expect(pointer.headers['cache-control']).toBe('no-cache');
      const missing = await app.inject({ method: 'GET', url: '/deployments/admin/versions/v7/remoteEntry.js', headers: { accept: 'text/html' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found.', code: 'api.notFound' });
    });

    it('keeps an operator-set manifest URL over the pointer', async () => {
      const deployDir = path.join(root, 'deployments');
      publish(deployDir, 'admin', fakeBuild(root, 'v1'));
      const app = await ctx().rebuild({ deployDir, remotes: { public: null, investor: null, admin: 'https://admin.example.com/mf-manifest.json' } });
      expect((await app.inject({ method: 'GET', url: '/config.json' })).json().remotes.admin).toBe('https://admin.example.com/mf-manifest.json');
    });
  });
});
