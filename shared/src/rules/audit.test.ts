import { setupI18n } from '@lingui/core';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditFilterErrors, summariseAuditDetails } from './audit';
import type { Translate } from './messages';
import { loadSignedInRuleMessages } from './rule-messages';

describe('auditActionLabel', () => {
  it('uses the shared words for known actions', () => {
    expect(auditActionLabel('wallet.bonus')).toBe('Bonus given');
    expect(auditActionLabel('transaction.reject')).toBe('Transaction rejected');
    expect(Object.values(AUDIT_ACTION_LABELS).every((label) => /^[A-Z]/.test(label))).toBe(true);
  });

  it('words an action it does not know yet instead of hiding it', () => {
    expect(auditActionLabel('user.reset-password')).toBe('User reset password');
  });
});

describe('summariseAuditDetails', () => {
  it('gives the amount in dollars, then the reason, and leaves out ids the row already shows', () => {
    expect(summariseAuditDetails({ amount: 125050, reason: 'Welcome gift', transaction_id: 9 })).toEqual(['$1,250.50', 'Reason: Welcome gift']);
    expect(summariseAuditDetails({ type: 'withdrawal', amount: 500, user_id: 4 })).toEqual(['$5.00', 'type: withdrawal']);
  });

  it('skips an empty reason', () => {
    expect(summariseAuditDetails({ amount: 100, reason: null })).toEqual(['$1.00']);
    expect(summariseAuditDetails({ reason: '  ' })).toEqual([]);
  });

  it('shows a change as before → after: plain values, and only the fields that changed of two records', () => {
    expect(summariseAuditDetails({ before: 'user', after: 'admin' })).toEqual(['user → admin']);
    expect(summariseAuditDetails({ before: null, after: 1 })).toEqual(['— → 1']);
    expect(
      summariseAuditDetails({
        before: { id: 2, title: 'Gold', roi: 1.5, min_amount: 10000 },
        after: { id: 2, title: 'Gold', roi: 2, min_amount: 20000 },
      }),
    ).toEqual(['roi: 1.5 → 2', 'min amount: $100.00 → $200.00']);
  });

  it('names a record by its title and shows other fields as key: value', () => {
    expect(summariseAuditDetails({ plan: { id: 1, title: 'Starter' } })).toEqual(['plan: Starter']);
    expect(summariseAuditDetails({ coin: 'BTC', address: 'bc1q' })).toEqual(['coin: BTC', 'address: bc1q']);
    expect(summariseAuditDetails({ wallets: { wallet: 300 } })).toEqual(['wallets: wallet: $3.00']);
  });
});

describe('auditFilterErrors', () => {
  it('accepts empty filters, a username or id for the admin, and digits for the user', () => {
    expect(auditFilterErrors({ actor: '', user: '' })).toEqual({});
    expect(auditFilterErrors({ actor: ' demo.admin ', user: ' 42 ' })).toEqual({});
    expect(auditFilterErrors({ actor: '7', user: '1' })).toEqual({});
  });

  it('says what to type instead of sending a query the server refuses', () => {
    expect(auditFilterErrors({ actor: 'a b', user: 'ivy' })).toEqual({
      actor: "Enter an admin's username or user id.",
      user: "Enter the user's id: digits only, e.g. 42.",
    });
    expect(auditFilterErrors({ actor: '', user: '0' }).user).toBeDefined();
  });
});

describe("the audit log's words in the reader's language", () => {
  it('keep the English the console had', () => {
    expect(AUDIT_ACTION_LABELS['wallet.fee']).toBe('Fee charged');
    expect(auditFilterErrors({ actor: 'a b', user: '' })).toEqual({ actor: "Enter an admin's username or user id." });
  });

  it('say the actions, the checks and the reason in Spanish, the amounts in Spanish figures, and the server keys as recorded', async () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: await loadSignedInRuleMessages('es') } });
    const _: Translate = (message) => i18n._(message);
    expect(auditActionLabel('wallet.bonus', _)).toBe('Bonificación otorgada');
    expect(auditActionLabel('user.reset-password', _)).toBe('User reset password');
    expect(auditFilterErrors({ actor: 'a b', user: 'ivy' }, _)).toEqual({
      actor: 'Introduzca el nombre de usuario o el id de usuario de un administrador.',
      user: 'Introduzca el id del usuario: solo dígitos, p. ej., 42.',
    });
    expect(summariseAuditDetails({ amount: 125050, reason: 'Welcome gift', wallets: { wallet: 300 } }, _, 'es')).toEqual([
      '1.250,50\u00a0US$',
      'Motivo: Welcome gift',
      'wallets: wallet: 3,00\u00a0US$',
    ]);
  });
});
