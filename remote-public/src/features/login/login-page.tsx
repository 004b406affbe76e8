import { Spinner, useAppSelector, useLingui } from '@arcvest/shared';
import { lazy, Suspense, useState } from 'react';
import { LoginForm } from './login-form';
import { ENROLMENT_TEXTS, LOGIN_TEXTS as TEXTS } from './messages';
import { PasskeySignInButton } from './passkey-sign-in';
import type { TwoFactorChallenge } from './api';
import { TwoFactorCodeForm } from './two-factor-code-form';
import './login-page.css';

const TwoFactorEnrolment = lazy(() => import('./two-factor-enrolment'));

/** /login: the password, then a second step when the account needs one. */
export default function LoginPage() {
  const { _ } = useLingui();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const restart = () => setChallenge(null);
  // Why the last session ended (the owner froze the account), said until the next sign-in.
  const notice = useAppSelector((state) => state.auth.notice);
  return (
    <div className="login-page">
      <section className={`card login-card ${challenge?.two_factor === 'enrol' ? 'login-card-wide' : ''}`} aria-labelledby="login-title">
        <h1 id="login-title">{_(TEXTS.signIn)}</h1>
        {!challenge && (
          <>
            {notice && (
              <p className="notice login-notice" role="status">
                {notice}
              </p>
            )}
            <p className="login-intro">{_(TEXTS.intro)}</p>
            <LoginForm
              onChallenge={setChallenge}
              alternative={
                <>
                  <p className="login-or" aria-hidden="true">
                    <span>{_(TEXTS.or)}</span>
                  </p>
                  <PasskeySignInButton />
                </>
              }
            />
          </>
        )}
        {challenge?.two_factor === 'code' && <TwoFactorCodeForm challenge={challenge.challenge} onRestart={restart} />}
        {challenge?.two_factor === 'enrol' && (
          <Suspense fallback={<Spinner label={_(ENROLMENT_TEXTS.preparing)} />}>
            <TwoFactorEnrolment challenge={challenge.challenge} onRestart={restart} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
