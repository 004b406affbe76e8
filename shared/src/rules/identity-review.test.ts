import { IDENTITY_REVIEW_MESSAGES, MAX_REJECTION_REASON_LENGTH, rejectionReasonError } from './identity-review';

describe('rejectionReasonError', () => {
  it('asks for a reason when there is none or only blanks', () => {
    expect(rejectionReasonError('')).toBe(IDENTITY_REVIEW_MESSAGES.reasonMissing);
    expect(rejectionReasonError(' \n\t ')).toBe(IDENTITY_REVIEW_MESSAGES.reasonMissing);
  });

  it('accepts up to the limit, counted without surrounding blanks', () => {
    expect(rejectionReasonError('The photo is blurred.')).toBeNull();
    expect(rejectionReasonError(`  ${'a'.repeat(MAX_REJECTION_REASON_LENGTH)}  `)).toBeNull();
    expect(rejectionReasonError('a'.repeat(MAX_REJECTION_REASON_LENGTH + 1))).toBe('Please keep the reason to 300 characters.');
  });
});
