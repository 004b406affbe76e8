export * from './api';
export * from './passkey-assertion';
export * from './step-up-dialog';
export * from './reauthenticate-dialog';
export * from './hold-notice';
