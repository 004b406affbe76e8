import { acceptedCoinsText, REFERRAL_RATE_TEXT, type Translate, type UiLocale } from '@arcvest/shared/rules';

/**
 * The home page's words: the operator's content, kept in one place so it can be replaced, each a
 * message of the public site's catalogue (docs/i18n.md). Our defaults describe the product as it
 * works and do not promise profits (docs/product.md#content-and-honesty).
 */
export const HERO = {
  phrases: [
    /*i18n*/ { id: 'public.home.hero.phrase1', message: 'Fixed-term crypto plans' },
    /*i18n*/ { id: 'public.home.hero.phrase2', message: 'Daily returns, set up front' },
    /*i18n*/ { id: 'public.home.hero.phrase3', message: 'Capital back at the end' },
  ],
  headline: /*i18n*/ { id: 'public.home.hero.headline', message: 'Fixed-term crypto plans with daily returns' },
  text: /*i18n*/ {
    id: 'public.home.hero.text',
    message:
      'Choose a plan, pay in BTC, ETH, XRP, SOL or USDT, and follow every daily credit in your dashboard. Returns are set by the operator and are not guaranteed.',
  },
  start: /*i18n*/ { id: 'public.home.hero.start', message: 'Get started' },
};

export const RISK_WARNING = /*i18n*/ {
  id: 'public.home.riskWarning',
  message:
    'Risk warning: crypto-assets are volatile. Plan returns are set by the operator and are not guaranteed, and you can lose some or all of your capital. Only invest what you can afford to lose.',
};

export const HOME_HEADINGS = {
  why: /*i18n*/ { id: 'public.home.why.heading', message: 'Why choose our plans' },
  plans: /*i18n*/ { id: 'public.home.plans.heading', message: 'Investment plans' },
  noPlans: /*i18n*/ { id: 'public.home.plans.none', message: 'No plans are available right now.' },
  startNow: /*i18n*/ { id: 'public.home.plans.start', message: 'Get started now' },
  how: /*i18n*/ { id: 'public.home.how.heading', message: 'How it works' },
  faq: /*i18n*/ { id: 'public.home.faq.heading', message: 'Frequently asked questions' },
  coins: /*i18n*/ { id: 'public.home.coins.heading', message: 'Coins we accept' },
};

export const PRICE_TEXTS = {
  marketPrices: /*i18n*/ { id: 'public.home.prices.label', message: 'Market prices' },
  inDollars: /*i18n*/ { id: 'public.home.prices.inDollars', message: 'Prices in US dollars' },
  unavailable: /*i18n*/ { id: 'public.home.prices.unavailable', message: 'Market prices are unavailable right now.' },
  loading: /*i18n*/ { id: 'public.home.prices.loading', message: 'Loading prices…' },
  screenerHeading: /*i18n*/ { id: 'public.home.screener.heading', message: 'Crypto market screener' },
  screenerUnavailable: /*i18n*/ { id: 'public.home.screener.unavailable', message: 'Prices are unavailable right now.' },
  screenerFallback: /*i18n*/ {
    id: 'public.home.screener.fallback',
    message: 'The live market screener could not be loaded. Below are the coins we accept, priced by our own feed (not live market data).',
  },
  coin: /*i18n*/ { id: 'public.home.screener.coin', message: 'Coin' },
  price: /*i18n*/ { id: 'public.home.screener.price', message: 'Price (USD)' },
  eurToUsd: /*i18n*/ { id: 'public.home.ticker.eurToUsd', message: 'EUR to USD' },
};

/** The values the home page's texts name, in the reader's language: the accepted coins and the referral rate, written once in the rules. */
export function homeValues(joined: 'and' | 'or', translate: Translate, locale: UiLocale) {
  return { coins: acceptedCoinsText(joined, translate, locale), rate: REFERRAL_RATE_TEXT };
}

/** `icon` picks one of the drawings in why-section.tsx: terms, daily, capital, coins or referral. */
export const BENEFITS = [
  {
    icon: 'terms',
    title: /*i18n*/ { id: 'public.home.why.terms.title', message: 'Clear, fixed terms' },
    text: /*i18n*/ {
      id: 'public.home.why.terms.text',
      message: 'Each plan states its daily rate, its length in days and its minimum and maximum amounts before you buy.',
    },
  },
  {
    icon: 'daily',
    title: /*i18n*/ { id: 'public.home.why.daily.title', message: 'Daily credits you can follow' },
    text: /*i18n*/ { id: 'public.home.why.daily.text', message: 'Returns are credited once a day and every credit shows in your transaction history.' },
  },
  {
    icon: 'capital',
    title: /*i18n*/ { id: 'public.home.why.capital.title', message: 'Capital back at the end' },
    text: /*i18n*/ {
      id: 'public.home.why.capital.text',
      message: 'When a plan ends, its capital is credited back to your balance, ready to withdraw or reinvest.',
    },
  },
  {
    icon: 'coins',
    title: /*i18n*/ { id: 'public.home.why.coins.title', message: 'Five coins accepted' },
    text: /*i18n*/ { id: 'public.home.why.coins.text', message: 'Pay for a plan in {coins}, or from your balance.' },
  },
  {
    icon: 'referral',
    title: /*i18n*/ { id: 'public.home.why.referral.title', message: 'Referral bonus' },
    text: /*i18n*/ { id: 'public.home.why.referral.text', message: 'Invite friends with your link and receive {rate} of the amount of every plan they buy.' },
  },
] as const;

