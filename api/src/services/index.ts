import type { FastifyBaseLogger } from 'fastify';
import { createChainSources } from '../chains/sources';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createAccountProtectionService } from './account-protection';
import { createAddressBookService } from './address-book';
import { createAddressService } from './addresses';
import { createAdjustmentService } from './adjustments';
import { createApprovalService } from './approvals';
import { createAuditService } from './audit';
import { createAuthService } from './auth';
import { createChainKeyService } from './chain-keys';
import { createDeploymentService } from './deployments';
import { createEventWakeups } from '../db/event-wakeups';
import { createEmailVerificationService } from './email-verification';
import { createEventStreamService } from './event-stream';
import { createHashPool } from './hash-pool';
import { createIdentityService } from './identity';
import { createImageService } from './images';
import { createInboxService } from './inbox';
import { createInvestmentService } from './investments';
import { createInvoiceExceptionService } from './invoice-exceptions';
import { createInvoiceService } from './invoices';
import { createMailer } from './mailer';
import { createNotificationService } from './notifications';
import { createPasskeyService } from './passkeys';
import { createServerKeys } from './server-keys';
import { createSessionService } from './sessions';
import { createSignInService } from './sign-in';
import { createSignUpService } from './sign-up';
import { createStaffInvitationService } from './staff-invitations';
import { createSupportService } from './support';
import { createSupportDeskService } from './support-desk';
import { createStepUpService } from './step-up';
import { createTwoFactorService } from './two-factor';
import { createPasswordChangeService } from './password-change';
import { createPasswordResetService } from './password-reset';
import { createPasswordHasher } from './passwords';
import { createPayoutCheck } from './payouts';
import { createPlanService } from './plans';
import { createPortfolioService } from './portfolio';
import { createProofOfLiabilitiesService } from './proof-of-liabilities';
import { createProofOfReservesService } from './proof-of-reserves';
import { createPriceService } from './prices';
import { createProfileService } from './profile';
import { createReadinessService } from './readiness';
import { createReauthenticationService } from './reauthentication';
import { createReconciliationService } from './reconciliation';
import { createRedemptionService } from './redemption';
import { createTransactionService } from './transactions';
import { createUserManagementService } from './user-management';
import { createWithdrawalService } from './withdrawals';

export interface ServiceDeps {
  db: Db;
  config: Config;
  now: () => Date;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
}

export type Services = ReturnType<typeof createServices>;

/** The composition root: every service of the API, created once, each given only what it needs. */
export function createServices(deps: ServiceDeps) {
  const services = createActionServices(deps);
  const { db, config, now } = deps;
  return { ...services, approvals: createApprovalService({ db, now, fourEyes: config.fourEyes, ...services, reserves: services.proofOfReserves }) };
}

/** Every service but the approvals, which run some of these services' actions later. */
function createActionServices({ db, config, now, fetch, log }: ServiceDeps) {
  const mailer = createMailer(config, log);
  const notifications = createNotificationService({ db, mailer, now, log, config });
  const keys = createServerKeys(config.authSecret);
  const protection = createAccountProtectionService({ db, config, now, notifications });
  const twoFactor = createTwoFactorService({ db, config, now, keys, protection });
  const hashPool = createHashPool({ concurrency: config.passwordHashConcurrency, queueLimit: config.passwordHashQueue });
  const hasher = createPasswordHasher(config.scryptCost, hashPool.derive);
  const prices = createPriceService({ db, config, now, fetch, log });
  const passkeys = createPasskeyService({ db, config, now, keys, protection });
  const stepUp = createStepUpService({ db, config, now, keys, mailer, log, twoFactor, protection, passkeys });
  const reauthentication = createReauthenticationService({ db, now, hasher, twoFactor, protection, passkeys });
  const signUp = createSignUpService({ db, config, now, hasher });
  const signIn = createSignInService({ db, config, now, twoFactor, hasher, protection });
  const chainSources = createChainSources(config.chains);
  const invoices = createInvoiceService({ db, now, chains: config.chains, prices, sources: chainSources });
  const proofOfReserves = createProofOfReservesService({ db, now, sources: chainSources, prices, platform: config.site.name, log });
  const support = createSupportService({ db, config, now, notifications });
  const eventWakeups = createEventWakeups(db, log);
  return {
    mailer,
    notifications,
    hashPool,
    auth: createAuthService({ db, config, now }),
    signUp,
    staffInvitations: createStaffInvitationService({ db, config, now, mailer, signUp, signIn }),
    twoFactor,
    protection,
    stepUp,
    reauthentication,
    passkeys,
    signIn,
    sessions: createSessionService({ db, config, now, protection }),
    plans: createPlanService({ db, now }),
    passwordReset: createPasswordResetService({ db, config, now, mailer, log, keys, hasher, protection }),
    passwordChange: createPasswordChangeService({ db, config, now, hasher, protection }),
    prices,
    chainSources,
    addresses: createAddressService({ db, now }),
    chainKeys: createChainKeyService({ db, now }),
    images: createImageService({ db }),
    investments: createInvestmentService({ db, now, invoices, prices }),
    invoices,
    invoiceExceptions: createInvoiceExceptionService({ db, now, sources: chainSources }),
    reconciliation: createReconciliationService({ db, sources: chainSources, explorerTxUrls: config.chains.explorerTxUrls }),
    redemption: createRedemptionService({ db, now }),
    transactions: createTransactionService({
      db,
      now,
      siteName: config.site.name,
      notifications,
      payouts: createPayoutCheck({ sources: chainSources, tolerancePercent: config.chains.payoutTolerancePercent }),
    }),
    withdrawals: createWithdrawalService({ db, now, config, prices, stepUp, protection }),
    addressBook: createAddressBookService({ db, now, config, stepUp, protection }),
    adjustments: createAdjustmentService({ db, now }),
    profile: createProfileService({ db }),
    emailVerification: createEmailVerificationService({ db, config, now, mailer, log, keys, protection, reauthentication }),
    identity: createIdentityService({ db, config, now, notifications }),
    portfolio: createPortfolioService({ db, now }),
    proofOfLiabilities: createProofOfLiabilitiesService({ db, now, reserves: proofOfReserves }),
    proofOfReserves,
    userManagement: createUserManagementService({ db, now, site: config.site, notifications }),
    audit: createAuditService({ db, now }),
    readiness: createReadinessService({ db }),
    deployments: createDeploymentService({ db, config, now, notifications, log, keys }),
    support,
    supportDesk: createSupportDeskService({ db, now, notifications, support }),
    inbox: createInboxService({ db, now }),
    eventWakeups,
    eventStream: createEventStreamService({ db, wakeups: eventWakeups, heartbeatMs: config.eventHeartbeatSeconds * 1000, log }),
  };
}
