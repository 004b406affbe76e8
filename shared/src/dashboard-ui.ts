/**
 * `@arcvest/shared/dashboard-ui`: the UI pieces of the signed-in pages (plan cards of a user, lists
 * searched through the address, confirmations, images from the API, the profile frame...). Not
 * part of the `@arcvest/shared` singleton, so the public pages do not download them: each remote
 * bundles what it uses. They reach the store, router, toasts and runtime config through
 * `@arcvest/shared`, so they use the page's one copy of each.
 */
export * from './ui/user-plan-card';
export * from './ui/searched-list';
export * from './ui/api-image';
export * from './ui/sign-in-history-list';
export * from './ui/profile-frame';
export * from './ui/confirm-dialog';
export * from './ui/confirmed-action';
export * from './ui/copy-button';
export * from './ui/use-file-preview';
export * from './ui/explorer-link';
export * from './ui/review-facts';
export * from './ui/plan-progress';
export * from './ui/use-url-search';
export * from './ui/use-time-up';
export * from './ui/use-choice-ahead-of-url';
export * from './ui/use-debounced-value';
export * from './ui/instant-switch';
export * from './ui/payout-preview';
export * from './ui/use-staff-can';
export * from './ui/staff-refusal-note';
export * from './ui/chart-theme';
export * from './ui/support-thread';
export * from './ui/read-file-head';
export * from './ui/notifications-page';