export const STEPS = [
  {
    title: /*i18n*/ { id: 'public.home.how.signUp.title', message: 'Sign up and choose a plan' },
    text: /*i18n*/ { id: 'public.home.how.signUp.text', message: 'Create your account, verify your email and pick the plan that fits your amount.' },
  },
  {
    title: /*i18n*/ { id: 'public.home.how.deposit.title', message: 'Deposit crypto' },
    text: /*i18n*/ { id: 'public.home.how.deposit.text', message: 'Send the amount to the address shown, then enter the transaction ID so we can confirm it.' },
  },
  {
    title: /*i18n*/ { id: 'public.home.how.desk.title', message: 'The trading desk trades' },
    text: /*i18n*/ {
      id: 'public.home.how.desk.text',
      message: "The operator's trading desk, assisted by automated strategies, trades the pooled deposits. Results vary.",
    },
  },
  {
    title: /*i18n*/ { id: 'public.home.how.earn.title', message: 'Earn daily and withdraw' },
    text: /*i18n*/ { id: 'public.home.how.earn.text', message: 'Daily returns are credited to your balance; withdraw them, or reinvest in a new plan.' },
  },
];

export const FAQ = [
  {
    question: /*i18n*/ { id: 'public.home.faq.what.question', message: 'What is this service?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.what.answer',
      message:
        'A platform where you buy fixed-term plans: each pays a daily return set by the operator for a number of days, and your capital is credited back when the plan ends.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.plans.question', message: 'Which plans are there?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.plans.answer',
      message: 'Starter, Growth and Pro. Each card on this page shows its daily rate, its length in days, its total return and the amounts it accepts.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.start.question', message: 'How do I start?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.start.answer',
      message: 'Register, sign in, open Buy plan in your dashboard, choose a plan, the amount and how you pay, and follow the payment instructions.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.coins.question', message: 'Which coins can I pay with?' },
    answer: /*i18n*/ { id: 'public.home.faq.coins.answer', message: '{coins}. You can also pay from your account balance.' },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.depositTime.question', message: 'How long does a deposit take to show?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.depositTime.answer',
      message: 'Once the network has confirmed your transaction and we have checked it, the deposit shows within minutes, or up to an hour at busy times.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.returns.question', message: 'When are returns credited?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.returns.answer',
      message: 'The first daily return is credited 24 hours after your plan starts, then every 24 hours until the plan ends.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.ends.question', message: 'What happens when a plan ends?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.ends.answer',
      message: 'Your capital is credited back to your balance and the plan moves out of your active plans.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.guaranteed.question', message: 'Are the returns guaranteed?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.guaranteed.answer',
      message: 'No. Returns are set by the operator and are not guaranteed. Crypto-assets are volatile and you can lose capital.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.fees.question', message: 'Are there fees?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.fees.answer',
      message: 'The payment page shows the network fee for the coin you chose before you pay. Nothing is charged without showing in your history.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.withdraw.question', message: 'How do I withdraw?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.withdraw.answer',
      message: 'Open Make withdrawal in your dashboard, enter the amount, the coin and your address. The amount is reserved at once and sent when approved.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.limits.question', message: 'Are there withdrawal limits?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.limits.answer',
      message: 'Verifying your email and your identity raises your account level, which raises how much you can withdraw at once.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.referral.question', message: 'How does the referral programme work?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.referral.answer',
      message: 'Share the link in your dashboard. When someone who signed up through it buys a plan, you receive {rate} of its amount as a bonus.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.identity.question', message: 'Why verify my identity?' },
    answer: /*i18n*/ {
      id: 'public.home.faq.identity.answer',
      message: 'Identity checks protect your account and are needed for larger withdrawals. Your documents are only seen by you and our reviewers.',
    },
  },
  {
    question: /*i18n*/ { id: 'public.home.faq.support.question', message: 'How do I contact support?' },
    answer: /*i18n*/ { id: 'public.home.faq.support.answer', message: 'Write to the support address at the bottom of this page; we answer every message.' },
  },
];
