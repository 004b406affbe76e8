import { formatTimeLeft } from '@arcvest/shared/rules';
import { useEffect, useState } from 'react';

/** The longest delay setTimeout takes (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Whether `expiresAt` has passed; the caller re-renders at that moment, not every second. */
export function useTimeUp(expiresAt: string | undefined): boolean {
  const [timeUp, setTimeUp] = useState(() => expiresAt !== undefined && Date.now() > Date.parse(expiresAt));
  useEffect(() => {
    const left = expiresAt === undefined ? Infinity : Date.parse(expiresAt) - Date.now();
    setTimeUp(left < 0);
    if (left < 0 || left === Infinity) return undefined;
    const timer = setTimeout(() => setTimeUp(true), Math.min(MAX_TIMEOUT_MS, left + 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return timeUp;
}

/** The time left until `expiresAt`, ticking every second; only this element re-renders as it ticks (not announced). */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={expiresAt}>{formatTimeLeft(expiresAt, now)}</time>;
}
