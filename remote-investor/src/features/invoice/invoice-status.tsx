import { coinAmountAbove, formatDateTime } from '@arcvest/shared/rules';
import { Link, PATHS, type Invoice } from '@arcvest/shared';
import type { ReactNode } from 'react';

type Tone = 'waiting' | 'success' | 'attention';

interface StatusView {
  tone: Tone;
  title: string;
  text: ReactNode;
  /** Where to go from here, once the payment needs nothing more from the investor. */
  actions?: ReactNode;
}

const toPlans = (
  <>
    <Link to={PATHS.userPlans} className="btn btn-primary">
      See my plans
    </Link>
    <Link to={PATHS.dashboard} className="btn btn-secondary">
      Back to the dashboard
    </Link>
  </>
);

/** An admin's decision on a partial or late payment, as the investor reads it. */
function decisionView(invoice: Invoice): StatusView | null {
  const { coin, paid } = invoice;
  switch (invoice.resolution) {
    case 'plan-started':
      return {
        tone: 'success',
        title: 'An admin started your plan',
        text: `With the ${paid} ${coin} you paid, at the locked price, less the fee.`,
        actions: toPlans,
      };
    case 'credited':
      return {
        tone: 'success',
        title: 'Your payment was credited to your balance',
        text: `An admin credited the ${paid} ${coin} you paid, at the locked price, to your balance.`,
        actions: (
          <Link to={PATHS.dashboard} className="btn btn-primary">
            Back to the dashboard
          </Link>
        ),
      };
    case 'rejected':
      return { tone: 'attention', title: 'This payment was rejected', text: `An admin’s reason: ${invoice.resolution_note ?? 'none given'}` };
    default:
      return null;
  }
}

/** What the invoice's state means to the investor, in words (docs/chain.md#paying-on-chain). */
export function statusView(invoice: Invoice, timeUp: boolean): StatusView {
  const decided = decisionView(invoice);
  if (decided) return decided;
  const { coin, status, confirmations, required_confirmations: required, amount_due: due, paid } = invoice;
  const until = formatDateTime(invoice.expires_at);
  switch (status) {
    case 'new':
      return timeUp
        ? {
            tone: 'attention',
            title: 'The time to pay has run out',
            text: 'Please do not send a payment now. A payment already on its way shows here in a moment.',
          }
        : {
            tone: 'waiting',
            title: 'Waiting for your payment',
            text: `Send exactly ${due} ${coin} to the address below. This page follows the payment by itself.`,
          };
    case 'processing':
      return {
        tone: 'waiting',
        title: `Payment seen: ${confirmations} of ${required} confirmations`,
        text: `Your plan starts by itself once the payment has ${required} confirmations on the network. You can leave this page.`,
      };
    case 'settled':
      return {
        tone: 'success',
        title: 'Paid: your plan has started',
        text: 'The payment is confirmed. Your first earnings come 24 hours after the start.',
        actions: toPlans,
      };
    case 'overpaid': {
      const surplus = coinAmountAbove(coin, paid, due);
      return {
        tone: 'success',
        title: 'Paid: your plan has started',
        text: `You sent ${surplus ?? 'more'} ${coin} more than due: the surplus was credited to your balance at the locked price.`,
        actions: toPlans,
      };
    }
    case 'partial': {
      const rest = coinAmountAbove(coin, due, paid);
      if (timeUp) {
        return {
          tone: 'attention',
          title: `Paid ${paid} of ${due} ${coin}`,
          text: 'The time to pay ran out before the full amount arrived. An admin will contact you to start the plan with what was paid or credit it to your balance.',
        };
      }
      return rest === null
        ? {
            tone: 'waiting',
            title: `Paid ${paid} of ${due} ${coin}`,
            text: `The rest of the payment is on its way: ${confirmations} of ${required} confirmations.`,
          }
        : {
            tone: 'attention',
            title: `Paid ${paid} of ${due} ${coin}`,
            text: `Send the remaining ${rest} ${coin} to the same address before the time runs out; your plan starts once it is confirmed.`,
          };
    }
    case 'expired':
      return {
        tone: 'attention',
        title: 'This payment request has expired',
        text: `Nothing arrived before ${until}. Please do not send anything to this address now: choose your plan again for a new address and a fresh price.`,
        actions: (
          <Link to={PATHS.buyPlan} className="btn btn-primary">
            Back to Buy plan
          </Link>
        ),
      };
    case 'late':
      return {
        tone: 'attention',
        title: 'Your payment arrived after the time ran out',
        text: `The price was locked until ${until}, so an admin will decide: start your plan with what was paid, or credit it to your balance. They will contact you.`,
      };
  }
}
