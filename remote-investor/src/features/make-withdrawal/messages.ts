/** The withdrawal page's words: the form, its review, the limits and the address book (docs/i18n.md#messages-and-catalogues). */
export const WITHDRAWAL_PAGE_TEXTS = {
  title: /*i18n*/ { id: 'investor.makeWithdrawal.title', message: 'Make withdrawal' },
  loadingAccount: /*i18n*/ { id: 'investor.makeWithdrawal.loadingAccount', message: 'Loading your account' },
  failed: /*i18n*/ { id: 'investor.makeWithdrawal.failed', message: 'The withdrawal could not be requested. Please try again.' },
  nextSteps: /*i18n*/ {
    id: 'investor.makeWithdrawal.nextSteps',
    message:
      'The amount leaves your balance at once and the withdrawal waits for an admin, who sends the coin to this address and marks it done. ' +
      'If it cannot be sent, the amount comes back to your balance. The coin amount is at the current price; the amount sent is worth the dollars above.',
  },
  maxDaily: /*i18n*/ { id: 'investor.makeWithdrawal.maxDaily', message: 'Max is what your daily limit leaves now.' },
  reviewTitle: /*i18n*/ { id: 'investor.makeWithdrawal.reviewTitle', message: 'Review your withdrawal' },
  confirm: /*i18n*/ { id: 'investor.makeWithdrawal.confirm', message: 'Confirm withdrawal' },
  amount: /*i18n*/ { id: 'investor.makeWithdrawal.amount', message: 'Amount' },
  fee: /*i18n*/ { id: 'investor.makeWithdrawal.fee', message: 'Fee' },
  noFee: /*i18n*/ { id: 'investor.makeWithdrawal.noFee', message: 'None' },
  youReceive: /*i18n*/ { id: 'investor.makeWithdrawal.youReceive', message: 'You receive' },
  network: /*i18n*/ { id: 'investor.makeWithdrawal.network', message: 'Network' },
  address: /*i18n*/ { id: 'investor.makeWithdrawal.address', message: 'Address' },
  balanceAfter: /*i18n*/ { id: 'investor.makeWithdrawal.balanceAfter', message: 'Balance after' },
  whatNext: /*i18n*/ { id: 'investor.makeWithdrawal.whatNext', message: 'What happens next' },
  form: /*i18n*/ { id: 'investor.makeWithdrawal.form', message: 'Withdrawal' },
  amountField: /*i18n*/ { id: 'investor.makeWithdrawal.amountField', message: 'Amount ($)' },
  aboutInCoin: /*i18n*/ { id: 'investor.makeWithdrawal.aboutInCoin', message: 'About {amount} {coin} at the current price.' },
  max: /*i18n*/ { id: 'investor.makeWithdrawal.max', message: 'Max <0/>' },
  paymentOption: /*i18n*/ { id: 'investor.makeWithdrawal.paymentOption', message: 'Payment option' },
  proceedNote: /*i18n*/ { id: 'investor.makeWithdrawal.proceedNote', message: 'Proceed shows every figure to check before anything moves.' },
  proceed: /*i18n*/ { id: 'investor.makeWithdrawal.proceed', message: 'Proceed' },
};

/** The coin and address fields, for a withdrawal and a saved address alike. */
export const COIN_FIELD_TEXTS = {
  chooseCoin: /*i18n*/ { id: 'investor.makeWithdrawal.chooseCoin', message: 'Please choose a payment option.' },
  choosePlaceholder: /*i18n*/ { id: 'investor.makeWithdrawal.choosePlaceholder', message: 'Choose a payment option' },
  chooseFirst: /*i18n*/ { id: 'investor.makeWithdrawal.chooseFirst', message: 'Choose a payment option first' },
};

