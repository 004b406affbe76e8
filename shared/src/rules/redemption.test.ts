import { disclosureError } from './disclosures';
import { redemptionPenaltyError, redemptionQuote, redemptionRuleShort, redemptionRuleText, referralClawback } from './redemption';

describe('early redemption', () => {
  it('is refused under a rule without it, and says so', () => {
    expect(redemptionQuote(1_000_00, 50_00, { penaltyPercent: null, deductsEarnings: false })).toEqual({
      allowed: false,
      capital: 1_000_00,
      penalty: 0,
      earnings_deducted: 0,
      referral_bonus_deducted: 0,
      credited: 0,
    });
    expect(redemptionRuleText({ penaltyPercent: null, deductsEarnings: false })).toBe('No early redemption: the capital comes back at the end of the term.');
  });

  it('keeps the penalty, rounded down to the cent, and leaves the earnings paid', () => {
    // 2.5% of $1,234.57 is $30.86425: $30.86 kept, $1,203.71 credited.
    expect(redemptionQuote(1_234_57, 90_00, { penaltyPercent: 2.5, deductsEarnings: false })).toEqual({
      allowed: true,
      capital: 1_234_57,
      penalty: 30_86,
      earnings_deducted: 0,
      referral_bonus_deducted: 0,
      credited: 1_203_71,
    });
  });

  it('deducts the earnings paid under the Binance rule, never below zero', () => {
    expect(redemptionQuote(1_000_00, 45_00, { penaltyPercent: 10, deductsEarnings: true })).toEqual({
      allowed: true,
      capital: 1_000_00,
      penalty: 100_00,
      earnings_deducted: 45_00,
      referral_bonus_deducted: 0,
      credited: 855_00,
    });
    expect(redemptionQuote(1_000_00, 950_00, { penaltyPercent: 10, deductsEarnings: true })).toEqual({
      allowed: true,
      capital: 1_000_00,
      penalty: 100_00,
      earnings_deducted: 900_00,
      referral_bonus_deducted: 0,
      credited: 0,
    });
    expect(redemptionQuote(1_000_00, 45_00, { penaltyPercent: 100, deductsEarnings: true })).toMatchObject({
      penalty: 1_000_00,
      earnings_deducted: 0,
      credited: 0,
    });
  });

  it('takes a referral bonus back from the referrer as far as their balance goes, the rest from the credit, never below zero', () => {
    expect(referralClawback(10_00, 25_00)).toEqual({ fromReferrer: 10_00, shortfall: 0 });
    expect(referralClawback(10_00, 3_50)).toEqual({ fromReferrer: 3_50, shortfall: 6_50 });
    expect(referralClawback(10_00, 0)).toEqual({ fromReferrer: 0, shortfall: 10_00 });
    expect(referralClawback(0, 5_00)).toEqual({ fromReferrer: 0, shortfall: 0 });
    // The shortfall comes off the credit after the penalty and the deducted earnings, never below zero.
    expect(redemptionQuote(1_000_00, 0, { penaltyPercent: 0, deductsEarnings: false }, 6_50)).toEqual({
      allowed: true,
      capital: 1_000_00,
      penalty: 0,
      earnings_deducted: 0,
      referral_bonus_deducted: 6_50,
      credited: 993_50,
    });
    expect(redemptionQuote(1_000_00, 0, { penaltyPercent: 99.5, deductsEarnings: false }, 10_00)).toMatchObject({
      penalty: 995_00,
      referral_bonus_deducted: 5_00,
      credited: 0,
    });
    expect(redemptionQuote(1_000_00, 0, { penaltyPercent: null, deductsEarnings: false }, 10_00)).toMatchObject({ allowed: false, referral_bonus_deducted: 0 });
  });

  it('is exact for the largest plan', () => {
    // $1,000,000.00 at 33.33%: 100,000,000 cents x 3,333 / 10,000 = 33,330,000 cents.
    expect(redemptionQuote(100_000_000, 0, { penaltyPercent: 33.33, deductsEarnings: false }).penalty).toBe(33_330_000);
  });

  it('says the rule in a few words for a card', () => {
    expect(redemptionRuleShort({ penaltyPercent: null, deductsEarnings: false })).toBe('Not allowed');
    expect(redemptionRuleShort({ penaltyPercent: 0, deductsEarnings: false })).toBe('No penalty');
    expect(redemptionRuleShort({ penaltyPercent: 2.5, deductsEarnings: true })).toBe('2.5% penalty, earnings deducted');
  });

  it('says the rule in a sentence', () => {
    expect(redemptionRuleText({ penaltyPercent: 0, deductsEarnings: false })).toBe('Early redemption without a penalty.');
    expect(redemptionRuleText({ penaltyPercent: 5, deductsEarnings: true })).toBe(
      'Early redemption with a penalty of 5% of the capital; earnings already paid are deducted.',
    );
  });

  it('takes a penalty from 0 to 100 with two decimals at most', () => {
    for (const ok of [null, 0, 0.01, 2.5, 100]) expect(redemptionPenaltyError(ok)).toBeNull();
    for (const bad of [-0.01, 100.01, 2.555, Number.NaN, Number.POSITIVE_INFINITY]) expect(redemptionPenaltyError(bad)).toMatch(/from 0 to 100/);
  });
});

describe('plan disclosures', () => {
  it('asks for the tick only on a plan with a risk text', () => {
    expect(disclosureError({ risk_disclosure: null }, undefined)).toBeNull();
    expect(disclosureError({ risk_disclosure: 'Capital at risk.' }, true)).toBeNull();
    expect(disclosureError({ risk_disclosure: 'Capital at risk.' }, false)).toBe('Please confirm that you have read the plan’s risks.');
    expect(disclosureError({ risk_disclosure: 'Capital at risk.' }, undefined)).toBe('Please confirm that you have read the plan’s risks.');
  });
});
