import { FormSelectField, FormTextField } from '@arcvest/shared/forms';
import { PAYMENT_COINS, paymentCoinByCoin } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { useLingui } from '@arcvest/shared';
import { COIN_FIELD_TEXTS as TEXTS } from './messages';

const COIN_OPTIONS = PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coin.name, translate: 'no' as const }));

/** The coin of a withdrawal or a saved address (the form's `payment_method`). */
export function CoinSelectField({ label, paymentMethod }: { label: string; paymentMethod: string }) {
  const { _ } = useLingui();
  return (
    <FormSelectField
      label={label}
      name="payment_method"
      placeholder={_(TEXTS.choosePlaceholder)}
      options={COIN_OPTIONS}
      adornment={paymentCoinByCoin(paymentMethod) && <CoinIcon coin={paymentMethod} />}
    />
  );
}

/** The form's `address`, with the chosen coin's example as its placeholder. */
export function CoinAddressField({ label, paymentMethod }: { label: string; paymentMethod: string }) {
  const { _ } = useLingui();
  const coin = paymentCoinByCoin(paymentMethod);
  return (
    <FormTextField label={label} name="address" autoComplete="off" spellCheck={false} placeholder={coin ? coin.addressPlaceholder : _(TEXTS.chooseFirst)} />
  );
}
