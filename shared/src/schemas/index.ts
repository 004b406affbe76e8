/**
 * Request and response schemas of every API endpoint (TypeBox), written once: the API
 * validates and documents with them, and the types of `../types` are derived from them.
 * Front-end code imports only types from here (`import type`), so TypeBox never ships to browsers.
 */
export * from './common';
export * from './plans';
export * from './wallet';
export * from './investments';
export * from './auth';
export * from './addresses';
export * from './transactions';
export * from './password-reset';
export * from './prices';
export * from './images';
export * from './web';
export * from './account';
export * from './admin-users';
export * from './audit';
export * from './operations';
export * from './deployments';
export * from './security';
export * from './account-protection';
export * from './passkeys';
export * from './staff-invitations';
export * from './withdrawal-addresses';
export * from './chain-keys';
export * from './invoices';
export * from './proof-of-liabilities';
export * from './proof-of-reserves';
export * from './approvals';
export * from './support';
export * from './inbox';
