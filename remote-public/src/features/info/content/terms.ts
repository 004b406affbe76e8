import { coinList, coinWithNetwork, formatWholeUsd, MINIMUM_AGE, PAYMENT_COINS, REFERRAL_RATE_TEXT, WITHDRAWAL_LIMITS } from '@arcvest/shared/rules';
import { PATHS } from '@arcvest/shared';
import { certificateNote, RISK_WARNING } from './common';
import { isolated, ltr } from './ltr';
import type { InfoContentSource } from './types';

const TEXTS = {
  title: /*i18n*/ { id: 'public.info.terms.title', message: 'Terms and Conditions' },
  intro: /*i18n*/ {
    id: 'public.info.terms.intro',
    message:
      'These terms are the agreement between you and {name} for the use of this website and your account. Please read them before you register. By creating an account you accept them.',
  },
  operatorHeading: /*i18n*/ { id: 'public.info.terms.operator.heading', message: 'Who we are' },
  operator: /*i18n*/ {
    id: 'public.info.terms.operator.text',
    message: '{name} operates this website and the investment plans offered on it. Our postal address is {address}. You can reach us at {email}.',
  },
  eligibilityHeading: /*i18n*/ { id: 'public.info.terms.eligibility.heading', message: 'Eligibility' },
  eligibilityAge: /*i18n*/ {
    id: 'public.info.terms.eligibility.age',
    message: 'You must be at least {age} years old to open an account. You may hold one account only, and the details you give us must be true and your own.',
  },
  eligibilityLaw: /*i18n*/ {
    id: 'public.info.terms.eligibility.law',
    message: 'You must not use the service where doing so is against the law that applies to you.',
  },
  riskHeading: /*i18n*/ { id: 'public.info.terms.risk.heading', message: 'Risk warning' },
  risk: /*i18n*/ {
    id: 'public.info.terms.risk.text',
    message:
      'The value of crypto-assets can rise or fall sharply within minutes. Only invest money you can afford to lose. Nothing on this website is financial, tax or legal advice.',
  },
  plansHeading: /*i18n*/ { id: 'public.info.terms.plans.heading', message: 'Investment plans and returns' },
  plans: /*i18n*/ {
    id: 'public.info.terms.plans.text',
    message:
      'Each plan has a fixed term in days and a daily return rate. The rate is set by {name} and shown on the plan before you buy it. Returns are not guaranteed and past returns do not predict future ones.',
  },
  plansEnd: /*i18n*/ {
    id: 'public.info.terms.plans.end',
    message: 'At the end of the term the plan is closed and its capital is credited back to your balance, subject to the risk warning above.',
  },
  depositsHeading: /*i18n*/ { id: 'public.info.terms.deposits.heading', message: 'Deposits' },
  deposits: /*i18n*/ {
    id: 'public.info.terms.deposits.text',
    message: 'You pay for a plan in {coins}, to the address shown when you buy. The amount, including any network fee, is shown before you pay.',
  },
  depositsConfirmed: /*i18n*/ {
    id: 'public.info.terms.deposits.confirmed',
    message:
      'A deposit counts once we have confirmed it. Coins sent to the wrong address or over the wrong network may be lost and cannot always be recovered.',
  },
  withdrawalsHeading: /*i18n*/ { id: 'public.info.terms.withdrawals.heading', message: 'Withdrawals' },
  withdrawals: /*i18n*/ {
    id: 'public.info.terms.withdrawals.text',
    message:
      'You can request a withdrawal of your available balance to a crypto address you give us. Requests are reviewed before they are paid. You are responsible for the address being correct.',
  },
  withdrawalsLevels: /*i18n*/ {
    id: 'public.info.terms.withdrawals.levels',
    message: 'The most you can withdraw at once depends on your account level:',
  },
  withdrawalsLevel1: /*i18n*/ { id: 'public.info.terms.withdrawals.level1', message: 'Level 1 (email not yet verified): up to {limit}.' },
  withdrawalsLevel2: /*i18n*/ { id: 'public.info.terms.withdrawals.level2', message: 'Level 2 (email verified): up to {limit}.' },
  withdrawalsVerified: /*i18n*/ { id: 'public.info.terms.withdrawals.verified', message: 'After your identity has been verified: no limit.' },
  referralHeading: /*i18n*/ { id: 'public.info.terms.referral.heading', message: 'Referral programme' },
  referral: /*i18n*/ {
    id: 'public.info.terms.referral.text',
    message:
      'When someone signs up with your referral link and buys a plan, we credit you a referral bonus of {rate} of the plan amount. Referring yourself or creating accounts to earn bonuses is not allowed; such bonuses may be withdrawn.',
  },
  accountHeading: /*i18n*/ { id: 'public.info.terms.account.heading', message: 'Your account and suspension' },
  accountPassword: /*i18n*/ {
    id: 'public.info.terms.account.password',
    message: 'Keep your password secret; you are responsible for what is done with your account.',
  },
  accountSuspension: /*i18n*/ {
    id: 'public.info.terms.account.suspension',
    message:
      'We may suspend or close an account if these terms are broken, if we suspect fraud or money laundering, if the details given are false, or if the law requires it. We will tell you why unless the law forbids it.',
  },
  privacyHeading: /*i18n*/ { id: 'public.info.terms.privacy.heading', message: 'Privacy' },
  privacy: /*i18n*/ {
    id: 'public.info.terms.privacy.text',
    message: 'We handle your personal data, including identity documents for verification and your transactions, as described in our Privacy Policy.',
  },
  privacyLink: /*i18n*/ { id: 'public.info.terms.privacy.link', message: 'Read the Privacy Policy' },
  changesHeading: /*i18n*/ { id: 'public.info.terms.changes.heading', message: 'Changes and contact' },
  changes: /*i18n*/ {
    id: 'public.info.terms.changes.text',
    message: 'We may change these terms. We will show the new version on this page and, for important changes, tell you by email before they apply.',
  },
  contact: /*i18n*/ { id: 'public.info.terms.changes.contact', message: 'Questions about these terms: write to {email} or to {address}.' },
};

