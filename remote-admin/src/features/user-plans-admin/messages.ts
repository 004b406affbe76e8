/** The words of a user's plans in the console: their active and ended plans, and buying one for them (docs/i18n.md#messages-and-catalogues). */
export const HOLDER_TEXTS = {
  backToList: /*i18n*/ { id: 'admin.userPlansAdmin.backToList', message: 'Back to Manage users' },
  backTo: /*i18n*/ { id: 'admin.userPlansAdmin.backTo', message: 'Back to {username}' },
  backToUser: /*i18n*/ { id: 'admin.userPlansAdmin.backToUser', message: 'Back to the user' },
};

export const PLANS_TEXTS = {
  titleOf: /*i18n*/ { id: 'admin.userPlansAdmin.plans.titleOf', message: 'Active plans of {username}' },
  title: /*i18n*/ { id: 'admin.userPlansAdmin.plans.title', message: 'Active plans' },
  empty: /*i18n*/ { id: 'admin.userPlansAdmin.plans.empty', message: 'No active plans' },
  buyPlan: /*i18n*/ { id: 'admin.userPlansAdmin.plans.buyPlan', message: 'Buy plan' },
  loadFailed: /*i18n*/ { id: 'admin.userPlansAdmin.plans.loadFailed', message: 'The plans could not be loaded.' },
  loading: /*i18n*/ { id: 'admin.userPlansAdmin.plans.loading', message: 'Loading the plans' },
  ended: /*i18n*/ { id: 'admin.userPlansAdmin.plans.ended', message: 'Ended plans' },
};

export const BUY_TEXTS = {
  titleFor: /*i18n*/ { id: 'admin.userPlansAdmin.buy.titleFor', message: 'Buy a plan for {username}' },
  title: /*i18n*/ { id: 'admin.userPlansAdmin.buy.title', message: 'Buy a plan' },
  noPlans: /*i18n*/ { id: 'admin.userPlansAdmin.buy.noPlans', message: 'No plans exist yet.' },
  coin: /*i18n*/ { id: 'admin.userPlansAdmin.buy.coin', message: 'Coin' },
  chooseCoin: /*i18n*/ { id: 'admin.userPlansAdmin.buy.chooseCoin', message: 'Choose a coin' },
  deposit: /*i18n*/ { id: 'admin.userPlansAdmin.buy.deposit', message: 'Deposit' },
  confirmDeposit: /*i18n*/ { id: 'admin.userPlansAdmin.buy.confirmDeposit', message: 'Confirm deposit' },
  failed: /*i18n*/ { id: 'admin.userPlansAdmin.buy.failed', message: 'The plan could not be bought. Please try again.' },
  question: /*i18n*/ {
    id: 'admin.userPlansAdmin.buy.question',
    message: 'Buy the {plan} plan for {name} with a deposit of {amount} paid in {coin}? The deposit is recorded as confirmed and the plan starts at once.',
  },
  userNumber: /*i18n*/ { id: 'admin.userPlansAdmin.buy.userNumber', message: 'user {id}' },
};
