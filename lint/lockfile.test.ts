import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockedPackage {
  optionalDependencies?: Record<string, string>;
}

/**
 * `npm ci` refuses a lockfile that lacks any platform's optional package ("Missing: … from
 * lock file"), and npm here writes such lockfiles when the newest release of a native
 * package lacks some platforms' builds. Deploying teams use `npm ci`, so this keeps it working.
 */
describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(path.join(__dirname, '..', 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };

  test('holds every optional (per-platform) package of every locked package', () => {
    const missing = Object.entries(lock.packages).flatMap(([location, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => !lock.packages[`node_modules/${name}`] && !lock.packages[`${location}/node_modules/${name}`])
        .map((name) => `${name} (for ${location || 'the root'})`),
    );
    expect(missing).toEqual([]);
  });
});
