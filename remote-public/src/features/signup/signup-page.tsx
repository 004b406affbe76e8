import { useLingui, useParams } from '@arcvest/shared';
import { SIGNUP_TEXTS as TEXTS } from './messages';
import { SignupForm } from './signup-form';
import './signup-page.css';

/** /signup and /signup/:referralCode (docs/identity.md#sign-up). */
export default function SignupPage() {
  const { _ } = useLingui();
  const { referralCode } = useParams<{ referralCode?: string }>();
  return (
    <div className="signup-page">
      <section className="card signup-card" aria-labelledby="signup-title">
        <h1 id="signup-title">{_(TEXTS.title)}</h1>
        <p className="signup-intro">{_(TEXTS.intro)}</p>
        {/* A new referral code in the address starts a fresh form. */}
        <SignupForm key={referralCode ?? ''} referralCode={referralCode} />
      </section>
    </div>
  );
}
