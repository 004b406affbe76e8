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
          <strong>{signInOutcomeLabel(attempt.outcome, _)}</strong>
          <span>
            <time dateTime={attempt.created_at}>{formatDateTime(attempt.created_at, undefined, activeLocale())}</time>
          </span>
          <span>
            {/* The server's description of the browser (English until the API speaks the reader's language). */}
            <span data-server-text="">{attempt.device}</span> ·{' '}
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
