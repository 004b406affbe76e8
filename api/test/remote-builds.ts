import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A remote's build output as webpack writes it: a manifest naming its version, and a hashed chunk. */
export function fakeBuild(root: string, version: string): string {
  const dist = path.join(root, `build-${version}`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var admin = "${version}";`);
  return dist;
}

/** A fresh folder per test (removed after it), with the deploy folder inside it. */
export function tempDeployFolders(): { root: string; deployDir: string } {
  const folders = { root: '', deployDir: '' };
  beforeEach(() => {
    folders.root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-deploy-'));
    folders.deployDir = path.join(folders.root, 'deployments');
  });
  afterEach(() => fs.rmSync(folders.root, { recursive: true, force: true }));
  return folders;
}
