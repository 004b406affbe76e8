import { addCatalogue, Spinner, Route, Routes } from '@arcvest/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { HomePage } from './features/home/home-page';
import { pageMessages } from './messages';

/** The shell loads the public site's texts in the page's language before it renders the routes. */
export { loadMessages } from './messages';

/**
 * A page loaded when visited, with its feature's catalogue (docs/i18n.md#messages-and-catalogues):
 * both are fetched at once and the page renders only when its texts are there, in the browser and
 * in the server's prerender, which waits for lazy parts.
 */
function lazyPage(feature: string, load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([load(), addCatalogue(pageMessages(feature))]).then(([page]) => page));
}

// Only the home page is in the first download; every other page loads when visited. The pages the
// server sends as HTML name their chunk, whose stylesheets that HTML links (prerender.tsx).
const SignupPage = lazyPage('signup', () => import(/* webpackChunkName: "page-signup" */ './features/signup/signup-page'));
const LoginPage = lazyPage('login', () => import(/* webpackChunkName: "page-login" */ './features/login/login-page'));
const NotFoundPage = lazyPage('not-found', () => import('./features/not-found/not-found-page'));
const AboutPage = lazyPage('info', () => import(/* webpackChunkName: "page-info" */ './features/info/about-page'));
const TermsPage = lazyPage('info', () => import(/* webpackChunkName: "page-info" */ './features/info/terms-page'));
const PrivacyPage = lazyPage('info', () => import(/* webpackChunkName: "page-info" */ './features/info/privacy-page'));
const ForgotPasswordPage = lazyPage('password-reset', () => import('./features/password-reset/forgot-password-page'));
const ResetPasswordPage = lazyPage('password-reset', () => import('./features/password-reset/reset-password-page'));
const FreezeAccountPage = lazyPage('freeze-account', () => import('./features/freeze-account/freeze-account-page'));
const AcceptInvitationPage = lazyPage('accept-invitation', () => import('./features/accept-invitation/accept-invitation-page'));
const ProofOfReservesPage = lazyPage('proof-of-reserves', () => import('./features/proof-of-reserves/proof-of-reserves-page'));

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
