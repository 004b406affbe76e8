import {
  Button,
  EmptyState,
  ErrorState,
  readApiError,
  Skeleton,
  useGetReserveAddressesQuery,
  useRemoveReserveAddressMutation,
  type ReserveAddress,
  activeLocale,
  Trans,
  useLingui,
} from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { RESERVE_LIST_TEXTS as TEXTS } from './messages';

/** The registered reserve addresses, each with Remove (asked first: the reserves then stop counting it) when `mayRemove`. */
export function ReserveAddressList({ mayRemove }: { mayRemove: boolean }) {
  const { _ } = useLingui();
  const { data: addresses, isError, error, refetch } = useGetReserveAddressesQuery();
  const [remove] = useRemoveReserveAddressMutation();
  const { ask, dialog } = useConfirmedAction();
  const askToRemove = (entry: ReserveAddress) =>
    ask({
      title: _(TEXTS.removeTitle),
      confirmLabel: _(TEXTS.remove),
      destructive: true,
      question: (
        <>
          <p>{_({ ...TEXTS.removeQuestion, values: { coin: entry.coin } })}</p>
          <p className="reserves-long" dir="ltr" translate="no">
            {entry.address}
          </p>
        </>
      ),
      run: () => remove(entry.id).unwrap(),
      failureMessage: _(TEXTS.removeFailed),
    });

  let content;
  if (addresses) {
    content =
      addresses.length === 0 ? (
        <EmptyState>{_(TEXTS.empty)}</EmptyState>
      ) : (
        <ul className="reserves-address-list">
          {addresses.map((entry) => (
            <li key={entry.id} className="card reserves-address">
              <p className="coin-name">
                <CoinIcon coin={entry.coin} size={20} />
                <span translate="no">{entry.coin}</span>
              </p>
              <p className="reserves-long" dir="ltr" translate="no">
                {entry.address}
              </p>
              <p className="reserves-address-when">
                <Trans
                  {...TEXTS.registeredAt}
                  values={{ date: formatDateTime(entry.registered_at, undefined, activeLocale()) }}
                  components={{ 0: <time dateTime={entry.registered_at} /> }}
                />
              </p>
              {mayRemove && (
                <Button variant="danger" onClick={() => askToRemove(entry)}>
                  {_(TEXTS.remove)}
                  <span className="visually-hidden"> {_({ ...TEXTS.whichAddress, values: { coin: entry.coin, address: entry.address } })}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" count={2} label={_(TEXTS.loading)} />;
  }

  return (
    <section aria-labelledby="reserves-list-heading">
      <h2 id="reserves-list-heading">{_(TEXTS.heading)}</h2>
      {content}
      {dialog}
    </section>
  );
}
