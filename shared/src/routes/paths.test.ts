import {
  coinAddressesPath,
  loginPrefillUsername,
  createAddressPath,
  editPlanPath,
  identityVerificationPath,
  manageUserBuyPlanPath,
  manageUserPath,
  manageUserPlansPath,
  paymentPath,
  PATHS,
  signupWithReferralPath,
} from './paths';

describe('paths', () => {
  it('nests every admin page under /dashboard/admin, and that under /dashboard', () => {
    const adminPages = Object.entries(PATHS).filter(([name]) => name.startsWith('manage') || name === 'createPlan');
    expect(adminPages).toHaveLength(8);
    for (const [, path] of adminPages) expect(path.startsWith(`${PATHS.admin}/`)).toBe(true);
    expect(PATHS.admin.startsWith(`${PATHS.dashboard}/`)).toBe(true);
  });

  it('builds the parameterised paths', () => {
    expect(signupWithReferralPath('DEMO1234')).toBe('/signup/DEMO1234');
    expect(paymentPath('tether')).toBe('/dashboard/buy-plan/tether');
    expect(editPlanPath(7)).toBe('/dashboard/admin/manage-plan/edit-plan/7');
    expect(coinAddressesPath('ripple')).toBe('/dashboard/admin/manage-address/ripple');
    expect(createAddressPath('ripple')).toBe('/dashboard/admin/manage-address/ripple/create-address');
    expect(identityVerificationPath(12)).toBe('/dashboard/admin/manage-identity-verification/12');
    expect(manageUserPath(12)).toBe('/dashboard/admin/manage-users/12');
    expect(manageUserBuyPlanPath(12)).toBe('/dashboard/admin/manage-users/12/buy-plan');
    expect(manageUserPlansPath(12)).toBe('/dashboard/admin/manage-users/12/user-plans');
  });
});

describe('login prefill', () => {
  it('reads the username a navigation to /login carries, and nothing else', () => {
    expect(loginPrefillUsername({ username: 'ada' })).toBe('ada');
    expect(loginPrefillUsername(null)).toBe('');
    expect(loginPrefillUsername(undefined)).toBe('');
    expect(loginPrefillUsername({ username: 42 })).toBe('');
    expect(loginPrefillUsername('ada')).toBe('');
  });
});
