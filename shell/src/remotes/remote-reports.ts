import { clientErrorMessage } from '@arcvest/shared/rules';
import { type ClientErrorBody, type RemoteLoadBody, type RemoteName } from '@arcvest/shared';

/**
 * Tells the server which version of a remote this page showed (POST /api/remote-loads) and that
 * version's failures (POST /api/client-errors), so a canary that fails in browsers is seen and
 * rolled back (docs/deployment.md#page-loads-and-client-error-reports). At most one of each per remote and page:
 * the server compares the share of a version's page loads that had an error. An error is sent
 * after its page load has been counted, so the server judges the canary with both. Reporting
 * never throws, never logs and never reports itself, so it cannot loop.
 */
const loadsReported = new Map<RemoteName, Promise<unknown>>();
const errorsReported = new Set<RemoteName>();
let apiBaseUrl: string | null = null;

/** The error's name and message, without what could be someone's data (shared clientErrorMessage). */
export function reportMessage(error: unknown): string {
  return clientErrorMessage(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}

function send(path: string, body: ClientErrorBody | RemoteLoadBody): Promise<unknown> {
  try {
    return fetch(`${apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => {
      // Lost reports are lost: the page goes on.
    });
  } catch {
    return Promise.resolve();
  }
}

/** This page showed (or tried to show) `version` of the remote; the first call per remote counts. */
export function reportRemoteLoad(remote: RemoteName, version: string | undefined): Promise<unknown> {
  const reported = loadsReported.get(remote);
  if (reported || !apiBaseUrl || !version) return reported ?? Promise.resolve();
  const sent = send('/remote-loads', { remote, version });
  loadsReported.set(remote, sent);
  return sent;
}

export function reportRemoteError(remote: RemoteName, version: string | undefined, kind: ClientErrorBody['kind'], error: unknown): void {
  try {
    if (!apiBaseUrl || !version || errorsReported.has(remote)) return;
    errorsReported.add(remote);
    const body: ClientErrorBody = { remote, version, kind, message: reportMessage(error) };
    void reportRemoteLoad(remote, version).then(() => send('/client-errors', body));
  } catch {
    // Reporting never throws.
  }
}

/**
 * Starts reporting to the API, and attributes uncaught errors and rejections to the remote whose
 * files their stack or script names (each remote's manifest folder: /deployments/<remote>/...,
 * /remotes/<remote>/ or its own origin). `versionOf` reads the version this page loaded.
 */
export function startRemoteReports(baseUrl: string, folders: Record<RemoteName, string>, versionOf: (remote: RemoteName) => string | undefined): void {
  apiBaseUrl = baseUrl;
  const attribute = (error: unknown, filename = '') => {
    try {
      const where = `${filename}\n${error instanceof Error ? (error.stack ?? '') : ''}`;
      const remote = (Object.keys(folders) as RemoteName[]).find((name) => where.includes(folders[name]));
      if (remote) reportRemoteError(remote, versionOf(remote), 'unhandled', error);
    } catch {
      // Reporting never throws.
    }
  };
  window.addEventListener('error', (event) => attribute(event.error ?? event.message, event.filename));
  window.addEventListener('unhandledrejection', (event) => attribute(event.reason));
}
