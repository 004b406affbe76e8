import { FactList, type Fact, type ReserveAddress } from '@arcvest/shared';
import { CopyButton } from '@arcvest/shared/dashboard-ui';
import { formatDateTime } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';

/** One signed string in full, wrapping inside its box, with its Copy button: a line of the address's facts. */
function signedText(label: string, text: string, what: string): Fact {
  return {
    term: label,
    value: (
      <>
        <code className="reserves-long">{text}</code>
        <CopyButton
          text={text}
          label={`Copy the ${what}`}
          copiedMessage={`${label} copied.`}
          failedMessage={`The ${label.toLowerCase()} could not be copied. Please select and copy it instead.`}
        />
      </>
    ),
    row: { className: 'reserves-signed' },
  };
}

/** The registered reserve addresses, each with the message its key signed and the signature, for anyone to check with the chain's tools. */
export function ReserveAddressList({ addresses, demo }: { addresses: readonly ReserveAddress[]; demo: boolean }) {
  if (addresses.length === 0 && demo) return <p>No reserve address is registered yet: on this demo the reserves are sample holdings.</p>;
  if (addresses.length === 0) {
    return <p>No reserve address is registered yet: the reserves are the balances of the addresses investors pay to.</p>;
  }
  return (
    <ul className="reserves-addresses">
      {addresses.map((entry) => (
        <li key={entry.id} className="card">
          <h3 className="coin-name">
            <CoinIcon coin={entry.coin} size={20} />
            {entry.coin} <span className="visually-hidden">reserve address</span>
          </h3>
          <FactList
            facts={[
              signedText('Address', entry.address, `${entry.coin} address ${entry.address}`),
              signedText('Signed message', entry.message, `message signed for ${entry.address}`),
              signedText('Signature', entry.signature, `signature of ${entry.address}`),
              entry.public_key && signedText('Public key', entry.public_key, `public key of ${entry.address}`),
              { term: 'Registered', value: formatDateTime(entry.registered_at) },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
