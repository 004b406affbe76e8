import fc from 'fast-check';
import {
  chainFacts,
  formatHistoryAmount,
  historyTone,
  transactionTypeLabel,
  formatSignedUsd,
  groupByMonth,
  matchesTransactionFilter,
  TRANSACTION_FILTERS,
  transactionTitle,
} from './history';
import { AMOUNT_INPUT_MESSAGES } from './money';
import { BUY_PLAN_MESSAGES, buyPlanFieldErrors, checkBuyPlanForm, depositFeeText, planMinimumTotalText, purchaseCost } from './purchase';
import { coinPayment, depositFeeCents } from './coins';
import { REDEMPTION_REASONS } from './redemption';
import { daysText, planProgressPercent, planTimeLeftText } from './user-plans';
import type { TransactionType } from '../types';

describe('deposit fee before paying', () => {
  it('is the coin fee of the payment page, none from the balance', () => {
    expect(depositFeeCents('BTC')).toBe(20_00);
    expect(depositFeeCents('USDT')).toBe(10_00);
    expect(depositFeeCents('BALANCE')).toBe(0);
    // The payment page's fee is this same figure.
    for (const coin of ['BTC', 'ETH', 'XRP', 'SOL', 'USDT'] as const) {
      expect(coinPayment(coin, 250_00, 50_000)?.feeCents).toBe(depositFeeCents(coin));
    }
  });

  it('adds up to what is paid in total', () => {
    expect(purchaseCost(250_00, 'BTC')).toEqual({ amount: 250_00, fee: 20_00, total: 270_00 });
    expect(purchaseCost(250_00, 'USDT')).toEqual({ amount: 250_00, fee: 10_00, total: 260_00 });
    expect(purchaseCost(250_00, 'BALANCE')).toEqual({ amount: 250_00, fee: 0, total: 250_00 });
  });

  it('is said on plan cards before a coin is chosen', () => {
    expect(depositFeeText()).toBe('$20.00 in BTC, ETH, XRP or SOL; $10.00 in USDT; none from the account balance');
    expect(planMinimumTotalText({ min_amount: 250_00 })).toBe('$270.00 for $250.00 in BTC');
  });
});

