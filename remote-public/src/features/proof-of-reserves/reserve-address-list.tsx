import { activeLocale, FactList, useLingui, type Fact, type ReserveAddress } from '@arcvest/shared';
import { CopyButton } from '@arcvest/shared/dashboard-ui';
import { formatDateTime } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { ADDRESS_LIST_TEXTS as TEXTS, SIGNED_TEXTS } from './messages';

type SignedTexts = Record<'label' | 'copy' | 'copied' | 'failed', string>;

/** One signed string in full, wrapping inside its box, with its Copy button: a line of the address's facts. */
function signedText(text: string, { label, copy, copied, failed }: SignedTexts): Fact {
  return {
    term: label,
    value: (
      <>
        <code className="reserves-long" dir="ltr" translate="no">
          {text}
        </code>
        <CopyButton text={text} label={copy} copiedMessage={copied} failedMessage={failed} />
      </>
    ),
    row: { className: 'reserves-signed' },
  };
}

/** The registered reserve addresses, each with the message its key signed and the signature, for anyone to check with the chain's tools. */
export function ReserveAddressList({ addresses, demo }: { addresses: readonly ReserveAddress[]; demo: boolean }) {
  const { _ } = useLingui();
  if (addresses.length === 0) return <p>{_(demo ? TEXTS.noneDemo : TEXTS.none)}</p>;
  const texts = (which: keyof typeof SIGNED_TEXTS, values: Record<string, string>): SignedTexts => {
    const { label, copy, copied, failed } = SIGNED_TEXTS[which];
    return { label: _(label), copy: _({ ...copy, values }), copied: _(copied), failed: _(failed) };
  };
  return (
    <ul className="reserves-addresses">
      {addresses.map((entry) => (
        <li key={entry.id} className="card">
          <h3 className="coin-name">
            <CoinIcon coin={entry.coin} size={20} />
            <span translate="no">{entry.coin}</span> <span className="visually-hidden">{_(TEXTS.reserveAddress)}</span>
          </h3>
          <FactList
            facts={[
              signedText(entry.address, texts('address', { coin: entry.coin, address: entry.address })),
              signedText(entry.message, texts('message', { address: entry.address })),
              signedText(entry.signature, texts('signature', { address: entry.address })),
              entry.public_key && signedText(entry.public_key, texts('publicKey', { address: entry.address })),
              {
                term: _(TEXTS.registered),
                value: <time dateTime={entry.registered_at}>{formatDateTime(entry.registered_at, undefined, activeLocale())}</time>,
              },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
