export * from './confirm-action-dialog';
export * from './use-confirmed-action';
