import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ChainKeyCoin, Coin, TransactionStatus, TransactionType } from '@arcvest/shared/schemas';
import type {
  ApprovalKind,
  ApprovalStatus,
  ImageMime,
  SupportAttachmentMime,
  SupportCategory,
  SupportLinkType,
  SupportStatus,
  InvoiceResolution,
  InvoiceStatus,
  Locale,
  SignInOutcome,
  StaffRole,
} from '@arcvest/shared/rules';

/**
 * Table types for Kysely. Money is integer cents (bigint in PostgreSQL, parsed as a JS
 * number); times are ISO 8601 UTC text, which sorts and compares correctly as text.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  plans: PlansTable;
  audit_log: AuditLogTable;
  one_time_codes: OneTimeCodesTable;
  price_snapshots: PriceSnapshotsTable;
  images: ImagesTable;
  crypto_addresses: CryptoAddressesTable;
  transactions: TransactionsTable;
  wallets: WalletsTable;
  user_plans: UserPlansTable;
  notifications: NotificationsTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  sign_in_attempts: SignInAttemptsTable;
  withdrawal_addresses: WithdrawalAddressesTable;
  remote_loads: RemoteLoadsTable;
  remote_report_visitors: RemoteReportVisitorsTable;
  canary_outcomes: CanaryOutcomesTable;
  chain_keys: ChainKeysTable;
  invoices: InvoicesTable;
  chain_payments: ChainPaymentsTable;
  chain_cursors: ChainCursorsTable;
  liability_snapshots: LiabilitySnapshotsTable;
  liability_leaves: LiabilityLeavesTable;
  reserve_addresses: ReserveAddressesTable;
  reserve_balances: ReserveBalancesTable;
  demo_reserve_holdings: DemoReserveHoldingsTable;
  step_ups: StepUpsTable;
  freeze_links: FreezeLinksTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  staff_invitations: StaffInvitationsTable;
  approvals: ApprovalsTable;
  support_requests: SupportRequestsTable;
  support_messages: SupportMessagesTable;
  support_attachments: SupportAttachmentsTable;
  support_saved_replies: SupportSavedRepliesTable;
  events: EventsTable;
  inbox_items: InboxItemsTable;
  inbox_preferences: InboxPreferencesTable;
  accrual_digest: AccrualDigestTable;
}

export interface UsersTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  username: string;
  /** Lower-cased username: the unique key, so "Ada" and "ada" cannot both exist. */
  username_key: string;
  /** Stored lower-cased and unique. */
  email: string;
  /** Null once the account is deleted: erased with the rest of its personal data. */
  gender: 'male' | 'female' | null;
  /** yyyy-mm-dd; the API calls it `age`. */
  birth_date: string;
  country: string;
  phone: string | null;
  address: string | null;
  ssn: string | null;
  occupation: string | null;
  salary: string | null;
  level: Generated<number>;
  role: Generated<'admin' | 'user'>;
  suspended: Generated<number>;
  email_verified: Generated<number>;
  message: string | null;
  referral_id: string;
  referred_by: number | null;
  dl_front: string | null;
  dl_back: string | null;
  identity_rejection_reason: string | null;
  password_hash: string;
  created_at: string;
  deleted_at: string | null;
  /** 1: withdrawals go only to saved addresses (docs/levels-and-limits.md#withdrawal-address-book). */
  only_saved_addresses: Generated<number>;
  /** When switching that off takes effect; until then it stays in force. */
  only_saved_addresses_off_at: string | null;
  /** Frozen by the owner (freeze link or button): no session, no sign-in, until an admin unfreezes. */
  frozen_at: string | null;
  /** Withdrawals and new addresses refused until then, after a credential change. */
  security_hold_until: string | null;
  /** Printed at the top of every email to the user. */
  anti_phishing_code: string | null;
  /** Wrong second-factor codes in a row, across every route; reset by a right one. */
  second_factor_failures: Generated<number>;
  second_factor_locked_at: string | null;
  /** An admin's staff role (docs/security-authorization.md#staff-roles); null for users. */
  staff_role: StaffRole | null;
  /** The account's language (docs/i18n.md#which-language): its pages, the API's messages, its emails. */
  locale: Generated<Locale>;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 of the token, hex: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Where the session signed in from (the client IP as Fastify sees it behind TRUST_PROXY). */
  ip: string | null;
  user_agent: string | null;
  /** When this session last proved who is there (sign-in, password, code or passkey). */
  reauthenticated_at: string | null;
}

