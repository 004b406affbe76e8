/**
 * `@arcvest/shared/account-protection`: the step-up of a review sheet, the re-authentication
 * dialog and its hook, the hold notice and their endpoints (docs/security.md#account-protection).
 * Not part of the `@arcvest/shared` singleton: the investor remote bundles it with the pages that
 * use it. Its files reach the store, toasts and UI kit through `@arcvest/shared`.
 */
export * from './ui/account-protection';
