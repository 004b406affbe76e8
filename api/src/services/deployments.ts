import fs from 'node:fs';
import path from 'node:path';
import {
  clientErrorMessage,
  firstViewFiles,
  REMOTE_NAMES,
  type FirstViewFiles,
  type Message,
  type Writer,
  INBOX_NOTICES,
  type Notice,
} from '@arcvest/shared/rules';
import type { CanaryShareBody, ClientErrorBody, Deployments, RemoteDeployment, RemoteLoadBody, VersionCounts } from '@arcvest/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import { canaryOutcome, claimCanaryOutcome } from '../db/repositories/canary-outcomes';
import { claimVisitorReport, countRemoteLoads, countsSince, recentMinutes, reportingVisitors, type VersionKey } from '../db/repositories/remote-loads';
import { adminRecipients } from '../db/repositories/users';
import type { CanaryOutcome, UserRow } from '../db/tables';
import { writerFor } from '../i18n';
import { tellStaff } from './inbox';
import { canaryFails, ERRORS_PER_VISITOR, inCanary, lastLoads, type Counts } from '../domain/canary';
import {
  builtVersion,
  endCanary,
  MANIFEST_FILE,
  promoteCanary,
  readPointer,
  setCanaryShare,
  versionDir,
  versionUrl,
  type Canary,
  type Pointer,
  type RemoteName,
} from '../deployments/releases';
import { HttpError } from '../errors';
import { canaryRolledBackEmail, type NotificationText } from './notification-emails';
import type { NotificationService } from './notifications';
import type { ServerKeys } from './server-keys';

export const DEPLOYMENT_TEXTS = {
  canaryGone: /*i18n*/ { id: 'api.deployment.canaryGone', message: 'That canary is no longer running. Reload the page to see what is served now.' },
  promoted: /*i18n*/ { id: 'api.deployment.promoted', message: 'Version {version} of the {remote} remote is now served to every visitor.' },
  shareChanged: /*i18n*/ { id: 'api.deployment.shareChanged', message: "The {remote} remote's canary {version} is now served to {share} % of visitors." },
  ended: /*i18n*/ { id: 'api.deployment.ended', message: "The {remote} remote's canary {version} has ended: every visitor gets the current version." },
} satisfies Record<string, Message>;

const AUDIT_ACTIONS: Record<CanaryOutcome, string> = {
  promoted: 'deployment.promote',
  ended: 'deployment.end-canary',
  'rolled-back': 'deployment.auto-rollback',
};

const HOUR_MS = 3_600_000;
/** How far back the current version's last page loads are looked for. */
const CURRENT_LOOKBACK_MS = 24 * HOUR_MS;

/** The UTC minute counts are kept in: '2026-11-27T10:04'. */
const minuteOf = (at: Date) => at.toISOString().slice(0, 16);

/** The sender of a report, by their signed cookies: their id and the versions /config.json served them; null without valid ones. */
type ReportingVisitor = { id: string; served: Record<string, string> } | null;

/** What /config.json names for one remote to one visitor. */
interface Served {
  manifestUrl: string;
  /** The build version in that manifest; null when unknown (a remote on its own origin). */
  version: string | null;
}

export type DeploymentService = ReturnType<typeof createDeploymentService>;

/**
 * Which version of each remote a visitor gets, the counts of page loads and errors per version,
 * the automatic rollback of a failing canary, and the admin's canary actions
 * (docs/deployment.md#canary-releases). The pointer files say what is served; the database
 * holds the counts and how each canary ended, which several servers must agree on.
 */
