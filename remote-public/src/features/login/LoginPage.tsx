import { LoginForm } from './LoginForm';
import './LoginPage.css';

/** /login (spec section 2, "Login screen"). */
export default function LoginPage() {
  return (
    <div className="login-page">
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        <p className="login-intro">Welcome back. Sign in to see your balance and plans.</p>
        <LoginForm />
      </section>
    </div>
  );
}
