import { setupI18n } from '@lingui/core';
import type { Translate } from './messages';
import { loadSignedInRuleMessages } from './rule-messages';
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

  it('says the refusals in English for the API', () => {
    expect(TRANSACTION_REJECTION_MESSAGES).toEqual({
      reasonBlank: 'Please write the reason, or leave it out.',
      reasonTooLong: 'Please keep the reason to 300 characters.',
    });
  });

  it("says the refusals in the reader's language", async () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: await loadSignedInRuleMessages('es') } });
    const _: Translate = (message) => i18n._(message);
    expect(transactionRejectionReasonError('  ', _)).toBe('Escriba el motivo o déjelo en blanco.');
    expect(transactionRejectionReasonError('a'.repeat(MAX_TRANSACTION_REJECTION_REASON_LENGTH + 1), _)).toBe('Limite el motivo a 300 caracteres.');
    expect(transactionRejectionReasonError('Wrong network', _)).toBeNull();
  });
});

describe('typedRejectionReason', () => {
  it('sends the text trimmed, and nothing for a blank field', () => {
    expect(typedRejectionReason('  Wrong network \n')).toBe('Wrong network');
    expect(typedRejectionReason('   ')).toBeUndefined();
    expect(typedRejectionReason('')).toBeUndefined();
  });
});