export function createDeploymentService(deps: {
  db: Db;
  config: Pick<Config, 'remotes' | 'deployDir' | 'webRoot' | 'canary' | 'serverVersion' | 'site'>;
  now: () => Date;
  notifications: NotificationService;
  log: FastifyBaseLogger;
  keys: Pick<ServerKeys, 'cookieMac'>;
}) {
  const { db, config, now, notifications, log, keys } = deps;
  const plainBuilds = new Map<RemoteName, { mtimeMs: number; version: string | null }>();

  /** The plain build's version, read again only when its manifest changes (a rebuild). */
  function plainBuildVersion(name: RemoteName): string | null {
    const dist = path.join(config.webRoot, `remote-${name}`, 'dist');
    const mtimeMs = fs.statSync(path.join(dist, MANIFEST_FILE), { throwIfNoEntry: false })?.mtimeMs ?? -1;
    const cached = plainBuilds.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.version;
    let version: string | null = null;
    try {
      version = mtimeMs < 0 ? null : builtVersion(dist);
    } catch (error) {
      log.warn({ err: error, remote: name }, 'the plain build names no usable version');
    }
    plainBuilds.set(name, { mtimeMs, version });
    return version;
  }

  const manifestOf = (name: RemoteName, version: string) => `${versionUrl(name, version)}${MANIFEST_FILE}`;

  function served(name: RemoteName, pointer: Pointer | null, visitorId: string | null): Served {
    const configured = config.remotes[name];
    if (configured !== null) return { manifestUrl: configured, version: null };
    if (!pointer) return { manifestUrl: `/remotes/${name}/${MANIFEST_FILE}`, version: plainBuildVersion(name) };
    const version = pointer.canary && visitorId !== null && inCanary(visitorId, name, pointer.canary) ? pointer.canary.version : pointer.current;
    return { manifestUrl: manifestOf(name, version), version };
  }

  const pointerOf = (name: RemoteName) => (config.remotes[name] === null ? readPointer(config.deployDir, name) : null);

  /** Each remote's manifest for this visitor, and the versions they name (when known). */
  function manifestsFor(visitorId: string): { manifests: Record<RemoteName, string>; versions: Record<string, string> } {
    const all = REMOTE_NAMES.map((name) => [name, served(name, pointerOf(name), visitorId)] as const);
    return {
      manifests: Object.fromEntries(all.map(([name, { manifestUrl }]) => [name, manifestUrl])) as Record<RemoteName, string>,
      versions: Object.fromEntries(all.flatMap(([name, { version }]) => (version === null ? [] : [[name, version]]))),
    };
  }

  /** Whether any remote runs a canary now: only then does a signed-in user's version depend on who they are (not just their cookie). */
  function canaryRunning(): boolean {
    return REMOTE_NAMES.some((name) => pointerOf(name)?.canary != null);
  }

  const firstViews = new Map<string, { mtimeMs: number; files: FirstViewFiles | null }>();

  /** A manifest's first-view files, read again only when the file changes (a rebuild of the plain build). */
  function firstViewIn(dist: string): FirstViewFiles | null {
    const file = path.join(dist, MANIFEST_FILE);
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    const cached = firstViews.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.files;
    let files: FirstViewFiles | null = null;
    try {
      files = mtimeMs < 0 ? null : firstViewFiles(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch (error) {
      log.warn({ err: error, file }, 'a remote manifest could not be read for preloading');
    }
    firstViews.set(file, { mtimeMs, files });
    return files;
  }

  /**
   * What the page's HTML asks the browser to fetch early for this visitor's version of a remote
   * (routes/web/preload.ts): its manifest, entry and first-view files as URLs of this server.
   * Null for a remote served from elsewhere (REMOTE_*_MANIFEST), whose files this server cannot read.
   */
  function firstViewPreloads(name: RemoteName, visitorId: string): { manifest: string; scripts: string[]; styles: string[] } | null {
    const build = servedBuild(name, visitorId);
    const files = build && firstViewIn(build.dist);
    if (!build || !files) return null;
    const { folder } = build;
    return {
      manifest: build.manifestUrl,
      scripts: [files.entry, ...files.scripts].map((file) => folder + file),
      styles: files.styles.map((file) => folder + file),
    };
  }

  /**
   * The folder on this server of the build of a remote this visitor gets (its plain build or a
   * published version), with its URL: null for a remote served from elsewhere (REMOTE_*_MANIFEST).
   */
  function servedBuild(name: RemoteName, visitorId: string): { dist: string; folder: string; manifestUrl: string } | null {
    if (config.remotes[name] !== null) return null;
    const pointer = pointerOf(name);
    const { manifestUrl, version } = served(name, pointer, visitorId);
    const dist = pointer && version ? versionDir(config.deployDir, name, version) : path.join(config.webRoot, `remote-${name}`, 'dist');
    return { dist, folder: manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1), manifestUrl };
  }

  /**
   * Counts a load or an error for a version served now (the current or canary one) that the server
   * itself served this visitor (their signed cookies), at most one load and `ERRORS_PER_VISITOR`
   * errors per visitor and version; anything else is dropped. Anyone can post a report, so without
   * this one client could end any canary, or raise the current version's error rate it is judged by.
   */
  async function countIfServed(
    { remote, version }: VersionKey & { remote: RemoteName },
    what: 'loads' | 'errors',
    visitor: ReportingVisitor,
  ): Promise<Pointer | null | false> {
    const pointer = pointerOf(remote);
    const servedNow = pointer ? [pointer.current, pointer.canary?.version] : [served(remote, null, null).version];
    if (!servedNow.includes(version) || visitor === null || visitor.served[remote] !== version) return false;
    const counted = await db.transaction().execute(async (trx) => {
      if (!(await claimVisitorReport(trx, { remote, version, visitor: visitor.id }, what, ERRORS_PER_VISITOR))) return false;
      await countRemoteLoads(trx, [{ remote, version }], minuteOf(now()), what);
      return true;
    });
    return counted ? pointer : false;
  }

  /**
   * A page showed a remote's area: a page load of the version it loaded. Counted per remote, not
   * per /config.json, so a remote few pages show (the admin console) is judged on its own pages.
   */
  async function reportRemoteLoad(load: RemoteLoadBody, visitor: ReportingVisitor): Promise<{ counted: boolean }> {
    return { counted: (await countIfServed(load, 'loads', visitor)) !== false };
  }

  /** An error report from a page, counted like a load; then the canary it names is judged. */
  async function reportClientError(report: ClientErrorBody, visitor: ReportingVisitor): Promise<{ counted: boolean }> {
    const pointer = await countIfServed(report, 'errors', visitor);
    if (pointer === false) return { counted: false };
    // Anyone may post a report: only its named fields reach the log, the message cleaned again.
    const { remote, version, kind, message } = report;
    log.warn({ clientError: { remote, version, kind, message: clientErrorMessage(message) } }, 'client error reported');
    if (pointer?.canary?.version === report.version) await judgeCanary(report.remote, pointer.current, pointer.canary);
    return { counted: true };
  }

  /** The automatic rollback: ends the canary when it fails the rule of domain/canary.ts. */
  async function judgeCanary(name: RemoteName, current: string, canary: Canary): Promise<void> {
    const at = now();
    const { minLoads, minVisitors, windowLoads, errorMargin } = config.canary;
    const canaryCounts = {
      ...lastLoads(await recentMinutes(db, { remote: name, version: canary.version }, minuteOf(new Date(canary.startedAt))), windowLoads),
      visitors: await reportingVisitors(db, { remote: name, version: canary.version }),
    };
    const currentSince = minuteOf(new Date(at.getTime() - CURRENT_LOOKBACK_MS));
    const currentCounts = lastLoads(await recentMinutes(db, { remote: name, version: current }, currentSince), windowLoads);
    if (!canaryFails(canaryCounts, currentCounts, { minLoads, minVisitors, errorMargin })) return;
    const rollback = { remote: name, version: canary.version, current, canary_counts: canaryCounts, current_counts: currentCounts, error_margin: errorMargin };
    const details = { ...rollback, share: canary.share };
    const decided = await decide(name, canary.version, 'rolled-back', null, details, {
      email: (writer, admin) => canaryRolledBackEmail(writer, config.site.name, admin, rollback),
      notice: INBOX_NOTICES.canaryRolledBack(name, canary.version),
    });
    if (decided) log.warn(details, 'canary rolled back on its errors');
  }

  const pointerChange: Record<CanaryOutcome, (name: RemoteName, version: string) => Pointer | null> = {
    promoted: (name, version) => promoteCanary(config.deployDir, name, version),
    ended: (name, version) => endCanary(config.deployDir, name, version),
    'rolled-back': (name, version) => endCanary(config.deployDir, name, version),
  };

  /**
   * Ends a canary once: the outcome row, the audit row and the admins' emails in one transaction
   * (of admins and servers deciding at once, one claims it), then the pointer. A caller that lost
   * the claim still applies the recorded outcome to the pointer, which heals a server that stopped
   * between the two; the pointer changes only while it names that canary.
   */
  async function decide(
    name: RemoteName,
    version: string,
    outcome: CanaryOutcome,
    actorId: number | null,
    details: Record<string, unknown>,
    toAdmins?: { email: (writer: Writer, admin: Pick<UserRow, 'firstname'>) => NotificationText; notice: Notice },
  ): Promise<boolean> {
    const at = now().toISOString();
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimCanaryOutcome(trx, name, version, outcome, at))) return false;
      await recordAudit(trx, { actorId, action: AUDIT_ACTIONS[outcome], targetType: 'remote', targetId: null, details, at });
      if (toAdmins) {
        for (const admin of await adminRecipients(trx)) await notifications.queue(trx, admin, toAdmins.email(await writerFor(admin.locale), admin));
        await tellStaff(trx, toAdmins.notice, ['deployment'], now());
      }
      return true;
    });
    const recorded = claimed ? outcome : await canaryOutcome(db, name, version);
    if (recorded) pointerChange[recorded](name, version);
    if (claimed) notifications.kick();
    return claimed;
  }

  function runningCanary(name: RemoteName, version: string): { pointer: Pointer; canary: Canary } {
    const pointer = pointerOf(name);
    if (!pointer?.canary || pointer.canary.version !== version) throw new HttpError(409, DEPLOYMENT_TEXTS.canaryGone);
    return { pointer, canary: pointer.canary };
  }

  async function promote(actorId: number, name: RemoteName, version: string): Promise<Message> {
    const { pointer, canary } = runningCanary(name, version);
    const decided = await decide(name, version, 'promoted', actorId, { remote: name, version, share: canary.share, replaced: pointer.current });
    if (!decided) throw new HttpError(409, DEPLOYMENT_TEXTS.canaryGone);
    return { ...DEPLOYMENT_TEXTS.promoted, values: { remote: name, version } };
  }

  async function end(actorId: number, name: RemoteName, version: string): Promise<Message> {
    const { pointer, canary } = runningCanary(name, version);
    const decided = await decide(name, version, 'ended', actorId, { remote: name, version, share: canary.share, current: pointer.current });
    if (!decided) throw new HttpError(409, DEPLOYMENT_TEXTS.canaryGone);
    return { ...DEPLOYMENT_TEXTS.ended, values: { remote: name, version } };
  }

  /** The pointer is written inside the audit row's transaction: a refused write leaves no row. */
  async function changeShare(actorId: number, name: RemoteName, { version, share }: CanaryShareBody): Promise<Message> {
    const { canary } = runningCanary(name, version);
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actorId,
        action: 'deployment.canary-share',
        targetType: 'remote',
        targetId: null,
        details: { remote: name, version, before: canary.share, after: share },
        at,
      });
      if (!setCanaryShare(config.deployDir, name, share, version)) throw new HttpError(409, DEPLOYMENT_TEXTS.canaryGone);
    });
    return { ...DEPLOYMENT_TEXTS.shareChanged, values: { remote: name, version, share } };
  }

  /** The deployments view: each remote's versions and their counts over the last hour. */
  async function overview(): Promise<Deployments> {
    const counts = await countsSince(db, minuteOf(new Date(now().getTime() - HOUR_MS)));
    const countsOf = (remote: string, version: string | null): VersionCounts => {
      const row = counts.find((entry) => entry.remote === remote && entry.version === version);
      return { loads: row?.loads ?? 0, errors: row?.errors ?? 0 } satisfies Counts;
    };
    const remotes = REMOTE_NAMES.map((name): RemoteDeployment => {
      const pointer = pointerOf(name);
      const current = served(name, pointer, null);
      const source = config.remotes[name] !== null ? 'url' : pointer ? 'pointer' : 'build';
      const canary = pointer?.canary;
      return {
        name,
        source,
        current: { version: current.version, manifest_url: current.manifestUrl, last_hour: countsOf(name, current.version) },
        canary: canary
          ? {
              version: canary.version,
              share: canary.share,
              started_at: canary.startedAt,
              manifest_url: manifestOf(name, canary.version),
              last_hour: countsOf(name, canary.version),
            }
          : null,
      };
    });
    return { server_version: config.serverVersion, remotes };
  }

  return {
    signCookie: keys.cookieMac,
    manifestsFor,
    canaryRunning,
    firstViewPreloads,
    servedBuild,
    reportRemoteLoad,
    reportClientError,
    promote,
    end,
    changeShare,
    overview,
  };
}
