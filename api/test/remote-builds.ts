import fs from 'node:fs';
import path from 'node:path';

/** A remote's build output as webpack writes it: a manifest naming its version, and a hashed chunk. */
export function fakeBuild(root: string, version: string): string {
  const dist = path.join(root, `build-${version}`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var admin = "${version}";`);
  return dist;
}
