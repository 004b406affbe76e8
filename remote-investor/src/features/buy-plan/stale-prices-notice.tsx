import { formatDateTime } from '@arcvest/shared/rules';
import { type CryptoPrices } from '@arcvest/shared';

/** Said on the payment pages when their amounts use the last known prices. */
export function StalePricesNotice({ prices }: { prices: CryptoPrices }) {
  if (!prices.stale) return null;
  return (
    <p className="notice">
      Live prices are unavailable right now, so these amounts use the last known prices
      {prices.updated_at ? ` (from ${formatDateTime(prices.updated_at)})` : ''}. The current market price may differ.
    </p>
  );
}
