import { lazyPage, PATHS, NotFound, Spinner, Route, Routes } from '@arcvest/shared';
import { lazy, Suspense } from 'react';

/** The page most visits of this area start on, fetched as soon as these routes load (below). */
const OverviewPage = lazyPage(() => import('./features/overview/overview-page'));
const BuyPlanPage = lazy(() => import('./features/buy-plan/buy-plan-page'));
const PaymentPage = lazy(() => import('./features/buy-plan/payment-page'));
const InvoicePage = lazy(() => import('./features/invoice/invoice-page'));
const UserPlansPage = lazy(() => import('./features/user-plans/user-plans-page'));
const MakeWithdrawalPage = lazy(() => import('./features/make-withdrawal/make-withdrawal-page'));
const TransactionHistoryPage = lazy(() => import('./features/transaction-history/transaction-history-page'));
const ProfilePage = lazy(() => import('./features/profile/profile-page'));
const EditProfilePage = lazy(() => import('./features/profile/edit-profile-page'));
const EditContactPage = lazy(() => import('./features/profile/edit-contact-page'));
const VerifyEmailPage = lazy(() => import('./features/profile/verify-email-page'));
const ConfirmEmailCodePage = lazy(() => import('./features/profile/confirm-email-code-page'));
const VerifyIdentityPage = lazy(() => import('./features/identity/verify-identity-page'));
const SecurityPage = lazy(() => import('./features/security/security-page'));
const VerifyBalancePage = lazy(() => import('./features/verify-balance/verify-balance-page'));
const HelpPage = lazy(() => import('./features/help/help-page'));
const NewHelpRequestPage = lazy(() => import('./features/help/new-request-page'));
const HelpRequestPage = lazy(() => import('./features/help/request-page'));
const NotificationsPage = lazy(() => import('./features/notifications/notifications-page'));

// The shell loads the area of the page a visit starts on at once, beside the user's session: asked
// for now, the landing page's code arrives with it, and the page renders without a loader.
if (window.location.pathname.replace(/\/+$/, '') === PATHS.dashboard) OverviewPage.preload();

/** The investor dashboard's route tree, mounted by the shell at /dashboard. */
export default function InvestorRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="buy-plan" element={<BuyPlanPage />} />
        <Route path="buy-plan/:coin" element={<PaymentPage />} />
        <Route path="buy-plan/invoices/:id" element={<InvoicePage />} />
        <Route path="make-withdrawal" element={<MakeWithdrawalPage />} />
        <Route path="user-plan" element={<UserPlansPage />} />
        <Route path="transaction-history" element={<TransactionHistoryPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="profile/edit-profile" element={<EditProfilePage />} />
        <Route path="profile/edit-contact-information" element={<EditContactPage />} />
        <Route path="profile/verify-email-address" element={<VerifyEmailPage />} />
        <Route path="profile/verify-email-address/confirm-code" element={<ConfirmEmailCodePage />} />
        <Route path="profile/verify-identity" element={<VerifyIdentityPage />} />
        <Route path="profile/security" element={<SecurityPage />} />
        <Route path="verify-balance" element={<VerifyBalancePage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="help/new" element={<NewHelpRequestPage />} />
        <Route path="help/:id" element={<HelpRequestPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="*" element={<NotFound backTo={PATHS.dashboard} backLabel="Back to the dashboard" />} />
      </Routes>
    </Suspense>
  );
}
