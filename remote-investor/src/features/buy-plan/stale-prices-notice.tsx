import { formatDateTime } from '@arcvest/shared/rules';
import { activeLocale, useLingui, type CryptoPrices } from '@arcvest/shared';
import { BUY_PLAN_TEXTS as TEXTS } from './messages';

/** Said on the payment pages when their amounts use the last known prices. */
export function StalePricesNotice({ prices }: { prices: CryptoPrices }) {
  const { _ } = useLingui();
  if (!prices.stale) return null;
  return (
    <p className="notice">
      {prices.updated_at ? _({ ...TEXTS.staleFrom, values: { time: formatDateTime(prices.updated_at, undefined, activeLocale()) } }) : _(TEXTS.stale)}
    </p>
  );
}
