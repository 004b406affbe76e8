import { acceptedCoinsText, REFERRAL_RATE_TEXT } from '@arcvest/shared/rules';
/**
 * The home page's words: the operator's content, kept in one place so it can be replaced.
 * Our defaults describe the product as it works and do not promise profits (docs/product.md#content-and-honesty).
 */
export const HERO = {
  phrases: ['Fixed-term crypto plans', 'Daily returns, set up front', 'Capital back at the end'],
  headline: 'Fixed-term crypto plans with daily returns',
  text: 'Choose a plan, pay in BTC, ETH, XRP, SOL or USDT, and follow every daily credit in your dashboard. Returns are set by the operator and are not guaranteed.',
};

export const RISK_WARNING =
  'Risk warning: crypto-assets are volatile. Plan returns are set by the operator and are not guaranteed, and you can lose some or all of your capital. Only invest what you can afford to lose.';

/** `icon` picks one of the drawings in why-section.tsx: terms, daily, capital, coins or referral. */
export const BENEFITS = [
  {
    icon: 'terms',
    title: 'Clear, fixed terms',
    text: 'Each plan states its daily rate, its length in days and its minimum and maximum amounts before you buy.',
  },
  { icon: 'daily', title: 'Daily credits you can follow', text: 'Returns are credited once a day and every credit shows in your transaction history.' },
  { icon: 'capital', title: 'Capital back at the end', text: 'When a plan ends, its capital is credited back to your balance, ready to withdraw or reinvest.' },
  { icon: 'coins', title: 'Five coins accepted', text: `Pay for a plan in ${acceptedCoinsText('or')}, or from your balance.` },
  { icon: 'referral', title: 'Referral bonus', text: `Invite friends with your link and receive ${REFERRAL_RATE_TEXT} of the amount of every plan they buy.` },
] as const;

export const STEPS = [
  { title: 'Sign up and choose a plan', text: 'Create your account, verify your email and pick the plan that fits your amount.' },
  { title: 'Deposit crypto', text: 'Send the amount to the address shown, then enter the transaction ID so we can confirm it.' },
  { title: 'The trading desk trades', text: "The operator's trading desk, assisted by automated strategies, trades the pooled deposits. Results vary." },
  { title: 'Earn daily and withdraw', text: 'Daily returns are credited to your balance; withdraw them, or reinvest in a new plan.' },
];

export const FAQ = [
  {
    question: 'What is this service?',
    answer:
      'A platform where you buy fixed-term plans: each pays a daily return set by the operator for a number of days, and your capital is credited back when the plan ends.',
  },
  {
    question: 'Which plans are there?',
    answer: 'Starter, Growth and Pro. Each card on this page shows its daily rate, its length in days, its total return and the amounts it accepts.',
  },
  {
    question: 'How do I start?',
    answer: 'Register, sign in, open Buy plan in your dashboard, choose a plan, the amount and how you pay, and follow the payment instructions.',
  },
  { question: 'Which coins can I pay with?', answer: `${acceptedCoinsText('and')}. You can also pay from your account balance.` },
  {
    question: 'How long does a deposit take to show?',
    answer: 'Once the network has confirmed your transaction and we have checked it, the deposit shows within minutes, or up to an hour at busy times.',
  },
  {
    question: 'When are returns credited?',
    answer: 'The first daily return is credited 24 hours after your plan starts, then every 24 hours until the plan ends.',
  },
  { question: 'What happens when a plan ends?', answer: 'Your capital is credited back to your balance and the plan moves out of your active plans.' },
  {
    question: 'Are the returns guaranteed?',
    answer: 'No. Returns are set by the operator and are not guaranteed. Crypto-assets are volatile and you can lose capital.',
  },
  {
    question: 'Are there fees?',
    answer: 'The payment page shows the network fee for the coin you chose before you pay. Nothing is charged without showing in your history.',
  },
  {
    question: 'How do I withdraw?',
    answer: 'Open Make withdrawal in your dashboard, enter the amount, the coin and your address. The amount is reserved at once and sent when approved.',
  },
  {
    question: 'Are there withdrawal limits?',
    answer: 'Verifying your email and your identity raises your account level, which raises how much you can withdraw at once.',
  },
  {
    question: 'How does the referral programme work?',
    answer: `Share the link in your dashboard. When someone who signed up through it buys a plan, you receive ${REFERRAL_RATE_TEXT} of its amount as a bonus.`,
  },
  {
    question: 'Why verify my identity?',
    answer: 'Identity checks protect your account and are needed for larger withdrawals. Your documents are only seen by you and our reviewers.',
  },
  { question: 'How do I contact support?', answer: 'Write to the support address at the bottom of this page; we answer every message.' },
];
