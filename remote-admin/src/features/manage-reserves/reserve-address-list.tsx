import {
  Button,
  EmptyState,
  ErrorState,
  readApiError,
  Skeleton,
  useGetReserveAddressesQuery,
  useRemoveReserveAddressMutation,
  type ReserveAddress,
} from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { CoinIcon } from '@arcvest/shared/coin-icon';

/** The registered reserve addresses, each with Remove (asked first: the reserves then stop counting it) when `mayRemove`. */
export function ReserveAddressList({ mayRemove }: { mayRemove: boolean }) {
  const { data: addresses, isError, error, refetch } = useGetReserveAddressesQuery();
  const [remove] = useRemoveReserveAddressMutation();
  const { ask, dialog } = useConfirmedAction();
  const askToRemove = (entry: ReserveAddress) =>
    ask({
      title: 'Remove reserve address',
      confirmLabel: 'Remove',
      destructive: true,
      question: (
        <>
          <p>The reserves stop counting this {entry.coin} address from the next snapshot, and the proof of reserves no longer lists it.</p>
          <p className="reserves-long">{entry.address}</p>
        </>
      ),
      run: () => remove(entry.id).unwrap(),
      failureMessage: 'The address could not be removed. Please try again.',
    });

  let content;
  if (addresses) {
    content =
      addresses.length === 0 ? (
        <EmptyState>No reserve address is registered yet.</EmptyState>
      ) : (
        <ul className="reserves-address-list">
          {addresses.map((entry) => (
            <li key={entry.id} className="card reserves-address">
              <p className="coin-name">
                <CoinIcon coin={entry.coin} size={20} />
                {entry.coin}
              </p>
              <p className="reserves-long">{entry.address}</p>
              <p className="reserves-address-when">Registered {formatDateTime(entry.registered_at)}</p>
              {mayRemove && (
                <Button variant="danger" onClick={() => askToRemove(entry)}>
                  Remove
                  <span className="visually-hidden">
                    {' '}
                    {entry.coin} reserve address {entry.address}
                  </span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The reserve addresses could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" count={2} label="Loading the reserve addresses" />;
  }

  return (
    <section aria-labelledby="reserves-list-heading">
      <h2 id="reserves-list-heading">Registered reserve addresses</h2>
      {content}
      {dialog}
    </section>
  );
}
