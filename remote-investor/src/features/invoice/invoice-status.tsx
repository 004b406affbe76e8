import { coinAmountAbove, formatCoin, formatDateTime, type Translate, type UiLocale } from '@arcvest/shared/rules';
import { Link, PATHS, useLingui, type Invoice } from '@arcvest/shared';
import type { ReactNode } from 'react';
import { INVOICE_TEXTS as TEXTS } from './messages';

type Tone = 'waiting' | 'success' | 'attention';

interface StatusView {
  tone: Tone;
  title: string;
  text: ReactNode;
  /** Where to go from here, once the payment needs nothing more from the investor. */
  actions?: ReactNode;
}

function ToPlans() {
  const { _ } = useLingui();
  return (
    <>
      <Link to={PATHS.userPlans} className="btn btn-primary">
        {_(TEXTS.seeMyPlans)}
      </Link>
      <Link to={PATHS.dashboard} className="btn btn-secondary">
        {_(TEXTS.backToDashboard)}
      </Link>
    </>
  );
}

function ToDashboard() {
  const { _ } = useLingui();
  return (
    <Link to={PATHS.dashboard} className="btn btn-primary">
      {_(TEXTS.backToDashboard)}
    </Link>
  );
}

function ToBuyPlan() {
  const { _ } = useLingui();
  return (
    <Link to={PATHS.buyPlan} className="btn btn-primary">
      {_(TEXTS.backToBuyPlan)}
    </Link>
  );
}

/** An admin's decision on a partial or late payment, as the investor reads it. */
function decisionView(invoice: Invoice, _: Translate, locale: UiLocale): StatusView | null {
  const { coin } = invoice;
  const paid = formatCoin(invoice.paid, locale);
  switch (invoice.resolution) {
    case 'plan-started':
      return {
        tone: 'success',
        title: _(TEXTS.planStartedTitle),
        text: _({ ...TEXTS.planStartedText, values: { paid, coin } }),
        actions: <ToPlans />,
      };
    case 'credited':
      return {
        tone: 'success',
        title: _(TEXTS.creditedTitle),
        text: _({ ...TEXTS.creditedText, values: { paid, coin } }),
        actions: <ToDashboard />,
      };
    case 'rejected':
      return {
        tone: 'attention',
        title: _(TEXTS.rejectedTitle),
        // The admin's words are shown as written.
        text: _({ ...TEXTS.rejectedText, values: { reason: invoice.resolution_note ?? _(TEXTS.noneGiven) } }),
      };
    default:
      return null;
  }
}

/** What the invoice's state means to the investor, in words in the reader's language (docs/chain.md#paying-on-chain). */
export function statusView(invoice: Invoice, timeUp: boolean, _: Translate, locale: UiLocale): StatusView {
  const decided = decisionView(invoice, _, locale);
  if (decided) return decided;
  const { coin, status, confirmations: count, required_confirmations: required } = invoice;
  const due = formatCoin(invoice.amount_due, locale);
  const paid = formatCoin(invoice.paid, locale);
  const until = formatDateTime(invoice.expires_at, undefined, locale);
  switch (status) {
    case 'new':
      return timeUp
        ? { tone: 'attention', title: _(TEXTS.timeUpTitle), text: _(TEXTS.timeUpText) }
        : { tone: 'waiting', title: _(TEXTS.waitingTitle), text: _({ ...TEXTS.waitingText, values: { due, coin } }) };
    case 'processing':
      return {
        tone: 'waiting',
        title: _({ ...TEXTS.seenTitle, values: { count, required } }),
        text: _({ ...TEXTS.seenText, values: { required } }),
      };
    case 'settled':
      return { tone: 'success', title: _(TEXTS.paidTitle), text: _(TEXTS.settledText), actions: <ToPlans /> };
    case 'overpaid': {
      const surplus = coinAmountAbove(coin, invoice.paid, invoice.amount_due);
      return {
        tone: 'success',
        title: _(TEXTS.paidTitle),
        text:
          surplus === null
            ? _({ ...TEXTS.overpaidTextUnknown, values: { coin } })
            : _({ ...TEXTS.overpaidText, values: { surplus: formatCoin(surplus, locale), coin } }),
        actions: <ToPlans />,
      };
    }
    case 'partial': {
      const rest = coinAmountAbove(coin, invoice.amount_due, invoice.paid);
      const title = _({ ...TEXTS.partialTitle, values: { paid, due, coin } });
      if (timeUp) return { tone: 'attention', title, text: _(TEXTS.partialTimeUpText) };
      return rest === null
        ? { tone: 'waiting', title, text: _({ ...TEXTS.partialOnWay, values: { count, required } }) }
        : { tone: 'attention', title, text: _({ ...TEXTS.partialRest, values: { rest: formatCoin(rest, locale), coin } }) };
    }
    case 'expired':
      return {
        tone: 'attention',
        title: _(TEXTS.expiredTitle),
        text: _({ ...TEXTS.expiredText, values: { until } }),
        actions: <ToBuyPlan />,
      };
    case 'late':
      return { tone: 'attention', title: _(TEXTS.lateTitle), text: _({ ...TEXTS.lateText, values: { until } }) };
  }
}
