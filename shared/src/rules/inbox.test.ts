import { inEnglish } from './messages';
import type { Writer } from './locale';
import { INBOX_NOTICES, INVESTOR_CATEGORIES, sendsEmail, showsInApp, unreadBadge } from './inbox';

describe('delivery preferences', () => {
  it('emails unless the investor chose the app only', () => {
    expect(sendsEmail('deposits', 'both')).toBe(true);
    expect(sendsEmail('deposits', 'email')).toBe(true);
    expect(sendsEmail('deposits', 'in_app')).toBe(false);
  });

  it('always emails a security notice, whatever was chosen', () => {
    expect(sendsEmail('security', 'in_app')).toBe(true);
    expect(showsInApp('security', 'email')).toBe(true);
  });

  it('shows in the bell unless the investor chose email only', () => {
    expect(showsInApp('withdrawals', 'email')).toBe(false);
    expect(showsInApp('withdrawals', 'in_app')).toBe(true);
    expect(showsInApp('withdrawals', 'both')).toBe(true);
  });

  it('lets investors choose for support replies as for the rest', () => {
    expect(INVESTOR_CATEGORIES).toContain('support');
  });
});

describe('the bell', () => {
  it('caps the badge at 99+', () => {
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(100)).toBe('99+');
  });
});

/** Notices as an English reader's are written. */
const ENGLISH: Writer = { translate: inEnglish, locale: 'en' };

describe('notice texts', () => {
  it('says the amount in dollars and the coin', () => {
    expect(INBOX_NOTICES.depositConfirmed(125050, 'BTC')(ENGLISH).body).toBe('Your deposit of $1,250.50 in BTC is confirmed.');
    expect(INBOX_NOTICES.depositConfirmed(500, null)(ENGLISH).body).toBe('Your deposit of $5.00 is confirmed.');
  });

  it("gives a rejected withdrawal's reason when there is one", () => {
    expect(INBOX_NOTICES.withdrawalRejected(1000, 'ETH', 'Address on a sanctions list')(ENGLISH).body).toContain(': Address on a sanctions list.');
    expect(INBOX_NOTICES.withdrawalRejected(1000, 'ETH', null)(ENGLISH).body).toBe(
      'Your withdrawal of $10.00 in ETH was rejected. The amount is back in your wallet.',
    );
    expect(INBOX_NOTICES.withdrawalRejected(1000, 'ETH', 'Wrong network.')(ENGLISH).body).toBe(
      'Your withdrawal of $10.00 in ETH was rejected: Wrong network. The amount is back in your wallet.',
    );
  });

  it("gives a rejected deposit's reason when there is one, else says the payment was not found", () => {
    expect(INBOX_NOTICES.depositRejected(1000, 'BTC', 'The amount paid was $5.00.')(ENGLISH).body).toBe(
      'Your deposit of $10.00 in BTC was not confirmed: The amount paid was $5.00.',
    );
    expect(INBOX_NOTICES.depositRejected(1000, 'BTC', null)(ENGLISH).body).toBe('Your deposit of $10.00 in BTC was not confirmed: the payment was not found.');
  });

  it('starts a security notice with a capital and links to the security page', () => {
    const notice = INBOX_NOTICES.security({ id: 'test.newDevice', message: 'a new device signed in' })(ENGLISH);
    expect(notice.body.startsWith('A new device signed in.')).toBe(true);
    expect(notice.link).toBe('/dashboard/profile/security');
  });

  it('sums a run of the accrual in dollars, with its plan days and plans', () => {
    expect(INBOX_NOTICES.earningsCredited(750, 1, 1)(ENGLISH)).toEqual({
      category: 'plans',
      title: 'Daily earnings',
      body: 'Your plan earned $7.50 (1 plan day).',
      link: '/dashboard/transaction-history',
    });
    expect(INBOX_NOTICES.earningsCredited(1_234_56, 3, 2)(ENGLISH).body).toBe('Your 2 plans earned $1,234.56 (3 plan days).');
  });

  it('says whether a plan that ended renewed or gave its capital back', () => {
    expect(INBOX_NOTICES.planEnded('Starter', 500_00, true)(ENGLISH)).toMatchObject({
      category: 'plans',
      title: 'Plan renewed',
      body: 'Your Starter plan has ended and renewed with $500.00.',
    });
    expect(INBOX_NOTICES.planEnded('Starter', 500_00, false)(ENGLISH)).toMatchObject({
      title: 'Plan matured',
      body: 'Your Starter plan has ended: its capital of $500.00 is in your balance.',
    });
  });

  it("links a support reply to the investor's thread and a waiting request to the console's", () => {
    expect(INBOX_NOTICES.supportReplied('Late deposit', 7)(ENGLISH)).toMatchObject({ category: 'support', link: '/dashboard/help/7' });
    expect(INBOX_NOTICES.supportRequestWaiting('ada', 'Late deposit', 7)(ENGLISH)).toMatchObject({
      category: 'staff_queue',
      body: 'ada wrote about "Late deposit".',
      link: '/dashboard/admin/support/7',
    });
  });
});
