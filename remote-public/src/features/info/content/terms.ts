import { acceptedCoinsText, formatWholeUsd, REFERRAL_RATE_TEXT, MINIMUM_AGE, WITHDRAWAL_LIMITS } from '@arcvest/shared/rules';
import { PATHS, RISK_NOTE } from '@arcvest/shared';
import { certificateNote, type InfoContentSource } from './types';

/**
 * The terms and conditions (/terms-and-conditions and /terms). Operator's content:
 * replace the text here; keep the risk warning and the minimum age.
 */
export const termsContent: InfoContentSource = (context) => {
  const { site } = context;
  return {
    title: 'Terms and Conditions',
    intro: [
      `These terms are the agreement between you and ${site.name} for the use of this website and your account. Please read them before you register. By creating an account you accept them.`,
    ],
    numbered: true,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${site.name} operates this website and the investment plans offered on it. Our postal address is ${site.postalAddress}. You can reach us at ${site.supportEmail}.`,
        ],
      },
      {
        heading: 'Eligibility',
        paragraphs: [
          `You must be at least ${MINIMUM_AGE} years old to open an account. You may hold one account only, and the details you give us must be true and your own.`,
          'You must not use the service where doing so is against the law that applies to you.',
        ],
      },
      {
        heading: 'Risk warning',
        paragraphs: [
          RISK_NOTE.message,
          'The value of crypto-assets can rise or fall sharply within minutes. Only invest money you can afford to lose. Nothing on this website is financial, tax or legal advice.',
        ],
      },
      {
        heading: 'Investment plans and returns',
        paragraphs: [
          `Each plan has a fixed term in days and a daily return rate. The rate is set by ${site.name} and shown on the plan before you buy it. Returns are not guaranteed and past returns do not predict future ones.`,
          'At the end of the term the plan is closed and its capital is credited back to your balance, subject to the risk warning above.',
        ],
      },
      {
        heading: 'Deposits',
        paragraphs: [
          `You pay for a plan in ${acceptedCoinsText('or')}, to the address shown when you buy. The amount, including any network fee, is shown before you pay.`,
          'A deposit counts once we have confirmed it. Coins sent to the wrong address or over the wrong network may be lost and cannot always be recovered.',
        ],
      },
      {
        heading: 'Withdrawals',
        paragraphs: [
          'You can request a withdrawal of your available balance to a crypto address you give us. Requests are reviewed before they are paid. You are responsible for the address being correct.',
          'The most you can withdraw at once depends on your account level:',
        ],
        items: [
          `Level 1 (email not yet verified): up to ${formatWholeUsd(WITHDRAWAL_LIMITS[1])}.`,
          `Level 2 (email verified): up to ${formatWholeUsd(WITHDRAWAL_LIMITS[2])}.`,
          'After your identity has been verified: no limit.',
        ],
      },
      {
        heading: 'Referral programme',
        paragraphs: [
          `When someone signs up with your referral link and buys a plan, we credit you a referral bonus of ${REFERRAL_RATE_TEXT} of the plan amount. Referring yourself or creating accounts to earn bonuses is not allowed; such bonuses may be withdrawn.`,
        ],
      },
      {
        heading: 'Your account and suspension',
        paragraphs: [
          'Keep your password secret; you are responsible for what is done with your account.',
          'We may suspend or close an account if these terms are broken, if we suspect fraud or money laundering, if the details given are false, or if the law requires it. We will tell you why unless the law forbids it.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: ['We handle your personal data, including identity documents for verification and your transactions, as described in our Privacy Policy.'],
        link: { to: PATHS.privacyPolicy, label: 'Read the Privacy Policy' },
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may change these terms. We will show the new version on this page and, for important changes, tell you by email before they apply.',
          `Questions about these terms: write to ${site.supportEmail} or to ${site.postalAddress}.`,
        ],
      },
    ],
    certificateNote: certificateNote(context),
  };
};
