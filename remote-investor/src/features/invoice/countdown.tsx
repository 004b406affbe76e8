import { formatTimeLeft } from '@arcvest/shared/rules';
import { useEffect, useState } from 'react';

/** The time left until `expiresAt`, ticking every second; only this element re-renders as it ticks (not announced). */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={expiresAt}>{formatTimeLeft(expiresAt, now)}</time>;
}
