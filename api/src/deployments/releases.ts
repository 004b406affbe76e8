import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_VERSION_PATTERN } from '@arcvest/shared/rules';
import type { RuntimeConfigResponse } from '@arcvest/shared/schemas';

export type RemoteName = keyof RuntimeConfigResponse['remotes'];

/**
 * Published versions of each remote and the pointer to the one served:
 *
 *   <deployDir>/<remote>/versions/<version>/   one folder per version, written once, never overwritten
 *   <deployDir>/<remote>/pointer.json          { current, previous, canary? }: what /config.json names
 *
 * The same layout works as object-storage keys behind a CDN (docs/deployment.md#pointers).
 */
export interface Pointer {
  /** The version /config.json names. */
  current: string;
  /** The versions the pointer named before, most recent last: a rollback returns to the last one. */
  previous: string[];
  /** A version served to a share of visitors beside `current` (docs/deployment.md#canary-releases). */
  canary?: Canary;
}

export interface Canary {
  version: string;
  /** Per cent of visitors, 1 to 100. */
  share: number;
  /** When it started (ISO 8601): its counts are read from then on. */
  startedAt: string;
}

export const MANIFEST_FILE = 'mf-manifest.json';

const VERSION = new RegExp(REMOTE_VERSION_PATTERN);

const remoteDir = (deployDir: string, name: RemoteName) => path.join(deployDir, name);
const pointerFile = (deployDir: string, name: RemoteName) => path.join(remoteDir(deployDir, name), 'pointer.json');
export const versionDir = (deployDir: string, name: RemoteName, version: string) => path.join(remoteDir(deployDir, name), 'versions', version);

/** The public path of a published version's folder (served by routes/web/static.ts). */
export const versionUrl = (name: RemoteName, version: string) => `/deployments/${name}/versions/${version}/`;

/** The remote's pointer, or null when none of its versions was ever published. */
export function readPointer(deployDir: string, name: RemoteName): Pointer | null {
  let text: string;
  try {
    text = fs.readFileSync(pointerFile(deployDir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pointer = JSON.parse(text) as Pointer;
  if (!VERSION.test(pointer.current) || (pointer.canary && !VERSION.test(pointer.canary.version))) {
    throw new Error(`${pointerFile(deployDir, name)} names an invalid version.`);
  }
  return pointer;
}

/** Written beside and renamed over the old pointer, so a reader never sees half a file. */
function writePointer(deployDir: string, name: RemoteName, pointer: Pointer): void {
  const file = pointerFile(deployDir, name);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** The version a remote's build names in its manifest (`metaData.buildInfo.buildVersion`). */
export function builtVersion(distDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_FILE), 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: unknown } };
  };
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !VERSION.test(version)) throw new Error(`${distDir}/${MANIFEST_FILE} has no usable buildVersion.`);
  return version;
}