export interface PlansTable {
  id: Generated<number>;
  title: string;
  /** Percent per day in hundredths of a percent (1.5% -> 150). */
  roi_bp: number;
  duration_days: number;
  min_amount: number;
  max_amount: number;
  /** Hundredths of a percent of the capital; null: early redemption not allowed. */
  early_redemption_penalty_bp: number | null;
  early_redemption_deducts_earnings: Generated<number>;
  /** The operator's risk text a buyer accepts; null: none. */
  risk_disclosure: string | null;
  created_at: string;
  deleted_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** The admin who acted; null for the system (for example the first admin at start). */
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number | null;
  /** JSON text. */
  details: string;
  created_at: ColumnType<string, string, never>;
}

/** A user with their balance (repositories/users.ts `userWallet`). */
export type UserRow = Selectable<UsersTable> & { wallet: number };
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PlanRow = Selectable<PlansTable>;
export type PlanUpdate = Updateable<PlansTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;

export type OtpPurpose = 'password_reset' | 'email_verification';

export interface OneTimeCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: OtpPurpose;
  /** HMAC-SHA256 (server key) of user id, purpose and code, hex: the code itself is never stored. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  /** Tries so far, the right one included. */
  attempts: Generated<number>;
  used_at: string | null;
}

export interface PriceSnapshotsTable {
  /** Where the prices came from ("coingecko"): one row, the last good answer. */
  source: string;
  /** JSON text in CoinGecko's shape: { "bitcoin": { "usd": 60000 }, ... }. */
  prices: string;
  fetched_at: string;
}

export type OneTimeCodeRow = Selectable<OneTimeCodesTable>;
export type PriceSnapshotRow = Selectable<PriceSnapshotsTable>;

export interface ImagesTable {
  /** Random and unguessable (base64url). */
  id: string;
  /** The user an identity image belongs to; null for deposit-address QR codes, which every signed-in user may read. */
  owner_user_id: number | null;
  mime: ImageMime;
  bytes: Buffer;
  size: number;
  created_at: string;
}

export type AddressCoin = 'btc' | 'eth' | 'xrp' | 'sol' | 'usdt';

export interface CryptoAddressesTable {
  id: Generated<number>;
  coin: AddressCoin;
  address: string;
  qr_image_id: string;
  created_at: string;
  deleted_at: string | null;
}

export interface TransactionsTable {
  id: Generated<number>;
  user_id: number;
  type: TransactionType;
  status: TransactionStatus;
  /** Cents, never negative: the sign comes from the type. */
  amount: number;
  payment_method: Coin | 'BALANCE' | null;
  /** The coin transaction a deposit claims (normalised); unique per payment method. */
  transaction_id: string | null;
  /** Where a withdrawal goes. */
  address: string | null;
  plan_id: number | null;
  user_plan_id: number | null;
  /** The plan an earnings or capital row pays for. */
  plan_reference: string | null;
  reason: string | null;
  /** The plan day an earnings or capital row pays for. */
  accrual_day: number | null;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  /** When the buyer accepted the plan's risk text (a deposit or balance purchase of a plan that has one). */
  disclosure_accepted_at: string | null;
  /** A withdrawal's amount in the coin at the price when it was asked for (6 decimals): what its payout must pay. */
  coin_amount: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A user's balance in cents: the sum of their transactions' effects (shared `walletEffect`). No row is a balance of 0. */
export interface WalletsTable {
  user_id: number;
  balance: number;
}

export interface UserPlansTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  /** The deposit (or balance purchase) that started the plan. */
  deposit_id: number;
  title: string;
  roi_bp: number;
  initial_duration: number;
  /** The capital, given back after the last day. */
  amount: number;
  daily_return: number;
  last_day_return: number;
  total_return: number;
  status: 'active' | 'completed';
  started_at: string;
  completed_at: string | null;
  /** When day 1 is due, in epoch milliseconds (day d is due d - 1 days later): a number, so the job compares in plain SQL on both databases. */
  first_accrual_ms: number;
  /** The plan's early-redemption rule when it was bought (hundredths of a percent; null: not allowed). */
  early_redemption_penalty_bp: number | null;
  early_redemption_deducts_earnings: Generated<number>;
  /** 1: at maturity the capital buys the same plan again. */
  auto_renew: Generated<number>;
  /** Set when the investor ended the plan early (its status is then `completed`). */
  redeemed_at: string | null;
  /** Set once the renewal step has handled a plan that was set to renew. */
  renewal_handled_at: string | null;
  /** Why such a plan was not renewed; null when it was. */
  renewal_note: string | null;
}

