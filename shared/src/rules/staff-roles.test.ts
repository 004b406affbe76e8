import { setupI18n } from '@lingui/core';
import { withdrawalThresholdText } from './approvals';
import type { Translate } from './messages';
import { loadRuleMessages, loadSignedInRuleMessages } from './rule-messages';
import { invitationSentText, roleChangedText, STAFF_MESSAGES, STAFF_PERMISSIONS, STAFF_ROLES, staffCan, staffRoleRefusal } from './staff-roles';

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
    const i18n = setupI18n({ locale: 'es', messages: { es: { ...(await loadRuleMessages('es')), ...(await loadSignedInRuleMessages('es')) } } });
    const _: Translate = (message) => i18n._(message);
    expect(staffRoleRefusal('support', 'money.decide', _, 'es')).toBe('Su rol de personal (soporte) no permite esto: se necesita propietario o finanzas.');
    expect(staffRoleRefusal('auditor', 'support.answer', _, 'es')).toBe(
      'Su rol de personal (auditor) no permite esto: se necesita propietario o finanzas o cumplimiento o soporte.',
    );
    expect(withdrawalThresholdText(100_000, _, 'es')).toBe('Retiros de 1.000,00\u00a0US$ o más');
    expect(withdrawalThresholdText(100_000)).toBe('Withdrawals of $1,000.00 or more');
  });

  it("says a role change and a sent invitation in English for the API, and in the reader's language", async () => {
    expect(STAFF_MESSAGES.roleChanged('ada', 'owner')).toBe('ada is now an owner.');
    expect(STAFF_MESSAGES.roleChanged('ada', 'compliance')).toBe('ada is now in compliance.');
    expect(STAFF_MESSAGES.invited('ada@example.test')).toBe('Invitation sent to ada@example.test. The link works once, for 72 hours.');
    expect(STAFF_MESSAGES.lastOwner).toBe('The last owner cannot be given another role.');
    const i18n = setupI18n({ locale: 'es', messages: { es: { ...(await loadRuleMessages('es')), ...(await loadSignedInRuleMessages('es')) } } });
    const _: Translate = (message) => i18n._(message);
    expect(roleChangedText('ada', 'owner', _, 'es')).toBe('ada ahora es propietario.');
    expect(roleChangedText('ada', 'finance', _, 'es')).toBe('ada ahora está en finanzas.');
    expect(invitationSentText('ada@example.test', _)).toBe('Invitación enviada a ada@example.test. El enlace funciona una sola vez, durante 72 horas.');
  });
});