describe('buy-plan form', () => {
  const plan = { min_amount: 100_00, max_amount: 1_000_00 };
  const range = 'Please deposit between $100.00 and $1,000.00 for this plan';

  it('says each problem under its own field', () => {
    const missing = BUY_PLAN_MESSAGES.incomplete;
    expect(buyPlanFieldErrors({ amount: ' ', paymentMethod: '' }, plan)).toEqual({ amount: [missing], paymentMethod: [BUY_PLAN_MESSAGES.methodMissing] });
    expect(buyPlanFieldErrors({ amount: '99.99', paymentMethod: '' }, plan)).toEqual({ amount: [range], paymentMethod: [missing] });
    expect(buyPlanFieldErrors({ amount: 'abc', paymentMethod: 'BTC' }, plan)).toEqual({ amount: [AMOUNT_INPUT_MESSAGES.notANumber] });
    expect(buyPlanFieldErrors({ amount: '1,000', paymentMethod: 'BALANCE' }, plan)).toEqual({});
    expect(buyPlanFieldErrors({ amount: '500', paymentMethod: 'BALANCE' }, plan, 499_99)).toEqual({ amount: ['Insufficient balance: you have $499.99.'] });
    expect(buyPlanFieldErrors({ amount: '500', paymentMethod: 'BALANCE' }, plan, 500_00)).toEqual({});
    expect(buyPlanFieldErrors({ amount: '500', paymentMethod: 'BTC' }, plan, 0)).toEqual({});
  });

  it('asks for every field first', () => {
    expect(checkBuyPlanForm({ amount: '', paymentMethod: 'BTC' }, plan)).toEqual({ error: 'Please fill in all the fields' });
    expect(checkBuyPlanForm({ amount: '  ', paymentMethod: 'BTC' }, plan).error).toBe(BUY_PLAN_MESSAGES.incomplete);
    expect(checkBuyPlanForm({ amount: '5', paymentMethod: '' }, plan).error).toBe(BUY_PLAN_MESSAGES.incomplete);
  });

  it('then the plan limits, in dollars', () => {
    expect(checkBuyPlanForm({ amount: '99.99', paymentMethod: 'BTC' }, plan)).toEqual({ error: range });
    expect(checkBuyPlanForm({ amount: '1000.01', paymentMethod: 'BALANCE' }, plan)).toEqual({ error: range });
  });

  it('says what is wrong with an amount that is not dollars and cents, before the limits', () => {
    expect(checkBuyPlanForm({ amount: 'abc', paymentMethod: 'ETH' }, plan)).toEqual({
      error: 'The amount must be a number of dollars, such as 250 or 250.50.',
    });
    expect(checkBuyPlanForm({ amount: '-50', paymentMethod: 'ETH' }, plan)).toEqual({ error: 'The amount must be a positive number of dollars.' });
    expect(checkBuyPlanForm({ amount: '1e3', paymentMethod: 'ETH' }, plan)).toEqual({
      error: 'Enter whole dollars and cents only, such as 1000 or 1000.50, without an exponent.',
    });
    expect(checkBuyPlanForm({ amount: '250.505', paymentMethod: 'ETH' }, plan).error).toBe(AMOUNT_INPUT_MESSAGES.notDollarsAndCents);
    expect(buyPlanFieldErrors({ amount: '-50', paymentMethod: '' }, plan)).toEqual({
      amount: [AMOUNT_INPUT_MESSAGES.notPositive],
      paymentMethod: [BUY_PLAN_MESSAGES.incomplete],
    });
    // Never the range message for text that is no amount at all.
    for (const typed of ['abc', '-50', '1e3', '0x10', 'Infinity']) {
      expect(checkBuyPlanForm({ amount: typed, paymentMethod: 'BTC' }, plan).error).not.toBe(range);
    }
  });

  it('says the spec message once when both fields are missing', () => {
    expect(buyPlanFieldErrors({ amount: '', paymentMethod: '' }, plan)).toEqual({
      amount: [BUY_PLAN_MESSAGES.incomplete],
      paymentMethod: ['Choose a payment option.'],
    });
    expect(buyPlanFieldErrors({ amount: '500', paymentMethod: '' }, plan)).toEqual({ paymentMethod: [BUY_PLAN_MESSAGES.incomplete] });
    expect(buyPlanFieldErrors({ amount: '', paymentMethod: 'BTC' }, plan)).toEqual({ amount: [BUY_PLAN_MESSAGES.incomplete] });
  });

  it('gives the amount in cents when it fits', () => {
    expect(checkBuyPlanForm({ amount: '100', paymentMethod: 'BTC' }, plan)).toEqual({ error: null, amount: 100_00 });
    expect(checkBuyPlanForm({ amount: '$1,000.00', paymentMethod: 'USDT' }, plan)).toEqual({ error: null, amount: 1_000_00 });
    expect(checkBuyPlanForm({ amount: ' 250.5 ', paymentMethod: 'SOL' }, plan)).toEqual({ error: null, amount: 250_50 });
  });
});

describe('history amounts', () => {
  it('shows a plus for money in and a minus for money out', () => {
    expect(formatSignedUsd('deposit', 500_00)).toBe('+$500.00');
    expect(formatSignedUsd('bonus', 5)).toBe('+$0.05');
    expect(formatSignedUsd('earnings', 12_34)).toBe('+$12.34');
    expect(formatSignedUsd('capital', 1_000_00)).toBe('+$1,000.00');
    expect(formatSignedUsd('withdrawal', 250_00)).toBe('-$250.00');
    expect(formatSignedUsd('charges', 1_00)).toBe('-$1.00');
    expect(formatSignedUsd('investment', 300_00)).toBe('-$300.00');
  });

  it('shows no sign for an entry that moved no money: failed, or a deposit still pending', () => {
    expect(formatHistoryAmount({ type: 'deposit', status: 'failed', amount: 500_00 })).toBe('$500.00');
    expect(formatHistoryAmount({ type: 'deposit', status: 'pending', amount: 500_00 })).toBe('$500.00');
    expect(formatHistoryAmount({ type: 'withdrawal', status: 'failed', amount: 250_00 })).toBe('$250.00');
    // A confirmed crypto deposit went into its plan, not the balance: no "+", neutral.
    expect(formatHistoryAmount({ type: 'deposit', status: 'confirmed', amount: 500_00 })).toBe('$500.00');
    expect(historyTone({ type: 'deposit', status: 'confirmed', amount: 500_00 })).toBe('neutral');
    expect(historyTone({ type: 'bonus', status: 'confirmed', amount: 5_00 })).toBe('credit');
    expect(historyTone({ type: 'charges', status: 'confirmed', amount: 5_00 })).toBe('debit');
    expect(historyTone({ type: 'investment', status: 'confirmed', amount: 5_00 })).toBe('debit');
    expect(formatHistoryAmount({ type: 'capital', status: 'confirmed', amount: 500_00 })).toBe('+$500.00');
    // The wallet is debited when a withdrawal is requested.
    expect(formatHistoryAmount({ type: 'withdrawal', status: 'pending', amount: 250_00 })).toBe('-$250.00');
  });
});

