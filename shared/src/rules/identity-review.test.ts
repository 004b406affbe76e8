import { setupI18n } from '@lingui/core';
import { IDENTITY_REVIEW_MESSAGES, MAX_REJECTION_REASON_LENGTH, rejectionReasonError } from './identity-review';
import { loadSignedInRuleMessages } from './rule-messages';
import type { Translate } from './messages';

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

  it("says why in the reader's language", async () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: await loadSignedInRuleMessages('es') } });
    const _: Translate = (message) => i18n._(message);
    expect(rejectionReasonError('', _)).toBe('Indique el motivo del rechazo.');
    expect(rejectionReasonError('a'.repeat(MAX_REJECTION_REASON_LENGTH + 1), _)).toBe('Limite el motivo a 300 caracteres.');
    expect(rejectionReasonError('The photo is blurred.', _)).toBeNull();
  });
});
