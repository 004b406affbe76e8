import { formatDateTime } from '../rules/dates';
import { signInOutcomeLabel } from '../rules/sign-ins';
import type { SignInAttempt } from '../types';

/** The latest sign-in attempts, newest first: when, the outcome, the device and the IP. */
export function SignInHistoryList({ attempts, label }: { attempts: SignInAttempt[]; label: string }) {
  return (
    <ol className="sign-in-history" aria-label={label}>
      {attempts.map((attempt) => (
        <li key={attempt.id} className={attempt.outcome === 'success' ? 'sign-in-ok' : 'sign-in-failed'}>
          <strong>{signInOutcomeLabel(attempt.outcome)}</strong>
          <span>
            <time dateTime={attempt.created_at}>{formatDateTime(attempt.created_at)}</time>
          </span>
          <span>
            {attempt.device} · IP {attempt.ip ?? 'unknown'}
          </span>
        </li>
      ))}
    </ol>
  );
}