describe('history row titles', () => {
  it('names the plan and the day of an earnings entry, the plan of a capital one', () => {
    expect(transactionTitle({ type: 'earnings', plan_reference: 'Gold', reason: 'Day 3 of 30', status: 'confirmed' })).toBe(
      'Earnings · Gold plan · day 3 of 30',
    );
    expect(transactionTitle({ type: 'earnings', plan_reference: 'Starter plan', reason: null, status: 'confirmed' })).toBe('Earnings · Starter plan');
    expect(transactionTitle({ type: 'capital', plan_reference: 'Gold', reason: 'Capital returned', status: 'confirmed' })).toBe('Capital returned · Gold plan');
    expect(transactionTitle({ type: 'earnings', plan_reference: null, reason: 'Day 3 of 30', status: 'confirmed' })).toBe('Earnings');
    expect(transactionTitle({ type: 'bonus', plan_reference: 'Gold', reason: 'Day 3 of 30', status: 'confirmed' })).toBe('Bonus');
  });

  it('says a confirmed deposit paid for a plan', () => {
    expect(transactionTitle({ type: 'deposit', plan_reference: null, reason: null, status: 'confirmed' })).toBe('Deposit · paid for a plan');
    expect(transactionTitle({ type: 'deposit', plan_reference: null, reason: null, status: 'pending' })).toBe('Deposit');
    expect(transactionTypeLabel({ type: 'deposit', reason: null, status: 'failed' })).toBe('Deposit');
  });

  it('names the charges of an early redemption from the reasons the API writes, and their plan', () => {
    const charge = (reason: string) => ({ type: 'charges' as const, status: 'confirmed' as const, plan_reference: 'Gold', reason });
    expect(transactionTitle(charge(REDEMPTION_REASONS.penalty(5)))).toBe('Early redemption penalty · Gold plan');
    expect(transactionTitle(charge('Early redemption penalty: 2.5% of the capital'))).toBe('Early redemption penalty · Gold plan');
    expect(transactionTitle(charge(REDEMPTION_REASONS.earningsDeducted))).toBe('Earnings deducted on early redemption · Gold plan');
    expect(transactionTitle(charge(REDEMPTION_REASONS.referralDeducted))).toBe('Referral bonus deducted on early redemption · Gold plan');
    expect(transactionTitle(charge(REDEMPTION_REASONS.referralTakenBack('Gold')))).toBe('Referral bonus taken back · Gold plan');
    expect(transactionTypeLabel(charge(REDEMPTION_REASONS.penalty(5)))).toBe('Early redemption penalty');
    // An admin's fee stays Charges, and names no plan.
    expect(transactionTitle({ ...charge('Card replacement'), plan_reference: null })).toBe('Charges');
    expect(transactionTitle({ type: 'charges', status: 'confirmed', plan_reference: null, reason: null })).toBe('Charges');
  });
});

describe('chain facts of a transaction', () => {
  it('gives the amount in the coin when known, and the confirmations of a deposit settled on chain', () => {
    expect(chainFacts({ type: 'deposit', payment_method: 'ETH', coin_amount: '0.173334', invoice_id: 12 })).toEqual([
      ['Amount in coin', '0.173334 ETH'],
      ['Confirmations', 'Settled on chain, every confirmation in (invoice #12)'],
    ]);
    expect(chainFacts({ type: 'withdrawal', payment_method: 'XRP', coin_amount: '600.000000', invoice_id: null })).toEqual([
      ['Amount in coin', '600.000000 XRP'],
    ]);
    expect(chainFacts({ type: 'deposit', payment_method: 'BTC', coin_amount: '0.008666', invoice_id: null })).toEqual([
      ['Due in coin (amount and fee)', '0.008666 BTC'],
    ]);
    expect(chainFacts({ type: 'deposit', payment_method: 'BTC', coin_amount: null, invoice_id: null })).toEqual([]);
    expect(chainFacts({ type: 'bonus', payment_method: null, coin_amount: null, invoice_id: null })).toEqual([]);
  });
});

