import { coinWithNetwork, PAYMENT_COINS, REFERRAL_RATE_TEXT } from '@arcvest/shared/rules';
import { PATHS, RISK_NOTE } from '@arcvest/shared';
import { certificateNote, type InfoContentSource } from './types';

/** The about page (/about-us). Operator's content: replace the text here. */
export const aboutContent: InfoContentSource = (context) => {
  const { site } = context;
  return {
    title: `About ${site.name}`,
    intro: [
      `${site.name} offers fixed-term crypto investment plans. You choose a plan, pay for it in cryptocurrency, and follow its progress and your balance from your dashboard.`,
    ],
    sections: [
      {
        heading: 'Fixed-term plans',
        paragraphs: [
          `Each plan runs for a set number of days and pays a daily return at a rate set by ${site.name}. The rate, the term and the minimum and maximum amounts are shown on every plan before you buy. At the end of the term the capital is returned to your balance.`,
        ],
      },
      {
        heading: 'Deposits in five cryptocurrencies',
        paragraphs: ['You can pay for a plan in any of these:'],
        items: PAYMENT_COINS.map(coinWithNetwork),
      },
      {
        heading: 'Referral programme',
        paragraphs: [
          `Your dashboard has a personal referral link. When someone signs up with it and buys a plan, you receive ${REFERRAL_RATE_TEXT} of the plan amount as a bonus.`,
        ],
      },
      {
        heading: 'Withdraw or reinvest',
        paragraphs: [
          'From your dashboard you can request a withdrawal of your balance to a crypto address, or use it to buy another plan. Withdrawal limits depend on your account level, as explained in our terms.',
        ],
        link: { to: PATHS.termsAndConditions, label: 'Read the Terms and Conditions' },
      },
      {
        heading: 'Support',
        paragraphs: [`Our support team answers questions by email at ${site.supportEmail} and by phone at ${site.phone}.`],
      },
      {
        heading: 'Our certificate',
        paragraphs: [certificateNote(context)],
      },
      {
        heading: 'Risks',
        paragraphs: [RISK_NOTE.message, 'Only invest money you can afford to lose.'],
      },
    ],
    certificateNote: certificateNote(context),
  };
};