/**
 * The terms and conditions (/terms-and-conditions and /terms). Operator's content:
 * replace the text here; keep the risk warning and the minimum age.
 */
export const termsContent: InfoContentSource = (context) => {
  const { site, locale, translate } = context;
  const name = site.name;
  const email = ltr(site.supportEmail);
  const address = isolated(site.postalAddress);
  return {
    title: TEXTS.title,
    intro: [{ ...TEXTS.intro, values: { name } }],
    numbered: true,
    sections: [
      { heading: TEXTS.operatorHeading, paragraphs: [{ ...TEXTS.operator, values: { name, address, email } }] },
      { heading: TEXTS.eligibilityHeading, paragraphs: [{ ...TEXTS.eligibilityAge, values: { age: MINIMUM_AGE } }, TEXTS.eligibilityLaw] },
      { heading: TEXTS.riskHeading, paragraphs: [RISK_WARNING, TEXTS.risk] },
      { heading: TEXTS.plansHeading, paragraphs: [{ ...TEXTS.plans, values: { name } }, TEXTS.plansEnd] },
      {
        heading: TEXTS.depositsHeading,
        paragraphs: [
          {
            ...TEXTS.deposits,
            values: {
              coins: coinList(
                PAYMENT_COINS.map((entry) => coinWithNetwork(entry, translate)),
                locale,
              ),
            },
          },
          TEXTS.depositsConfirmed,
        ],
      },
      {
        heading: TEXTS.withdrawalsHeading,
        paragraphs: [TEXTS.withdrawals, TEXTS.withdrawalsLevels],
        items: [
          { ...TEXTS.withdrawalsLevel1, values: { limit: formatWholeUsd(WITHDRAWAL_LIMITS[1], locale) } },
          { ...TEXTS.withdrawalsLevel2, values: { limit: formatWholeUsd(WITHDRAWAL_LIMITS[2], locale) } },
          TEXTS.withdrawalsVerified,
        ],
      },
      { heading: TEXTS.referralHeading, paragraphs: [{ ...TEXTS.referral, values: { rate: REFERRAL_RATE_TEXT } }] },
      { heading: TEXTS.accountHeading, paragraphs: [TEXTS.accountPassword, TEXTS.accountSuspension] },
      { heading: TEXTS.privacyHeading, paragraphs: [TEXTS.privacy], link: { to: PATHS.privacyPolicy, label: TEXTS.privacyLink } },
      { heading: TEXTS.changesHeading, paragraphs: [TEXTS.changes, { ...TEXTS.contact, values: { email, address } }] },
    ],
    certificateNote: certificateNote(context),
  };
};