describe('history filter', () => {
  const types: TransactionType[] = ['deposit', 'withdrawal', 'bonus', 'earnings', 'charges', 'capital', 'investment'];
  const shown = (filter: (typeof TRANSACTION_FILTERS)[number]['value']) => types.filter((type) => matchesTransactionFilter(type, filter));

  it('offers the spec filters', () => {
    expect(TRANSACTION_FILTERS.map((filter) => filter.value)).toEqual(['all', 'deposit', 'withdrawal', 'bonus', 'earnings', 'charges']);
  });

  it('puts capital returned under earnings and balance purchases under deposits', () => {
    expect(shown('all')).toEqual(types);
    expect(shown('deposit')).toEqual(['deposit', 'investment']);
    expect(shown('withdrawal')).toEqual(['withdrawal']);
    expect(shown('bonus')).toEqual(['bonus']);
    expect(shown('earnings')).toEqual(['earnings', 'capital']);
    expect(shown('charges')).toEqual(['charges']);
  });

  it('puts every type under exactly one named filter', () => {
    for (const type of types) {
      expect(TRANSACTION_FILTERS.filter((filter) => filter.value !== 'all' && matchesTransactionFilter(type, filter.value))).toHaveLength(1);
    }
  });
});

describe('grouping by month', () => {
  const at = (created_at: string, id: number) => ({ id, created_at });

  it('groups by month and year in order, keeping the items order', () => {
    const items = [at('2025-06-20T10:00:00Z', 1), at('2025-06-01T10:00:00Z', 2), at('2025-05-31T10:00:00Z', 3), at('2024-06-15T10:00:00Z', 4)];
    const groups = groupByMonth(items, (item) => item.created_at, 'UTC');
    expect(groups.map(({ key, label, items: list }) => [key, label, list.map((item) => item.id)])).toEqual([
      ['2025-06', 'June 2025', [1, 2]],
      ['2025-05', 'May 2025', [3]],
      ['2024-06', 'June 2024', [4]],
    ]);
  });

  it('uses the time zone given', () => {
    const item = at('2025-07-01T02:00:00Z', 1);
    expect(groupByMonth([item], (entry) => entry.created_at, 'UTC')[0].label).toBe('July 2025');
    expect(groupByMonth([item], (entry) => entry.created_at, 'America/New_York')[0].label).toBe('June 2025');
  });

  it('keeps unreadable dates in their own group and nothing is lost', () => {
    expect(groupByMonth([at('not a date', 1)], (entry) => entry.created_at)).toEqual([{ key: 'unknown', label: 'Date unknown', items: [at('not a date', 1)] }]);
    expect(groupByMonth([], (entry: { created_at: string }) => entry.created_at)).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4e12 })), (times) => {
        const list = times.map((time, id) => at(new Date(time).toISOString(), id));
        const groups = groupByMonth(list, (entry) => entry.created_at, 'UTC');
        expect(groups.flatMap((group) => group.items)).toHaveLength(list.length);
        expect(new Set(groups.map((group) => group.key)).size).toBe(groups.length);
      }),
    );
  });
});

describe('plan progress', () => {
  it('is days left over the initial days, rounded', () => {
    expect(planProgressPercent({ duration: 30, initial_duration: 30 })).toBe(100);
    expect(planProgressPercent({ duration: 12, initial_duration: 30 })).toBe(40);
    expect(planProgressPercent({ duration: 1, initial_duration: 3 })).toBe(33);
    expect(planProgressPercent({ duration: 2, initial_duration: 3 })).toBe(67);
    expect(planProgressPercent({ duration: 0, initial_duration: 45 })).toBe(0);
  });

  it('stays between 0 and 100 whatever it is given', () => {
    expect(planProgressPercent({ duration: 5, initial_duration: 0 })).toBe(0);
    expect(planProgressPercent({ duration: 40, initial_duration: 30 })).toBe(100);
    expect(planProgressPercent({ duration: -1, initial_duration: 30 })).toBe(0);
  });

  it('says one day in the singular', () => {
    expect([0, 1, 2, 30].map(daysText)).toEqual(['0 days', '1 day', '2 days', '30 days']);
  });

  it('says a full days-left bar is a term still to come, with the spec share beside it', () => {
    expect(planTimeLeftText({ duration: 30, initial_duration: 30 })).toBe('All 30 days still to come (100% of the term left)');
    expect(planTimeLeftText({ duration: 27, initial_duration: 30 })).toBe('27 of 30 days left (90% of the term left)');
    expect(planTimeLeftText({ duration: 1, initial_duration: 1 })).toBe('All 1 day still to come (100% of the term left)');
    expect(planTimeLeftText({ duration: 1, initial_duration: 3 })).toBe('1 of 3 days left (33% of the term left)');
    expect(planTimeLeftText({ duration: 0, initial_duration: 45 })).toBe('Term complete (0% of the term left)');
    expect(planTimeLeftText({ duration: 5, initial_duration: 0 })).toBe('Term complete (0% of the term left)');
  });
});
