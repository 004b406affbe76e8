import { lazyPage, Spinner, Route, Routes } from '@arcvest/shared';
import { Suspense } from 'react';
import { HomePage } from './features/home/home-page';
import { pageMessages } from './messages';

/** The shell loads the public site's texts in the page's language before it renders the routes. */
export { loadMessages } from './messages';

// Only the home page is in the first download; every other page loads when visited. The pages the
// server sends as HTML name their chunk, whose stylesheets that HTML links (prerender.tsx).
const SignupPage = lazyPage(() => import(/* webpackChunkName: "page-signup" */ './features/signup/signup-page'), pageMessages('signup'));
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page-login" */ './features/login/login-page'), pageMessages('login'));
const NotFoundPage = lazyPage(() => import('./features/not-found/not-found-page'), pageMessages('not-found'));
const AboutPage = lazyPage(() => import(/* webpackChunkName: "page-info" */ './features/info/about-page'), pageMessages('info'));
const TermsPage = lazyPage(() => import(/* webpackChunkName: "page-info" */ './features/info/terms-page'), pageMessages('info'));
const PrivacyPage = lazyPage(() => import(/* webpackChunkName: "page-info" */ './features/info/privacy-page'), pageMessages('info'));
const ForgotPasswordPage = lazyPage(() => import('./features/password-reset/forgot-password-page'), pageMessages('password-reset'));
const ResetPasswordPage = lazyPage(() => import('./features/password-reset/reset-password-page'), pageMessages('password-reset'));
const FreezeAccountPage = lazyPage(() => import('./features/freeze-account/freeze-account-page'), pageMessages('freeze-account'));
const AcceptInvitationPage = lazyPage(() => import('./features/accept-invitation/accept-invitation-page'), pageMessages('accept-invitation'));
const ProofOfReservesPage = lazyPage(() => import('./features/proof-of-reserves/proof-of-reserves-page'), pageMessages('proof-of-reserves'));

/** The public site's route tree, mounted by the shell at the site root. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="signup/:referralCode" element={<SignupPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="about-us" element={<AboutPage />} />
        <Route path="terms-and-conditions" element={<TermsPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy-policy" element={<PrivacyPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-user-password" element={<ResetPasswordPage />} />
        <Route path="proof-of-reserves" element={<ProofOfReservesPage />} />
        <Route path="freeze-account" element={<FreezeAccountPage />} />
        <Route path="accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
