import {
  MAX_TRANSACTION_REJECTION_REASON_LENGTH,
  TRANSACTION_REJECTION_MESSAGES,
  transactionRejectionReasonError,
  typedRejectionReason,
} from './transaction-rejection';

describe('transactionRejectionReasonError', () => {
  it('accepts a rejection without a reason', () => {
    expect(transactionRejectionReasonError(undefined)).toBeNull();
  });

  it('refuses a reason given blank', () => {
    expect(transactionRejectionReasonError('')).toBe(TRANSACTION_REJECTION_MESSAGES.reasonBlank);
    expect(transactionRejectionReasonError(' \n\t ')).toBe(TRANSACTION_REJECTION_MESSAGES.reasonBlank);
  });

  it('accepts up to the limit, counted without surrounding blanks', () => {
    expect(transactionRejectionReasonError('The address is on a sanctions list.')).toBeNull();
    expect(transactionRejectionReasonError(`  ${'a'.repeat(MAX_TRANSACTION_REJECTION_REASON_LENGTH)}  `)).toBeNull();
    expect(transactionRejectionReasonError('a'.repeat(MAX_TRANSACTION_REJECTION_REASON_LENGTH + 1))).toBe('Please keep the reason to 300 characters.');
  });
});

describe('typedRejectionReason', () => {
  it('sends the text trimmed, and nothing for a blank field', () => {
    expect(typedRejectionReason('  Wrong network \n')).toBe('Wrong network');
    expect(typedRejectionReason('   ')).toBeUndefined();
    expect(typedRejectionReason('')).toBeUndefined();
  });
});
