import { lazyPage, PATHS, NotFound, prefetchLandingReads, Spinner, Route, Routes, useLingui } from '@arcvest/shared';
import { Suspense } from 'react';
import { prefetchOverview } from './features/overview/api';
import { landingMessages, pageMessages } from './messages';

/** The shell loads the dashboard's texts in the page's language before it renders the routes. */
export { loadMessages } from './messages';

/**
 * The page most visits of this area start on, fetched as soon as these routes load (below); its
 * chunks are named for the server, which preloads them with the page (api/src/routes/web/preload.ts).
 */
const OverviewPage = lazyPage(() => import(/* webpackChunkName: "landing" */ './features/overview/overview-page'), landingMessages);
const BuyPlanPage = lazyPage(() => import('./features/buy-plan/buy-plan-page'), pageMessages('buy-plan'));
const PaymentPage = lazyPage(() => import('./features/buy-plan/payment-page'), pageMessages('buy-plan'));
const InvoicePage = lazyPage(() => import('./features/invoice/invoice-page'), pageMessages('invoice'));
const UserPlansPage = lazyPage(() => import('./features/user-plans/user-plans-page'), pageMessages('user-plans'));
const MakeWithdrawalPage = lazyPage(() => import('./features/make-withdrawal/make-withdrawal-page'), pageMessages('make-withdrawal'));
const TransactionHistoryPage = lazyPage(() => import('./features/transaction-history/transaction-history-page'), pageMessages('transaction-history'));
const ProfilePage = lazyPage(() => import('./features/profile/profile-page'), pageMessages('profile'));
const EditProfilePage = lazyPage(() => import('./features/profile/edit-profile-page'), pageMessages('profile'));
const EditContactPage = lazyPage(() => import('./features/profile/edit-contact-page'), pageMessages('profile'));
const VerifyEmailPage = lazyPage(() => import('./features/profile/verify-email-page'), pageMessages('profile'));
const ConfirmEmailCodePage = lazyPage(() => import('./features/profile/confirm-email-code-page'), pageMessages('profile'));
const VerifyIdentityPage = lazyPage(() => import('./features/identity/verify-identity-page'), pageMessages('identity'));
const SecurityPage = lazyPage(() => import('./features/security/security-page'), pageMessages('security'));
const VerifyBalancePage = lazyPage(() => import('./features/verify-balance/verify-balance-page'), pageMessages('verify-balance'));
const HelpPage = lazyPage(() => import('./features/help/help-page'), pageMessages('help'));
const NewHelpRequestPage = lazyPage(() => import('./features/help/new-request-page'), pageMessages('help'));
const HelpRequestPage = lazyPage(() => import('./features/help/request-page'), pageMessages('help'));
const NotificationsPage = lazyPage(() => import('./features/notifications/notifications-page'), pageMessages('notifications'));

// The shell loads the area of the page a visit starts on at once, beside the user's session: asked
// for now, the landing page's code and reads arrive with it, and the page renders without a loader.
if (window.location.pathname.replace(/\/+$/, '') === PATHS.dashboard) {
  OverviewPage.preload();
  prefetchLandingReads(prefetchOverview);
}

const BACK_TO_DASHBOARD = /*i18n*/ { id: 'investor.notFound.back', message: 'Back to the dashboard' };

function DashboardNotFound() {
  const { _ } = useLingui();
  return <NotFound backTo={PATHS.dashboard} backLabel={_(BACK_TO_DASHBOARD)} />;
}

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
        <Route path="*" element={<DashboardNotFound />} />
      </Routes>
    </Suspense>
  );
}
