/**
 * Every page's path, in one place for the shell's menu and guards and the remotes' links.
 * Each remote's route tree declares its routes relative to its mount point; a test in each
 * remote renders these paths to catch drift.
 */
export const PATHS = {
  home: '/',
  aboutUs: '/about-us',
  termsAndConditions: '/terms-and-conditions',
  /** The sign-up form's terms link; it shows the terms too (docs/departures.md#defects-we-fix). */
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  signup: '/signup',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-user-password',
  proofOfReserves: '/proof-of-reserves',
  /** The "This wasn't me" link of a security email: ?token= freezes the account. */
  freezeAccount: '/freeze-account',
  acceptInvitation: '/accept-invitation',
  staff: '/dashboard/admin/staff',

  dashboard: '/dashboard',
  buyPlan: '/dashboard/buy-plan',
  makeWithdrawal: '/dashboard/make-withdrawal',
  userPlans: '/dashboard/user-plan',
  transactionHistory: '/dashboard/transaction-history',
  profile: '/dashboard/profile',
  editProfile: '/dashboard/profile/edit-profile',
  editContact: '/dashboard/profile/edit-contact-information',
  verifyEmail: '/dashboard/profile/verify-email-address',
  confirmEmailCode: '/dashboard/profile/verify-email-address/confirm-code',
  verifyIdentity: '/dashboard/profile/verify-identity',
  security: '/dashboard/profile/security',
  verifyBalance: '/dashboard/verify-balance',
  help: '/dashboard/help',
  newHelpRequest: '/dashboard/help/new',
  notifications: '/dashboard/notifications',

  admin: '/dashboard/admin',
  managePlans: '/dashboard/admin/manage-plan',
  createPlan: '/dashboard/admin/manage-plan/create-new-plan',
  manageDeposits: '/dashboard/admin/manage-deposits',
  manageWithdrawals: '/dashboard/admin/manage-withdrawals',
  manageAddresses: '/dashboard/admin/manage-address',
  manageUsers: '/dashboard/admin/manage-users',
  manageIdentityVerification: '/dashboard/admin/manage-identity-verification',
  chainPayments: '/dashboard/admin/chain-payments',
  auditLog: '/dashboard/admin/audit-log',
  deployments: '/dashboard/admin/deployments',
  manageReserves: '/dashboard/admin/proof-of-reserves',
  approvals: '/dashboard/admin/approvals',
  supportQueue: '/dashboard/admin/support',
  savedReplies: '/dashboard/admin/support/saved-replies',
  adminNotifications: '/dashboard/admin/notifications',
} as const;

/** /signup/{referral_code}: the page a referral link opens. */
export function signupWithReferralPath(referralCode: string): string {
  return `${PATHS.signup}/${referralCode}`;
}

/** /dashboard/buy-plan/invoices/{id}: an invoice's live payment page, for a coin settled on chain. */
export function invoicePath(invoiceId: number | string): string {
  return `${PATHS.buyPlan}/invoices/${invoiceId}`;
}

/** /dashboard/buy-plan/{coin slug}: a coin's payment page. */
export function paymentPath(coinSlug: string): string {
  return `${PATHS.buyPlan}/${coinSlug}`;
}

export function editPlanPath(planId: number | string): string {
  return `${PATHS.managePlans}/edit-plan/${planId}`;
}

/** /dashboard/admin/manage-address/{coin slug}: a coin's deposit addresses. */
export function coinAddressesPath(coinSlug: string): string {
  return `${PATHS.manageAddresses}/${coinSlug}`;
}

export function createAddressPath(coinSlug: string): string {
  return `${coinAddressesPath(coinSlug)}/create-address`;
}

/** /dashboard/admin/manage-identity-verification/{id}: one user's identity submission. */
export function identityVerificationPath(userId: number | string): string {
  return `${PATHS.manageIdentityVerification}/${userId}`;
}

/** /dashboard/admin/manage-users/{id}: one user's details and every admin action on them. */
export function manageUserPath(userId: number | string): string {
  return `${PATHS.manageUsers}/${userId}`;
}

/** /dashboard/admin/manage-users/{id}/buy-plan: buy a plan on the user's behalf. */
export function manageUserBuyPlanPath(userId: number | string): string {
  return `${manageUserPath(userId)}/buy-plan`;
}

/** /dashboard/admin/manage-users/{id}/user-plans: the user's active plans. */
export function manageUserPlansPath(userId: number | string): string {
  return `${manageUserPath(userId)}/user-plans`;
}

/** /dashboard/help/{id}: one of the investor's support requests. */
export function helpRequestPath(requestId: number | string): string {
  return `${PATHS.help}/${requestId}`;
}

/** /dashboard/help/new?transaction={id} or ?plan={id}: the new-request form with that item linked. */
export function newHelpRequestPath(link?: { type: 'transaction' | 'plan'; id: number }): string {
  return link ? `${PATHS.newHelpRequest}?${link.type}=${link.id}` : PATHS.newHelpRequest;
}

/** /dashboard/admin/support/{id}: a support request in the console. */
export function supportRequestPath(requestId: number | string): string {
  return `${PATHS.supportQueue}/${requestId}`;
}

/** What /login may be opened with (router state, not the address): the username just signed up with, filled in. */
export interface LoginPrefill {
  username: string;
}

/** The username a navigation to /login carries, or '' for none or anything else in its state. */
export function loginPrefillUsername(state: unknown): string {
  const username = (state as Partial<LoginPrefill> | null)?.username;
  return typeof username === 'string' ? username : '';
}
