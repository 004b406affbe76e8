import { chromium, type Request } from '@playwright/test';

/**
 * Debian's headless Chromium (as the browser tests use), with the flags that keep it off the (closed) network.
 * Signals are left to runBench, which stops the servers first; Playwright still kills the
 * browser when the process exits.
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The investor remote's files, wherever /config.json points (plain build or a deployed version). */
export const INVESTOR_FILES = /\/(remotes|deployments)\/investor\//;

/** A finished request's body as transferred (compressed); 0 for one that failed. */
export async function transferredBytes(request: Request): Promise<number> {
  try {
    return (await request.sizes()).responseBodySize;
  } catch {
    return 0;
  }
}
