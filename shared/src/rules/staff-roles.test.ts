import { setupI18n } from '@lingui/core';
import { withdrawalThresholdText } from './approvals';
import { loadRuleMessages } from './rule-messages';
import type { Translate } from './messages';
import { STAFF_PERMISSIONS, STAFF_ROLES, staffCan, staffRoleRefusal } from './staff-roles';

describe('staff roles', () => {
  it('gives the owner everything and the auditor reads only', () => {
    for (const permission of Object.keys(STAFF_PERMISSIONS) as (keyof typeof STAFF_PERMISSIONS)[]) {
      expect(staffCan('owner', permission)).toBe(true);
      expect(staffCan('auditor', permission)).toBe(permission === 'read');
    }
  });

  it('separates money, identity and support duties', () => {
    expect(['money.decide', 'money.adjust'].every((p) => staffCan('finance', p as 'money.decide'))).toBe(true);
    expect(staffCan('finance', 'identity.decide')).toBe(false);
    expect(staffCan('compliance', 'identity.decide')).toBe(true);
    expect(staffCan('compliance', 'money.decide')).toBe(false);
    expect(staffCan('support', 'users.message')).toBe(true);
    expect(STAFF_ROLES.filter((role) => staffCan(role, 'money.adjust'))).toEqual(['owner', 'finance']);
    expect(staffCan(null, 'read')).toBe(false);
  });

  it('says which roles an action needs', () => {
    expect(staffRoleRefusal('support', 'money.decide')).toBe('Your staff role (support) does not allow this: it needs owner or finance.');
    expect(staffRoleRefusal(null, 'staff.manage')).toBe('Your staff role does not allow this: it needs owner.');
  });

  it("says the refusal and the four-eyes threshold in the reader's language", async () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: await loadRuleMessages('es') } });
    const _: Translate = (message) => i18n._(message);
    expect(staffRoleRefusal('support', 'money.decide', _, 'es')).toBe('Su rol de personal (soporte) no permite esto: se necesita propietario o finanzas.');
    expect(staffRoleRefusal('auditor', 'support.answer', _, 'es')).toBe(
      'Su rol de personal (auditor) no permite esto: se necesita propietario o finanzas o cumplimiento o soporte.',
    );
    expect(withdrawalThresholdText(100_000, _, 'es')).toBe('Retiros de 1.000,00\u00a0US$ o más');
    expect(withdrawalThresholdText(100_000)).toBe('Withdrawals of $1,000.00 or more');
  });
});
