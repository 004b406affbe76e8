import type { Migration } from 'kysely';
import { initial } from './0001_initial';
import { oneTimeCodesAndPrices } from './0002_one_time_codes_and_prices';
import { money } from './0003_money';
import { moneyBounds } from './0004_money_bounds';
import { identityReview } from './0005_identity_review';
import { identityApplicantsIndex } from './0006_identity_applicants_index';
import { userSearchIndexes } from './0007_user_search_indexes';
import { notifications } from './0008_notifications';
import { twoFactorAndSignIns } from './0009_two_factor_and_sign_ins';
import { oneLedger } from './0010_one_ledger';
import { earlyRedemptionAndRenewal } from './0011_early_redemption_and_renewal';
import { withdrawalAddressBook } from './0012_withdrawal_address_book';
import { walletWithEveryAccount } from './0013_wallet_with_every_account';
import { canaryReleases } from './0014_canary_releases';
import { chainKeys } from './0015_chain_keys';
import { invoices } from './0016_invoices';
import { proofOfLiabilities } from './0017_proof_of_liabilities';
import { proofOfReserves } from './0018_proof_of_reserves';
import { invoiceDeposits } from './0019_invoice_deposits';
import { accountProtection } from './0020_account_protection';
import { canaryReportVisitors } from './0021_canary_report_visitors';
import { passkeys } from './0022_passkeys';
import { liabilityLeafShares } from './0023_liability_leaf_shares';
import { staffRoles } from './0024_staff_roles';
import { staffInvitations } from './0025_staff_invitations';
import { approvals } from './0026_approvals';
import { erasableGender } from './0027_erasable_gender';
import { demoReserves } from './0028_demo_reserves';
import { supportRequests } from './0029_support_requests';
import { inbox } from './0030_inbox';
import { accrualDigest } from './0031_accrual_digest';
import { userLocale } from './0032_user_locale';

/**
 * Every migration, in order (Kysely runs them sorted by name). A later change adds a file
 * and one line here; a migration that has run is never edited.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_one_time_codes_and_prices': oneTimeCodesAndPrices,
  '0003_money': money,
  '0004_money_bounds': moneyBounds,
  '0005_identity_review': identityReview,
  '0006_identity_applicants_index': identityApplicantsIndex,
  '0007_user_search_indexes': userSearchIndexes,
  '0008_notifications': notifications,
  '0009_two_factor_and_sign_ins': twoFactorAndSignIns,
  '0010_one_ledger': oneLedger,
  '0011_early_redemption_and_renewal': earlyRedemptionAndRenewal,
  '0012_withdrawal_address_book': withdrawalAddressBook,
  '0013_wallet_with_every_account': walletWithEveryAccount,
  '0014_canary_releases': canaryReleases,
  '0015_chain_keys': chainKeys,
  '0016_invoices': invoices,
  '0017_proof_of_liabilities': proofOfLiabilities,
  '0018_proof_of_reserves': proofOfReserves,
  '0019_invoice_deposits': invoiceDeposits,
  '0020_account_protection': accountProtection,
  '0021_canary_report_visitors': canaryReportVisitors,
  '0022_passkeys': passkeys,
  '0023_liability_leaf_shares': liabilityLeafShares,
  '0024_staff_roles': staffRoles,
  '0025_staff_invitations': staffInvitations,
  '0026_approvals': approvals,
  '0027_erasable_gender': erasableGender,
  '0028_demo_reserves': demoReserves,
  '0029_support_requests': supportRequests,
  '0030_inbox': inbox,
  '0031_accrual_digest': accrualDigest,
  '0032_user_locale': userLocale,
};
