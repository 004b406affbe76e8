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
});
