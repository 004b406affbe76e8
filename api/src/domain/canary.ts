import { createHash } from 'node:crypto';

/**
 * A visitor's bucket, 0 to 99, for one canary: stable for the same visitor (user id or cookie),
 * remote and canary version, so the visitor keeps their version across page loads and devices,
 * and each new canary draws a fresh sample.
 */
export function canaryBucket(visitorId: string, remote: string, canaryVersion: string): number {
  const digest = createHash('sha256').update(`${visitorId}\n${remote}\n${canaryVersion}`).digest();
  return digest.readUInt32BE(0) % 100;
}

export function inCanary(visitorId: string, remote: string, canary: { version: string; share: number }): boolean {
  return canaryBucket(visitorId, remote, canary.version) < canary.share;
}

export interface Counts {
  loads: number;
  errors: number;
}

/**
 * The counts of a version's last `window` page loads, from its per-minute counts newest first:
 * whole minutes are added until the window is full, so the sample may overshoot by one minute.
 */
export function lastLoads(minutes: Counts[], window: number): Counts {
  const total = { loads: 0, errors: 0 };
  for (const minute of minutes) {
    if (total.loads >= window) break;
    total.loads += minute.loads;
    total.errors += minute.errors;
  }
  return total;
}

export const errorRate = ({ loads, errors }: Counts) => (loads === 0 ? 0 : errors / loads);

/** Error reports counted per visitor and version: a page may fail in a few ways, one client cannot fail a canary. */
export const ERRORS_PER_VISITOR = 3;

export interface CanaryThresholds {
  /** The canary's page loads needed before it is judged. */
  minLoads: number;
  /** The distinct visitors (signed cookies) who reported on the canary before it is judged. */
  minVisitors: number;
  /** How far (a fraction: 0.02 is two points) the canary's error rate may exceed the current's. */
  errorMargin: number;
}

/**
 * The automatic rollback rule (docs/deployment.md#automatic-rollback): the canary has had enough
 * page loads from enough distinct visitors and its error rate exceeds the current version's by
 * more than the margin.
 */
export function canaryFails(canary: Counts & { visitors: number }, current: Counts, thresholds: CanaryThresholds): boolean {
  const judged = canary.loads >= thresholds.minLoads && canary.visitors >= thresholds.minVisitors;
  return judged && errorRate(canary) > errorRate(current) + thresholds.errorMargin;
}
