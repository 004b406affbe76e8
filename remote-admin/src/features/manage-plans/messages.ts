/** The plan pages' words: the list, the create and edit form and its demo card (docs/i18n.md#messages-and-catalogues). */
export const PLAN_LIST_TEXTS = {
  title: /*i18n*/ { id: 'admin.managePlans.title', message: 'Manage plans' },
  count: /*i18n*/ { id: 'admin.managePlans.count', message: '{count, plural, one {# plan} other {# plans}}' },
  empty: /*i18n*/ { id: 'admin.managePlans.empty', message: 'No plans have been added yet.' },
  plans: /*i18n*/ { id: 'admin.managePlans.plans', message: 'Plans' },
  newPlan: /*i18n*/ { id: 'admin.managePlans.newPlan', message: 'New plan' },
  edit: /*i18n*/ { id: 'admin.managePlans.edit', message: 'Edit' },
  delete: /*i18n*/ { id: 'admin.managePlans.delete', message: 'Delete' },
  /** After Edit and Delete, for screen readers: "Gold plan". */
  whichPlan: /*i18n*/ { id: 'admin.managePlans.whichPlan', message: '{title} plan' },
  deleteTitle: /*i18n*/ { id: 'admin.managePlans.deleteTitle', message: 'Delete plan' },
  deleteQuestion: /*i18n*/ {
    id: 'admin.managePlans.deleteQuestion',
    message: 'Do you want to delete the {title} plan? Investors who already bought it keep their plans.',
  },
  deleteFailed: /*i18n*/ { id: 'admin.managePlans.deleteFailed', message: 'The plan could not be deleted. Please try again.' },
};

export const PLAN_PAGE_TEXTS = {
  newTitle: /*i18n*/ { id: 'admin.managePlans.newTitle', message: 'New plan' },
  create: /*i18n*/ { id: 'admin.managePlans.create', message: 'Create plan' },
  editTitle: /*i18n*/ { id: 'admin.managePlans.editTitle', message: 'Edit plan' },
  loading: /*i18n*/ { id: 'admin.managePlans.loading', message: 'Loading the plan' },
  saveChanges: /*i18n*/ { id: 'admin.managePlans.saveChanges', message: 'Save changes' },
  notFound: /*i18n*/ { id: 'admin.managePlans.notFound', message: 'Plan not found.' },
  backToPlans: /*i18n*/ { id: 'admin.managePlans.backToPlans', message: 'Back to plans' },
};

export const PLAN_FORM_TEXTS = {
  failed: /*i18n*/ { id: 'admin.managePlans.form.failed', message: 'The plan could not be saved. Please try again.' },
  title: /*i18n*/ { id: 'admin.managePlans.form.title', message: 'Title' },
  roi: /*i18n*/ { id: 'admin.managePlans.form.roi', message: 'ROI (% per day)' },
  roiHint: /*i18n*/ { id: 'admin.managePlans.form.roiHint', message: 'For example {example}' },
  duration: /*i18n*/ { id: 'admin.managePlans.form.duration', message: 'Duration (days)' },
  durationHint: /*i18n*/ { id: 'admin.managePlans.form.durationHint', message: 'Whole days' },
  minAmount: /*i18n*/ { id: 'admin.managePlans.form.minAmount', message: 'Minimum amount ($)' },
  maxAmount: /*i18n*/ { id: 'admin.managePlans.form.maxAmount', message: 'Maximum amount ($)' },
  amountHint: /*i18n*/ { id: 'admin.managePlans.form.amountHint', message: 'For example {example}' },
  earlyRedemption: /*i18n*/ { id: 'admin.managePlans.form.earlyRedemption', message: 'Early redemption' },
  mayEndEarly: /*i18n*/ { id: 'admin.managePlans.form.mayEndEarly', message: 'Investors may end the plan early' },
  notAllowed: /*i18n*/ { id: 'admin.managePlans.form.notAllowed', message: 'No: the capital comes back at the end' },
  allowed: /*i18n*/ { id: 'admin.managePlans.form.allowed', message: 'Yes, with a penalty' },
  penalty: /*i18n*/ { id: 'admin.managePlans.form.penalty', message: 'Penalty (% of the capital)' },
  penaltyHint: /*i18n*/ { id: 'admin.managePlans.form.penaltyHint', message: 'From 0 to 100, for example {example}' },
  earnings: /*i18n*/ { id: 'admin.managePlans.form.earnings', message: 'Earnings already paid' },
  keep: /*i18n*/ { id: 'admin.managePlans.form.keep', message: 'Kept by the investor' },
  deduct: /*i18n*/ { id: 'admin.managePlans.form.deduct', message: 'Deducted from what is credited' },
  risk: /*i18n*/ { id: 'admin.managePlans.form.risk', message: 'Risk text (optional)' },
  riskHint: /*i18n*/ {
    id: 'admin.managePlans.form.riskHint',
    message: 'Shown on the plan and in the buy window; investors tick that they have read it before buying.',
  },
  cancel: /*i18n*/ { id: 'admin.managePlans.form.cancel', message: 'Cancel' },
  demoCard: /*i18n*/ { id: 'admin.managePlans.form.demoCard', message: 'Demo card' },
  demoHint: /*i18n*/ {
    id: 'admin.managePlans.form.demoHint',
    message: 'How investors will see the plan. Fields that are not valid yet show a placeholder.',
  },
  untitled: /*i18n*/ { id: 'admin.managePlans.form.untitled', message: 'Untitled' },
};