/** Copies a build into its version folder, refusing a version already published. */
function publishVersion(deployDir: string, name: RemoteName, distDir: string): string {
  const version = builtVersion(distDir);
  const target = versionDir(deployDir, name, version);
  if (fs.existsSync(target)) throw new Error(`Version ${version} of the ${name} remote is already published; build with another BUILD_VERSION.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Copied under a temporary name and renamed, so the folder appears complete or not at all.
  const staging = `${target}.${process.pid}.partial`;
  fs.cpSync(distDir, staging, { recursive: true });
  fs.renameSync(staging, target);
  return version;
}

function refuseDuringCanary(name: RemoteName, pointer: Pointer | null): void {
  if (pointer?.canary) {
    throw new Error(`Version ${pointer.canary.version} of the ${name} remote is a canary: promote it or end it (rollback) first.`);
  }
}

/**
 * Copies a built remote into a new version folder and points at it. A version already
 * published is refused: a folder that browsers may cache for a year must never change.
 */
export function publish(deployDir: string, name: RemoteName, distDir: string): Pointer {
  const before = readPointer(deployDir, name);
  refuseDuringCanary(name, before);
  const version = publishVersion(deployDir, name, distDir);
  const pointer = { current: version, previous: before ? [...before.previous, before.current] : [] };
  writePointer(deployDir, name, pointer);
  return pointer;
}

/**
 * Publishes a build as the remote's canary: served to `share` per cent of visitors, the others
 * keep the current version. Needs a current version to fall back to (the deploy's `predeploy`
 * publishes the plain build first).
 */
export function publishCanary(deployDir: string, name: RemoteName, distDir: string, share: number, at: Date): Pointer {
  const before = readPointer(deployDir, name);
  if (!before) throw new Error(`The ${name} remote has no published version for the canary's other visitors: deploy without --canary first.`);
  refuseDuringCanary(name, before);
  const version = publishVersion(deployDir, name, distDir);
  const pointer = { ...before, canary: { version, share, startedAt: at.toISOString() } };
  writePointer(deployDir, name, pointer);
  return pointer;
}

/**
 * The canary changes of the commands and of the admin's actions. Each takes the canary version it
 * was decided on (`expected`), or any canary when undefined, and returns null when the pointer
 * has no such canary any more, so a second server or admin doing the same changes nothing.
 */
function changeCanary(deployDir: string, name: RemoteName, expected: string | undefined, change: (pointer: Pointer, canary: Canary) => Pointer): Pointer | null {
  const pointer = readPointer(deployDir, name);
  if (!pointer?.canary || (expected !== undefined && pointer.canary.version !== expected)) return null;
  const changed = change(pointer, pointer.canary);
  writePointer(deployDir, name, changed);
  return changed;
}

/** The canary becomes the version every visitor gets; the current one goes to `previous`. */
export function promoteCanary(deployDir: string, name: RemoteName, expected?: string): Pointer | null {
  return changeCanary(deployDir, name, expected, ({ current, previous }, canary) => ({ current: canary.version, previous: [...previous, current] }));
}

export function setCanaryShare(deployDir: string, name: RemoteName, share: number, expected?: string): Pointer | null {
  return changeCanary(deployDir, name, expected, (pointer, canary) => ({ ...pointer, canary: { ...canary, share } }));
}

/** Every visitor gets the current version again; the canary's folder stays published. */
export function endCanary(deployDir: string, name: RemoteName, expected?: string): Pointer | null {
  return changeCanary(deployDir, name, expected, ({ current, previous }) => ({ current, previous }));
}

/**
 * Before a remote's first deploy the server serves its plain build (`dist/`), which the deploy's
 * build is about to overwrite. Publishing that build first, as a version of its own, leaves
 * something to roll back to. Nothing to do once a pointer exists or when there is no build.
 */
export function keepServedBuild(deployDir: string, name: RemoteName, distDir: string): Pointer | null {
  if (readPointer(deployDir, name) || !fs.existsSync(path.join(distDir, MANIFEST_FILE))) return null;
  return publish(deployDir, name, distDir);
}

/**
 * Points back at the version served before the current one, or at `to` (any published version).
 * During a canary it ends the canary instead: the version served before it is the current one.
 */
export function rollback(deployDir: string, name: RemoteName, to?: string): Pointer {
  const pointer = readPointer(deployDir, name);
  if (!pointer) throw new Error(`The ${name} remote has no published version to roll back from.`);
  if (pointer.canary) {
    if (to !== undefined) throw new Error(`Version ${pointer.canary.version} of the ${name} remote is a canary: roll back without --to to end it first.`);
    return endCanary(deployDir, name) ?? pointer;
  }
  if (to === undefined) {
    const target = pointer.previous.at(-1);
    if (target === undefined) throw new Error(`The ${name} remote has served only ${pointer.current}: there is nothing to roll back to.`);
    const moved = { current: target, previous: pointer.previous.slice(0, -1) };
    writePointer(deployDir, name, moved);
    return moved;
  }
  if (!VERSION.test(to) || !fs.existsSync(versionDir(deployDir, name, to))) {
    throw new Error(`Version ${to} of the ${name} remote was never published (see ${path.dirname(versionDir(deployDir, name, 'x'))}).`);
  }
  const moved = { current: to, previous: [...pointer.previous, pointer.current] };
  writePointer(deployDir, name, moved);
  return moved;
}