/** The limits card beside the form (docs/levels-and-limits.md#withdrawal-limits). */
export const LIMIT_TEXTS = {
  verifyEmail: /*i18n*/ { id: 'investor.makeWithdrawal.limit.verifyEmail', message: 'Verify your email address' },
  verifyIdentity: /*i18n*/ { id: 'investor.makeWithdrawal.limit.verifyIdentity', message: 'Complete your identity verification' },
  raiseToAny: /*i18n*/ { id: 'investor.makeWithdrawal.limit.raiseToAny', message: '<0>{action}</0> to withdraw any amount.' },
  raiseTo: /*i18n*/ { id: 'investor.makeWithdrawal.limit.raiseTo', message: '<0>{action}</0> to raise it to {limit}.' },
  dailyFailed: /*i18n*/ {
    id: 'investor.makeWithdrawal.limit.dailyFailed',
    message: 'What is left today could not be loaded; the server checks it when you proceed.',
  },
  loading: /*i18n*/ { id: 'investor.makeWithdrawal.limit.loading', message: 'Loading…' },
  noDaily: /*i18n*/ { id: 'investor.makeWithdrawal.limit.noDaily', message: 'No daily limit.' },
  daily: /*i18n*/ { id: 'investor.makeWithdrawal.limit.daily', message: 'Up to <0/> in any 24 hours: <1><2/></1> left now.' },
  available: /*i18n*/ { id: 'investor.makeWithdrawal.limit.available', message: 'Available balance' },
  yourLimit: /*i18n*/ { id: 'investor.makeWithdrawal.limit.yourLimit', message: 'Your limit (level {level})' },
  noLimit: /*i18n*/ { id: 'investor.makeWithdrawal.limit.noLimit', message: 'No limit: you can withdraw up to your balance.' },
  perWithdrawal: /*i18n*/ { id: 'investor.makeWithdrawal.limit.perWithdrawal', message: 'Up to <0/> per withdrawal.' },
  dailyLimit: /*i18n*/ { id: 'investor.makeWithdrawal.limit.dailyLimit', message: 'Daily limit' },
};

/** The saved addresses card. */
export const ADDRESS_BOOK_TEXTS = {
  title: /*i18n*/ { id: 'investor.makeWithdrawal.book.title', message: 'Saved addresses' },
  saveFailed: /*i18n*/ { id: 'investor.makeWithdrawal.book.saveFailed', message: 'The address could not be saved. Please try again.' },
  usableNow: /*i18n*/ { id: 'investor.makeWithdrawal.book.usableNow', message: 'Usable now' },
  usableFrom: /*i18n*/ { id: 'investor.makeWithdrawal.book.usableFrom', message: 'Usable from {date}' },
  onlySaved: /*i18n*/ { id: 'investor.makeWithdrawal.book.onlySaved', message: 'Withdraw only to saved addresses' },
  choiceFailed: /*i18n*/ { id: 'investor.makeWithdrawal.book.choiceFailed', message: 'Your choice could not be saved. Please try again.' },
  switchedOff: /*i18n*/ { id: 'investor.makeWithdrawal.book.switchedOff', message: 'Switched off: still in force until {date}.' },
  holdNote: /*i18n*/ {
    id: 'investor.makeWithdrawal.book.holdNote',
    message: 'A new address can be used {hours} hours after it is saved, and you are emailed when one is.',
  },
  saved: /*i18n*/ { id: 'investor.makeWithdrawal.book.saved', message: 'Address saved. It can be used from {date}.' },
  confirmTitle: /*i18n*/ { id: 'investor.makeWithdrawal.book.confirmTitle', message: 'Confirm the new address' },
  save: /*i18n*/ { id: 'investor.makeWithdrawal.book.save', message: 'Save address' },
  label: /*i18n*/ { id: 'investor.makeWithdrawal.book.label', message: 'Label' },
  coin: /*i18n*/ { id: 'investor.makeWithdrawal.book.coin', message: 'Coin' },
  saveNext: /*i18n*/ {
    id: 'investor.makeWithdrawal.book.saveNext',
    message: 'We confirm it is you with a code, then save the address. It can be used once its waiting time is over.',
  },
  loadFailed: /*i18n*/ { id: 'investor.makeWithdrawal.book.loadFailed', message: 'Your saved addresses could not be loaded.' },
  retry: /*i18n*/ { id: 'investor.makeWithdrawal.book.retry', message: 'Retry' },
  loading: /*i18n*/ { id: 'investor.makeWithdrawal.book.loading', message: 'Loading your saved addresses' },
  none: /*i18n*/ { id: 'investor.makeWithdrawal.book.none', message: 'No saved addresses yet.' },
  removeNamed: /*i18n*/ { id: 'investor.makeWithdrawal.book.removeNamed', message: 'Remove {label}' },
  removeTitle: /*i18n*/ { id: 'investor.makeWithdrawal.book.removeTitle', message: 'Remove address' },
  removeQuestion: /*i18n*/ { id: 'investor.makeWithdrawal.book.removeQuestion', message: 'Remove <0>{label}</0> from your saved addresses?' },
  removeFailed: /*i18n*/ { id: 'investor.makeWithdrawal.book.removeFailed', message: 'The address could not be removed. Please try again.' },
  remove: /*i18n*/ { id: 'investor.makeWithdrawal.book.remove', message: 'Remove' },
  saveForm: /*i18n*/ { id: 'investor.makeWithdrawal.book.saveForm', message: 'Save an address' },
  addressToSave: /*i18n*/ { id: 'investor.makeWithdrawal.book.addressToSave', message: 'Address to save' },
};
