import { CLIENT_ERROR_MESSAGE_MAX, type ClientErrorBody, type RemoteName } from '@arcvest/shared';

/**
 * Tells the server about a remote's failures on this page (POST /api/client-errors), so a canary
 * that fails in browsers is seen and rolled back (docs/deployment.md#client-error-reports). One
 * report per remote and page: the server compares error rates per page load. Reporting never
 * throws, never logs and never reports itself, so it cannot loop.
 */
const reported = new Set<RemoteName>();
let endpoint: string | null = null;

/** The first line of the error, without what could be someone's data (emails, long numbers). */
export function reportMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.split('\n')[0].replace(/\S+@\S+/g, '[email]').replace(/\d{6,}/g, '[number]').trim();
  return (line || 'Unknown error').slice(0, CLIENT_ERROR_MESSAGE_MAX);
}

export function reportRemoteError(remote: RemoteName, version: string | undefined, kind: ClientErrorBody['kind'], error: unknown): void {
  try {
    if (!endpoint || !version || reported.has(remote)) return;
    reported.add(remote);
    const body: ClientErrorBody = { remote, version, kind, message: reportMessage(error) };
    fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => {
      // Lost reports are lost: the page goes on.
    });
  } catch {
    // Same.
  }
}

/**
 * Starts reporting to the API, and attributes uncaught errors and rejections to the remote whose
 * files their stack or script names (each remote's manifest folder: /deployments/<remote>/...,
 * /remotes/<remote>/ or its own origin). `versionOf` reads the version this page loaded.
 */
export function startErrorReports(apiBaseUrl: string, folders: Record<RemoteName, string>, versionOf: (remote: RemoteName) => string | undefined): void {
  endpoint = `${apiBaseUrl}/client-errors`;
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
