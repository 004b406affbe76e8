import { useParams } from '@arcvest/shared';
import { SignupForm } from './signup-form';
import './signup-page.css';

/** /signup and /signup/:referralCode (docs/identity.md#sign-up). */
export default function SignupPage() {
  const { referralCode } = useParams<{ referralCode?: string }>();
  return (
    <div className="signup-page">
      <section className="card signup-card" aria-labelledby="signup-title">
        <h1 id="signup-title">Create your account</h1>
        <p className="signup-intro">All fields are required unless marked optional.</p>
        {/* A new referral code in the address starts a fresh form. */}
        <SignupForm key={referralCode ?? ''} referralCode={referralCode} />
      </section>
    </div>
  );
}
