/** The plans page's words: the active plans, their choices, early redemption and the past plans (docs/i18n.md#messages-and-catalogues). */
export const PLANS_TEXTS = {
  title: /*i18n*/ { id: 'investor.userPlans.title', message: 'Active plans' },
  none: /*i18n*/ { id: 'investor.userPlans.none', message: 'No active plans' },
  buyPlan: /*i18n*/ { id: 'investor.userPlans.buyPlan', message: 'Buy plan' },
  loadFailed: /*i18n*/ { id: 'investor.userPlans.loadFailed', message: 'Your plans could not be loaded.' },
  loading: /*i18n*/ { id: 'investor.userPlans.loading', message: 'Loading your plans' },
};

export const PAST_PLANS_TEXTS = {
  title: /*i18n*/ { id: 'investor.userPlans.past.title', message: 'Past plans' },
  matured: /*i18n*/ { id: 'investor.userPlans.past.matured', message: 'Matured' },
  maturedOn: /*i18n*/ { id: 'investor.userPlans.past.maturedOn', message: 'Matured on' },
  redeemed: /*i18n*/ { id: 'investor.userPlans.past.redeemed', message: 'Redeemed early' },
  redeemedOn: /*i18n*/ { id: 'investor.userPlans.past.redeemedOn', message: 'Redeemed on' },
  planTitle: /*i18n*/ { id: 'investor.userPlans.past.planTitle', message: '{title} plan' },
  capital: /*i18n*/ { id: 'investor.userPlans.past.capital', message: 'Capital' },
  started: /*i18n*/ { id: 'investor.userPlans.past.started', message: 'Started' },
  daysPaid: /*i18n*/ { id: 'investor.userPlans.past.daysPaid', message: 'Days paid' },
  daysPaidValue: /*i18n*/ { id: 'investor.userPlans.past.daysPaidValue', message: '{paid} of {days}' },
  totalEarned: /*i18n*/ { id: 'investor.userPlans.past.totalEarned', message: 'Total earned' },
  redemptionCost: /*i18n*/ { id: 'investor.userPlans.past.redemptionCost', message: 'Early redemption cost' },
  none: /*i18n*/ { id: 'investor.userPlans.past.none', message: 'No past plans yet: a plan is listed here once it matures or is redeemed.' },
  loadFailed: /*i18n*/ { id: 'investor.userPlans.past.loadFailed', message: 'Your past plans could not be loaded.' },
  loading: /*i18n*/ { id: 'investor.userPlans.past.loading', message: 'Loading your past plans' },
};

export const PLAN_ACTION_TEXTS = {
  redeemTitle: /*i18n*/ { id: 'investor.userPlans.actions.redeemTitle', message: 'Redeem the {title} plan early' },
  redeem: /*i18n*/ { id: 'investor.userPlans.actions.redeem', message: 'Redeem early' },
  redeemed: /*i18n*/ { id: 'investor.userPlans.actions.redeemed', message: 'Plan redeemed: {amount} credited to your balance.' },
  redeemFailed: /*i18n*/ { id: 'investor.userPlans.actions.redeemFailed', message: 'The plan could not be redeemed. Please try again.' },
  quoteFailed: /*i18n*/ {
    id: 'investor.userPlans.actions.quoteFailed',
    message: 'What the redemption would credit could not be loaded. Please try again.',
  },
  renew: /*i18n*/ { id: 'investor.userPlans.actions.renew', message: 'Renew at maturity' },
  choiceFailed: /*i18n*/ { id: 'investor.userPlans.actions.choiceFailed', message: 'Your choice could not be saved. Please try again.' },
  helpLabel: /*i18n*/ { id: 'investor.userPlans.actions.helpLabel', message: 'Get help with the {title} plan' },
  help: /*i18n*/ { id: 'investor.userPlans.actions.help', message: 'Get help' },
};

export const REDEMPTION_TEXTS = {
  question: /*i18n*/ {
    id: 'investor.userPlans.redemption.question',
    message: 'End the <0>{title}</0> plan now? Nothing more is paid on it, and this cannot be undone.',
  },
  capital: /*i18n*/ { id: 'investor.userPlans.redemption.capital', message: 'Capital' },
  penalty: /*i18n*/ { id: 'investor.userPlans.redemption.penalty', message: 'Penalty ({percent}% of the capital)' },
  earningsDeducted: /*i18n*/ { id: 'investor.userPlans.redemption.earningsDeducted', message: 'Earnings already paid, deducted' },
  earningsKept: /*i18n*/ { id: 'investor.userPlans.redemption.earningsKept', message: 'Earnings already paid (yours to keep)' },
  referralDeducted: /*i18n*/ {
    id: 'investor.userPlans.redemption.referralDeducted',
    message: 'Referral bonus paid on this plan, which your referrer has spent',
  },
  credited: /*i18n*/ { id: 'investor.userPlans.redemption.credited', message: 'Credited to your balance' },
};
