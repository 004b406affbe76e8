import { declaredRoutePaths } from '@arcvest/shared/test';
import { PATHS, signupWithReferralPath } from '@arcvest/shared';
import PublicRoutes from './routes';

it('declares exactly the public paths of shared PATHS', () => {
  expect(declaredRoutePaths(<PublicRoutes />, PATHS.home)).toEqual([
    PATHS.home,
    PATHS.signup,
    signupWithReferralPath(':referralCode'),
    PATHS.login,
    PATHS.aboutUs,
    PATHS.termsAndConditions,
    PATHS.terms,
    PATHS.privacyPolicy,
    PATHS.forgotPassword,
    PATHS.resetPassword,
    PATHS.proofOfReserves,
    PATHS.freezeAccount,
    PATHS.acceptInvitation,
  ]);
});
