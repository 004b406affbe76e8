import type { ErrorBody } from './schemas';

/**
 * Entities of the platform (docs/data-model.md) and the API's bodies, derived from the endpoint
 * schemas in `./schemas`. Type-only re-exports: no TypeBox code reaches the browser.
 * Every money field is an integer number of US cents.
 */
export type {
  AddressCreated,
  AdminOverview,
  AuditEntry,
  ChainKey,
  ChainKeyBody,
  ChainKeyKind,
  DepositAnswer,
  Invoice,
  InvoiceDecisionBody,
  CoinReconciliation,
  UncreditedPayment,
  InvoiceException,
  InvoiceSummary,
  LiabilityProof,
  LiabilitiesSnapshot,
  ProofOfReserves,
  CoinReserves,
  ReservesRatioPoint,
  ReserveAddress,
  ReserveAddressBody,
  ReserveMessageQuery,
  InvoiceTransaction,
  PaymentOption,
  AdminDepositBody,
  BonusBody,
  Coin,
  DailyFlow,
  CryptoAddress,
  CryptoPrices,
  DepositBody,
  DisplayMessageBody,
  ErrorBody,
  FeeBody,
  Gender,
  IdentityApplicant,
  IdentityApplicantPage,
  LoginBody,
  LoginResponse,
  MessageResponse,
  ChangePasswordBody,
  PasswordResetPayload,
  PortfolioPoint,
  PortfolioValue,
  RejectIdentityBody,
  UpdateContactBody,
  UpdateProfileBody,
  VerifyEmailBody,
  VerifyEmailCodeBody,
  Plan,
  PlanInput,
  PlanSaved,
  Redemption,
  RenewalBody,
  Role,
  SendOtpBody,
  SignupPayload,
  Statistics,
  Transaction,
  TransactionStatus,
  TransactionType,
  User,
  UserPlan,
  UserListItem,
  UserListPage,
  WithdrawBody,
  WithdrawalAddress,
  WithdrawalAddressBody,
  AddressBookSettings,
  WithdrawalAllowance,
  TwoFactorChallenge,
  TwoFactorCodeBody,
  TwoFactorSetup,
  TwoFactorEnrolled,
  SignedInAfterEnrolment,
  TwoFactorStatus,
  SessionInfo,
  SignInAttempt,
  ClientErrorBody,
  RemoteLoadBody,
  Deployments,
  RemoteDeployment,
  VersionCounts,
} from './schemas';

export type { Cents } from './rules/money';

/** A failed call's body as the client reads it: any part may be missing (a proxy's error page, a network failure). */
export type ApiErrorBody = Partial<ErrorBody>;

/** One page of a list, newest first; pass `next_cursor` as `before` for the next page (null: no more). */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}