export type ImageRow = Selectable<ImagesTable>;
export type CryptoAddressRow = Selectable<CryptoAddressesTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NewTransaction = Insertable<TransactionsTable>;
/** A plan with the days and earnings credited so far (repositories/user-plans.ts `DAYS_PAID`, `EARNED`). */
export type UserPlanRow = Selectable<UserPlansTable> & { days_paid: number; earned: number };

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  /** Due when this has passed and sent_at is null; a sender moves it ahead while it sends. */
  next_attempt_at: string;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: string | null;
}

export type NotificationRow = Selectable<NotificationsTable>;
export interface TwoFactorTable {
  user_id: number;
  /** The TOTP secret, AES-256-GCM with a key derived from AUTH_SECRET. */
  secret_encrypted: string;
  /** Null while the secret waits for its first code. */
  enabled_at: string | null;
  /** The last TOTP time step accepted (bigint, parsed as a number). */
  last_used_step: Generated<number>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA256 (server key) of the user id and code, hex. */
  code_hash: string;
  used_at: string | null;
}

export type SignInChallengeKind = 'code' | 'enrol';

/** A sign-in whose password was right, waiting for its second step. */
export interface SignInChallengesTable {
  id: Generated<number>;
  /** sha256 of the challenge token, hex. */
  token_hash: string;
  user_id: number;
  kind: SignInChallengeKind;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

export interface SignInAttemptsTable {
  id: Generated<number>;
  user_id: number | null;
  /** The username or email typed. */
  login: string;
  ip: string | null;
  user_agent: string | null;
  outcome: SignInOutcome;
  created_at: string;
}

export type TwoFactorRow = Selectable<TwoFactorTable>;
export type SignInChallengeRow = Selectable<SignInChallengesTable>;
export type SignInAttemptRow = Selectable<SignInAttemptsTable>;

/** A saved withdrawal address: usable from `usable_from`, the end of its hold. */
export interface WithdrawalAddressesTable {
  id: Generated<number>;
  user_id: number;
  payment_method: Coin;
  address: string;
  label: string;
  created_at: string;
  usable_from: string;
}

export type WithdrawalAddressRow = Selectable<WithdrawalAddressesTable>;

/** Page loads and error reports of one remote version in one UTC minute ('2026-11-27T10:04'). */
export interface RemoteLoadsTable {
  remote: string;
  version: string;
  minute: string;
  loads: Generated<number>;
  errors: Generated<number>;
}

/** What one visitor reported on one version: at most one load and a few errors are counted. */
export interface RemoteReportVisitorsTable {
  remote: string;
  version: string;
  visitor: string;
  loads: Generated<number>;
  errors: Generated<number>;
}

/** How a canary ended: promoted, ended by an admin, or rolled back by the server on its errors. */
export type CanaryOutcome = 'promoted' | 'ended' | 'rolled-back';

export interface CanaryOutcomesTable {
  remote: string;
  version: string;
  outcome: CanaryOutcome;
  decided_at: string;
}

export interface ChainKeysTable {
  id: Generated<number>;
  coin: ChainKeyCoin;
  xpub: string;
  next_index: Generated<number>;
  created_at: string;
  retired_at: string | null;
}
export type ChainKeyRow = Selectable<ChainKeysTable>;

export interface InvoicesTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  coin: Coin;
  amount: number;
  fee: number;
  price_usd: string;
  prices_stale: 0 | 1;
  amount_due: string;
  due_base: string;
  address: string;
  watch_key: string;
  chain_key_id: number | null;
  key_index: number | null;
  status: InvoiceStatus;
  created_at: string;
  expires_at: string;
  disclosure_accepted_at: string | null;
  deposit_id: ColumnType<number | null, number | null | undefined, number | null>;
  settled_at: ColumnType<string | null, string | null | undefined, string | null>;
  resolution: ColumnType<InvoiceResolution | null, InvoiceResolution | null | undefined, InvoiceResolution | null>;
  resolution_note: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_by: ColumnType<number | null, number | null | undefined, number | null>;
  resolved_at: ColumnType<string | null, string | null | undefined, string | null>;
}
export type InvoiceRow = Selectable<InvoicesTable>;

