import { APPROVAL_KINDS, APPROVAL_KIND_PERMISSION, approvalTarget, mayDecideApproval, planTermsChanged, withdrawalNeedsApproval } from './approvals';
import { STAFF_PERMISSIONS } from './staff-roles';

const plan = {
  roi: 1.5,
  duration: 30,
  min_amount: 100_00,
  max_amount: 5_000_00,
  early_redemption_penalty_percent: null,
  early_redemption_deducts_earnings: false,
};

describe('four-eyes approval rules', () => {
  it('withdrawals wait from the threshold up, not below', () => {
    expect(withdrawalNeedsApproval(999_99, 1_000_00)).toBe(false);
    expect(withdrawalNeedsApproval(1_000_00, 1_000_00)).toBe(true);
  });

  it("an approver holds the action's permission and is not the asker; the asker may withdraw their own", () => {
    const bonus = { kind: 'wallet.bonus' as const, requested_by_id: 1 };
    expect(mayDecideApproval({ id: 2, staff_role: 'finance' }, bonus, 'approve')).toBe(true);
    expect(mayDecideApproval({ id: 1, staff_role: 'finance' }, bonus, 'approve')).toBe(false);
    expect(mayDecideApproval({ id: 1, staff_role: 'finance' }, bonus, 'reject')).toBe(true);
    expect(mayDecideApproval({ id: 3, staff_role: 'support' }, bonus, 'reject')).toBe(false);
    expect(mayDecideApproval({ id: 2, staff_role: 'finance' }, { kind: 'plan.change', requested_by_id: 1 }, 'approve')).toBe(false);
    expect(mayDecideApproval({ id: 2, staff_role: null }, bonus, 'approve')).toBe(false);
  });

  it('every kind names a permission that exists', () => {
    for (const kind of APPROVAL_KINDS) expect(Object.keys(STAFF_PERMISSIONS)).toContain(APPROVAL_KIND_PERMISSION[kind]);
  });

  it("a plan's terms change with its return, duration, limits or redemption rule", () => {
    expect(planTermsChanged(plan, { ...plan })).toBe(false);
    expect(planTermsChanged(plan, { ...plan, roi: 2 })).toBe(true);
    expect(planTermsChanged(plan, { ...plan, max_amount: 6_000_00 })).toBe(true);
    expect(planTermsChanged(plan, { ...plan, early_redemption_penalty_percent: 0 })).toBe(true);
  });

  it('a target names its type and id', () => {
    expect(approvalTarget('transaction', 12)).toBe('transaction:12');
  });
});
