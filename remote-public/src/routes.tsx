import { Spinner } from '@arcvest/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from './features/home/HomePage';

// Only the home page is in the first download; every other page loads when visited.
const SignupPage = lazy(() => import('./features/signup/SignupPage'));
const LoginPage = lazy(() => import('./features/login/LoginPage'));
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage'));

/** The public site's route tree, mounted by the shell at the site root. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="signup/:referralCode" element={<SignupPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
