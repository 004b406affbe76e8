import { coinWithNetwork, PAYMENT_COINS, REFERRAL_RATE_TEXT } from '@arcvest/shared/rules';
import { PATHS } from '@arcvest/shared';
import { certificateNote, RISK_WARNING } from './common';
import { ltr } from './ltr';
import type { InfoContentSource } from './types';

const TEXTS = {
  title: /*i18n*/ { id: 'public.info.about.title', message: 'About {name}' },
  intro: /*i18n*/ {
    id: 'public.info.about.intro',
    message:
      '{name} offers fixed-term crypto investment plans. You choose a plan, pay for it in cryptocurrency, and follow its progress and your balance from your dashboard.',
  },
  plansHeading: /*i18n*/ { id: 'public.info.about.plans.heading', message: 'Fixed-term plans' },
  plans: /*i18n*/ {
    id: 'public.info.about.plans.text',
    message:
      'Each plan runs for a set number of days and pays a daily return at a rate set by {name}. The rate, the term and the minimum and maximum amounts are shown on every plan before you buy. At the end of the term the capital is returned to your balance.',
  },
  coinsHeading: /*i18n*/ { id: 'public.info.about.coins.heading', message: 'Deposits in five cryptocurrencies' },
  coins: /*i18n*/ { id: 'public.info.about.coins.text', message: 'You can pay for a plan in any of these:' },
  referralHeading: /*i18n*/ { id: 'public.info.about.referral.heading', message: 'Referral programme' },
  referral: /*i18n*/ {
    id: 'public.info.about.referral.text',
    message: 'Your dashboard has a personal referral link. When someone signs up with it and buys a plan, you receive {rate} of the plan amount as a bonus.',
  },
  withdrawHeading: /*i18n*/ { id: 'public.info.about.withdraw.heading', message: 'Withdraw or reinvest' },
  withdraw: /*i18n*/ {
    id: 'public.info.about.withdraw.text',
    message:
      'From your dashboard you can request a withdrawal of your balance to a crypto address, or use it to buy another plan. Withdrawal limits depend on your account level, as explained in our terms.',
  },
  termsLink: /*i18n*/ { id: 'public.info.about.withdraw.termsLink', message: 'Read the Terms and Conditions' },
  supportHeading: /*i18n*/ { id: 'public.info.about.support.heading', message: 'Support' },
  support: /*i18n*/ {
    id: 'public.info.about.support.text',
    message: 'Our support team answers questions by email at {email} and by phone at {phone}.',
  },
  certificateHeading: /*i18n*/ { id: 'public.info.about.certificate.heading', message: 'Our certificate' },
  risksHeading: /*i18n*/ { id: 'public.info.about.risks.heading', message: 'Risks' },
  risks: /*i18n*/ { id: 'public.info.about.risks.text', message: 'Only invest money you can afford to lose.' },
};

/** The about page (/about-us). Operator's content: replace the text here. */
export const aboutContent: InfoContentSource = (context) => {
  const { site } = context;
  const name = { name: site.name };
  return {
    title: { ...TEXTS.title, values: name },
    intro: [{ ...TEXTS.intro, values: name }],
    sections: [
      { heading: TEXTS.plansHeading, paragraphs: [{ ...TEXTS.plans, values: name }] },
      { heading: TEXTS.coinsHeading, paragraphs: [TEXTS.coins], items: PAYMENT_COINS.map((entry) => coinWithNetwork(entry, context.translate)) },
      { heading: TEXTS.referralHeading, paragraphs: [{ ...TEXTS.referral, values: { rate: REFERRAL_RATE_TEXT } }] },
      { heading: TEXTS.withdrawHeading, paragraphs: [TEXTS.withdraw], link: { to: PATHS.termsAndConditions, label: TEXTS.termsLink } },
      { heading: TEXTS.supportHeading, paragraphs: [{ ...TEXTS.support, values: { email: ltr(site.supportEmail), phone: ltr(site.phone) } }] },
      { heading: TEXTS.certificateHeading, paragraphs: [certificateNote(context)] },
      { heading: TEXTS.risksHeading, paragraphs: [RISK_WARNING, TEXTS.risks] },
    ],
    certificateNote: certificateNote(context),
  };
};
