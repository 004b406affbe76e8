import { Button, isNotFound, Money, readApiError, showApiError, useToast, type LiabilitiesSnapshot, FactList } from '@arcvest/shared';
import { formatDateTime, formatUsd } from '@arcvest/shared/rules';
import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { useGetLatestLiabilitiesQuery, useTakeLiabilitiesSnapshotMutation } from './api';

function SnapshotFacts({ snapshot }: { snapshot: LiabilitiesSnapshot }) {
  return (
    <FactList
      className="reserves-facts"
      facts={[
        { term: 'Taken', value: formatDateTime(snapshot.generated_at) },
        { term: 'Owed to investors', value: <Money amount={snapshot.total} /> },
        { term: 'Investors in it', value: snapshot.investors.toLocaleString('en-US') },
        { term: 'Root', value: snapshot.root, row: { className: 'reserves-facts-wide' }, valueClassName: 'reserves-long' },
      ]}
    />
  );
}

/**
 * The latest snapshot of what is owed, and "Take snapshot now": the server also takes one daily after
 * the accrual run; an admin takes one after registering a reserve address, so the public page counts it.
 */
export function SnapshotCard() {
  const { data: snapshot, isError, error, refetch } = useGetLatestLiabilitiesQuery();
  const [take, { isLoading: taking }] = useTakeLiabilitiesSnapshotMutation();
  const toast = useToast();
  // A snapshot is a money decision (finance and owners); the other roles read the latest.
  const mayTake = useStaffCan('money.decide');
  const takeNow = async () => {
    try {
      const taken = await take().unwrap();
      toast.success(
        `Snapshot taken: ${taken.investors.toLocaleString('en-US')} ${taken.investors === 1 ? 'investor is' : 'investors are'} owed ${formatUsd(taken.total)}.`,
      );
    } catch (failure) {
      showApiError(toast, failure, 'The snapshot could not be taken. Please try again.');
    }
  };

  let content;
  if (snapshot) content = <SnapshotFacts snapshot={snapshot} />;
  else if (isError && isNotFound(error)) content = <p>No snapshot has been taken yet.</p>;
  else if (isError)
    content = (
      <p role="alert">
        {readApiError(error, 'The latest snapshot could not be loaded.').message}{' '}
        <Button variant="ghost" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  else content = <p role="status">Loading the latest snapshot …</p>;

  return (
    <section className="card reserves-card" aria-labelledby="reserves-snapshot-heading">
      <h2 id="reserves-snapshot-heading">Snapshot of what is owed</h2>
      <p className="reserves-card-intro">
        Taken every day after the accrual run. Take one now after registering or removing a reserve address, so the public page counts it.
      </p>
      {content}
      {mayTake && (
        <Button onClick={() => void takeNow()} busy={taking}>
          Take snapshot now
        </Button>
      )}
    </section>
  );
}
