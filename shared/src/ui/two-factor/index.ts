/**
 * Two-factor enrolment pieces, used by the login page (an administrator's first sign-in) and
 * the investor's security page. Imported through `@arcvest/shared/two-factor`, never the
 * shared index, so qrcode.react stays out of pages that do not need it.
 */
export { TwoFactorSetupPanel, type TwoFactorSetupPanelProps } from './two-factor-setup-panel';
export { RecoveryCodesPanel } from './recovery-codes-panel';
