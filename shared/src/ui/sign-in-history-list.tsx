import { activeLocale, Trans, useLingui } from '@arcvest/shared';
import { formatDateTime } from '../rules/dates';
import { signInOutcomeLabel } from '../rules/sign-ins';
import type { SignInAttempt } from '../types';

const TEXTS = {
  ip: /*i18n*/ { id: 'ui.signInHistory.ip', message: 'IP {ip}' },
  unknown: /*i18n*/ { id: 'ui.signInHistory.unknownIp', message: 'IP unknown' },
};

/** The latest sign-in attempts, newest first: when, the outcome, the device and the IP. */
export function SignInHistoryList({ attempts, label }: { attempts: SignInAttempt[]; label: string }) {
  const { _ } = useLingui();
  return (
    <ol className="sign-in-history" aria-label={label}>
      {attempts.map((attempt) => (
        <li key={attempt.id} className={attempt.outcome === 'success' ? 'sign-in-ok' : 'sign-in-failed'}>
          <strong>{signInOutcomeLabel(attempt.outcome)}</strong>
          <span>
            <time dateTime={attempt.created_at}>{formatDateTime(attempt.created_at, undefined, activeLocale())}</time>
          </span>
          <span>
            {attempt.device} ·{' '}
            {attempt.ip ? (
              <Trans
                {...TEXTS.ip}
                values={{
                  ip: (
                    <bdi dir="ltr" translate="no">
                      {attempt.ip}
                    </bdi>
                  ),
                }}
              />
            ) : (
              _(TEXTS.unknown)
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
