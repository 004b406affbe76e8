import { useEffect, useState } from 'react';

/** The longest delay setTimeout takes (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function passedNow(expiresAt: string | null | undefined): string | null {
  return expiresAt && Date.now() > Date.parse(expiresAt) ? expiresAt : null;
}

/**
 * Whether `expiresAt` (an invoice's price lock, a security hold) has passed; the caller renders
 * again at that moment, not every second. The clock is read when a deadline first arrives (so a
 * page never draws a passed deadline as still open, even for one frame) and by a timer.
 */
export function useTimeUp(expiresAt: string | null | undefined): boolean {
  const [deadline, setDeadline] = useState(expiresAt);
  const [passed, setPassed] = useState(() => passedNow(expiresAt));
  if (deadline !== expiresAt) {
    // A new deadline (the data has just loaded): settle it in this render, not after a timer's tick.
    setDeadline(expiresAt);
    setPassed(passedNow(expiresAt));
  }
  const timeUp = Boolean(expiresAt) && passed === expiresAt;
  useEffect(() => {
    if (!expiresAt || timeUp) return undefined;
    const left = Math.max(0, Date.parse(expiresAt) - Date.now());
    const timer = setTimeout(() => setPassed(expiresAt), Math.min(MAX_TIMEOUT_MS, left + 1));
    return () => clearTimeout(timer);
  }, [expiresAt, timeUp]);
  return timeUp;
}