export interface ChainPaymentsTable {
  id: Generated<number>;
  coin: Coin;
  txid: string;
  output_index: number;
  invoice_id: number;
  amount_base: string;
  block_height: number | null;
  seen_at: string;
  credited_at: ColumnType<string | null, string | null | undefined, string | null>;
}
export type ChainPaymentRow = Selectable<ChainPaymentsTable>;

export interface ChainCursorsTable {
  coin: Coin;
  height: number | null;
  lease_owner: string | null;
  lease_until: ColumnType<number, number | undefined, number>;
  checked_at: string | null;
  error: string | null;
}
export type ChainCursorRow = Selectable<ChainCursorsTable>;

/** A published snapshot of the liabilities: the Merkle-sum root over its leaves (docs/proof-of-reserves.md). */
export interface LiabilitySnapshotsTable {
  id: Generated<number>;
  root_hash: string;
  total: number;
  leaf_count: number;
  /** Users owed more than 0: each has 1 to 4 leaves. */
  user_count: number;
  generated_at: string;
}

/** One of a user's leaves in a snapshot (a random share of their liability), at its place in the snapshot's (shuffled) order. */
export interface LiabilityLeavesTable {
  snapshot_id: number;
  leaf_index: number;
  user_id: number;
  nonce: string;
  sum: number;
}

/** An address the operator holds reserves in, registered with a message its key signed; counted until removed. */
export interface ReserveAddressesTable {
  id: Generated<number>;
  coin: Coin;
  address: string;
  message: string;
  signature: string;
  public_key: string | null;
  registered_by: number;
  registered_at: string;
  removed_at: string | null;
}

/** One coin's reserves read for a liabilities snapshot: the chain's balance (smallest unit, as text) and its value then. */
export interface ReserveBalancesTable {
  snapshot_id: number;
  coin: Coin;
  amount_base: string;
  price_usd: string;
  /** US cents. */
  value: number;
  address_count: number;
  available: 0 | 1;
  /** 1: the demo's sample holdings (demo_reserve_holdings), not a chain reading. */
  demo: 0 | 1;
}

/** A demo installation's sample reserves of one coin, in its smallest unit (migration 0028). */
export interface DemoReserveHoldingsTable {
  coin: Coin;
  amount_base: string;
}

/** A confirmation of one withdrawal or new address (docs/security.md#step-up). */
export interface StepUpsTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'withdrawal' | 'withdrawal-address';
  details_key: string;
  /** JSON list of StepUpMethod. */
  methods: string;
  code_hash: string | null;
  passkey_challenge: string | null;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
export type StepUpRow = Selectable<StepUpsTable>;

/** A "This wasn't me" link of a security email (docs/security.md#freeze). */
export interface FreezeLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A passkey (WebAuthn credential) a user registered; docs/security.md#passkeys. */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** The credential id, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter last seen (bigint, parsed as a number). */
  counter: Generated<number>;
  /** JSON array of transports ("internal", "hybrid", ...). */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** What a WebAuthn challenge was handed out for. */
