import { type ReserveAddress } from '@arcvest/shared';
import { CopyButton } from '@arcvest/shared/dashboard-ui';
import { formatDateTime } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';

/** One signed string in full, wrapping inside its box, with its Copy button. */
function SignedText({ label, text, what }: { label: string; text: string; what: string }) {
  return (
    <div className="reserves-signed">
      <dt>{label}</dt>
      <dd>
        <code className="reserves-long">{text}</code>
        <CopyButton text={text} label={`Copy the ${what}`} copiedMessage={`${label} copied.`} failedMessage={`The ${label.toLowerCase()} could not be copied. Please select and copy it instead.`} />
      </dd>
    </div>
  );
}

/** The registered reserve addresses, each with the message its key signed and the signature, for anyone to check with the chain's tools. */
export function ReserveAddressList({ addresses }: { addresses: readonly ReserveAddress[] }) {
  if (addresses.length === 0) {
    return <p>No reserve address is registered yet: the reserves are the balances of the addresses investors pay to.</p>;
  }
  return (
    <ul className="reserves-addresses">
      {addresses.map((entry) => (
        <li key={entry.id} className="card">
          <h3 className="coin-name"><CoinIcon coin={entry.coin} size={20} />{entry.coin} <span className="visually-hidden">reserve address</span></h3>
          <dl>
            <SignedText label="Address" text={entry.address} what={`${entry.coin} address ${entry.address}`} />
            <SignedText label="Signed message" text={entry.message} what={`message signed for ${entry.address}`} />
            <SignedText label="Signature" text={entry.signature} what={`signature of ${entry.address}`} />
            {entry.public_key && <SignedText label="Public key" text={entry.public_key} what={`public key of ${entry.address}`} />}
            <div><dt>Registered</dt><dd>{formatDateTime(entry.registered_at)}</dd></div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