export type WebauthnPurpose = 'registration' | 'sign-in' | 'second-factor' | (string & {});

/** A challenge handed out for a registration or an assertion: 5 minutes, used once. */
export interface WebauthnChallengesTable {
  id: Generated<number>;
  /** Null for a discoverable sign-in (nobody is known yet). */
  user_id: number | null;
  purpose: WebauthnPurpose;
  /** The challenge, base64url (as the browser echoes it in clientDataJSON). */
  challenge: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type PasskeyRow = Selectable<PasskeysTable>;
export type WebauthnChallengeRow = Selectable<WebauthnChallengesTable>;

/** An invitation to join as staff (docs/security-authorization.md#staff-invitations). */
export interface StaffInvitationsTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  staff_role: StaffRole;
  /** sha256 of the link's token. */
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_user_id: number | null;
  revoked_at: string | null;
}
export type StaffInvitationRow = Selectable<StaffInvitationsTable>;

export interface ApprovalsTable {
  id: Generated<number>;
  kind: ApprovalKind;
  status: ApprovalStatus;
  /** `type:id` (approvalTarget): one pending request per kind and target. */
  target: string | null;
  /** The action as JSON: what runs when a second person approves. */
  action: string;
  summary: string;
  /** JSON: the before and after shown to the approver. */
  changes: string;
  requested_by: number;
  requested_at: string;
  expires_at: string;
  decided_by: number | null;
  decided_at: string | null;
  reason: string | null;
  outcome: string | null;
}
export type ApprovalRow = Selectable<ApprovalsTable>;

/** A support request (docs/support.md). `updated_at`: its last message or change, which the queue sorts and filters by. */
export interface SupportRequestsTable {
  id: Generated<number>;
  user_id: number;
  category: SupportCategory;
  subject: string;
  status: SupportStatus;
  assigned_to: number | null;
  link_type: SupportLinkType | null;
  link_id: number | null;
  created_at: string;
  updated_at: string;
}
export type SupportRequestRow = Selectable<SupportRequestsTable>;

export interface SupportMessagesTable {
  id: Generated<number>;
  request_id: number;
  author_id: number;
  author_side: 'investor' | 'staff';
  body: string;
  /** 1: a staff note, never sent to the investor. */
  internal: number;
  created_at: string;
}
export type SupportMessageRow = Selectable<SupportMessagesTable>;

export interface SupportAttachmentsTable {
  /** Random and unguessable (base64url). */
  id: string;
  message_id: number;
  request_id: number;
  name: string;
  mime: SupportAttachmentMime;
  size: number;
  bytes: Buffer;
  created_at: string;
}
export type SupportAttachmentRow = Selectable<SupportAttachmentsTable>;

export interface SupportSavedRepliesTable {
  id: Generated<number>;
  title: string;
  body: string;
  created_by: number;
  created_at: string;
}

/** The event log (docs/notifications.md#the-event-log): append-only, read by the stream and behind the inbox. */
export interface EventsTable {
  id: Generated<number>;
  audience: 'user' | 'staff';
  /** The user it is for; null for staff events, which every admin reads. */
  user_id: number | null;
  /** What changed, space-separated `EventKind`s: the page refreshes what each touches. */
  kinds: string;
  created_at: string;
}

/** An in-app notification (not the email outbox, which is `notifications`). */
export interface InboxItemsTable {
  id: Generated<number>;
  user_id: number;
  event_id: number;
  category: string;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}
export type InboxItemRow = Selectable<InboxItemsTable>;

/** An investor's choice for one category; none means both (docs/notifications.md#preferences). */
export interface InboxPreferencesTable {
  user_id: number;
  category: string;
  channel: 'in_app' | 'email' | 'both';
}

/** How far the accrual's credits have been told (docs/notifications.md#what-the-accrual-credited): one row. */
export interface AccrualDigestTable {
  id: number;
  /** Every accrual ledger row up to this transaction id has been told. */
  told_through_id: number;
  /** A run under way tells the rows up to this id; null between runs. */
  run_through_id: number | null;
  /** The run's last user told: the next batch starts after it. */
  run_after_user_id: number;
}
